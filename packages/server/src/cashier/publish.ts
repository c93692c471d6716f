/** What tells a player's open pages that their cashier or inventory changed (after commit). */
import type { BusMessage } from '../realtime/bus';
import { userTopic } from '../realtime/hub';

/** A deposit, withdrawal, verification or shipping order of theirs moved: /cashier, /verify and /shipping read again. */
export function cashierMessage(userId: string): BusMessage {
  return { topic: userTopic(userId), event: 'cashier', data: {} };
}

/** Items left or came back to their inventory (a shipping order made or cancelled). */
export function inventoryMessage(userId: string): BusMessage {
  return { topic: userTopic(userId), event: 'inventory', data: {} };
}
