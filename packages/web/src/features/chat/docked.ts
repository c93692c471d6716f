/** Whether the chat panel is docked: read by the layout on the first page, so kept apart from the chat itself (loaded on demand). */
import { useStoredFlag } from '../../lib/stored-flag';
import { useRoomyScreen, useWideScreen } from '../../lib/use-wide-screen';
import { CHAT_CLOSED_FLAG, CHAT_OPENED_FLAG } from './api';

/**
 * Whether the chat sits open beside the page, and the layout leaves it room: on a wide screen
 * when the player opened it, and where the page's column and the panel both fit (1680 px) unless
 * they closed it.
 */
export function useChatDocked(): boolean {
  const wide = useWideScreen();
  const roomy = useRoomyScreen();
  const closed = useStoredFlag(CHAT_CLOSED_FLAG);
  const opened = useStoredFlag(CHAT_OPENED_FLAG);
  return wide && (opened || (roomy && !closed));
}

