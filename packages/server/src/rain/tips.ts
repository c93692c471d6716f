/**
 * Tips (DESIGN §22): $1.00–$1,000.00 of withdrawable money from a player of level 5 or more, to
 * another player by name or into the rain, at most $1,000.00 sent in any 24 hours. One `tip`
 * transfer wallet → wallet (or → the rain's pot), shown in both wallets; a tip received adds its
 * amount to the receiver's turnover due (1×, as a deposit), so it is played through before it can
 * leave again. Only withdrawable money (nothing left to play through) may be tipped, so bonus
 * money cannot be moved between accounts.
 *
 * Locks, always in this order, so tips, rain closes and withdrawals never wait on each other in a
 * circle: the rain's pot (a tip into the rain), the players' play-through rows (in id order; the
 * sender's also makes their tips take turns, so the 24-hour cap holds), then the wallets (the ledger).
 */
import { settledTurnoverDue } from '@lootforge/core/cashier';
import { levelOf } from '@lootforge/core/levels';
import {
  TIP_DAILY_CENTS,
  TIP_LEVEL_MESSAGE,
  TIP_MIN_LEVEL,
  TIP_RECEIVER_CLOSED_MESSAGE,
  TIP_SELF_MESSAGE,
  TIP_WINDOW_MS,
  rainTipText,
  tipDailyMessage,
  tipPlaythroughMessage,
  tipUnknownMessage,
} from '@lootforge/core/rain';
import type { ChatMessage } from '@lootforge/core/contracts/chat-answers';
import type { TipInput } from '@lootforge/core/contracts/rain';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { addTurnoverDue, sameRequest } from '../cashier/service';
import { lockPlaythrough, type PlaythroughRow } from '../cashier/repository/withdrawals';
import { insertSystemLine } from '../chat/service';
import { balanceOf, ensureRainPot, ensureWallet, pay } from '../ledger/ledger';
import { idForKey } from '../http/idempotency';
import { refuseWhilePaused } from '../stakes/service';
import { findTip, findTipReceiver, insertTip, lockPot, oldestUnsettledRain, readUserName, tipsSentSince } from './repository';
import { ensureRain } from './service';

export type SentTip = {
  id: string;
  amountCents: number;
  toUserName: string | null;
  /** The sender's balance after it. */
  balanceCents: number;
  /** The receiver's, for their balance push (null: the rain, or a retry). */
  receiver: { userId: string; balanceCents: number } | null;
  /** The chat's line for a tip into the rain (null otherwise, and for a retry). */
  message: ChatMessage | null;
};

export async function sendTip(
  db: Database,
  input: { userId: string; tip: TipInput; idempotencyKey: string | undefined; clock: Clock; rainBaseCents: number },
): Promise<SentTip> {
  const id = idForKey({ userId: input.userId, scope: 'tip', key: input.idempotencyKey });
  const amountCents = input.tip.amountCents;
  return db.transaction(async (tx) => {
    const at = input.clock.now();
    const toRain = input.tip.rain === true;
    // The pot first (see the top of this file): the rain a tip lands in is then the one its split will include.
    const pot = toRain ? await ensureRainPot(tx) : null;
    if (pot !== null) await lockPot(tx, pot);
    let receiver: { id: string; user_name: string } | null = null;
    if (!toRain) {
      const found = await findTipReceiver(tx, { userName: input.tip.userName!, now: at });
      if (!found) throw new AppError('not_found', tipUnknownMessage(input.tip.userName!));
      if (found.id === input.userId) throw new AppError('validation', TIP_SELF_MESSAGE);
      if (found.closed) throw new AppError('conflict', TIP_RECEIVER_CLOSED_MESSAGE);
      receiver = found;
    }
    // Both players' play-through rows, in id order.
    const locked = new Map<string, PlaythroughRow>();
    for (const userId of [input.userId, ...(receiver ? [receiver.id] : [])].sort()) locked.set(userId, await lockPlaythrough(tx, userId));
    const sender = locked.get(input.userId)!;

    // A retry with the same Idempotency-Key answers the tip the first attempt sent.
    const earlier = input.idempotencyKey ? await findTip(tx, id) : undefined;
    if (earlier) {
      const same = sameRequest(earlier, Number(earlier.amount_cents) === amountCents && (earlier.to_user_id ?? null) === (receiver?.id ?? null));
      return { id, amountCents: Number(same.amount_cents), toUserName: same.to_user_name, balanceCents: await balanceOf(tx, await ensureWallet(tx, input.userId)), receiver: null, message: null };
    }

    await refuseWhilePaused(tx, { userId: input.userId, clock: input.clock });
    if (levelOf(sender.lifetime_wager_cents) < TIP_MIN_LEVEL) throw new AppError('forbidden', TIP_LEVEL_MESSAGE);
    const due = settledTurnoverDue({ dueCents: sender.due_cents, wagerSeenCents: sender.wager_seen_cents }, sender.lifetime_wager_cents);
    if (due > 0) throw new AppError('conflict', tipPlaythroughMessage(due));
    const sent = await tipsSentSince(tx, { userId: input.userId, since: new Date(at.getTime() - TIP_WINDOW_MS) });
    if (sent + amountCents > TIP_DAILY_CENTS) throw new AppError('conflict', tipDailyMessage(sent));

    // The rain whose split takes the pot's balance: one closed but not swept yet before the one open or next.
    const rain = toRain ? ((await oldestUnsettledRain(tx)) ?? (await ensureRain(tx, { clock: input.clock, baseCents: input.rainBaseCents }))) : null;
    await insertTip(tx, { id, fromUserId: input.userId, toUserId: receiver?.id ?? null, rainId: rain ? Number(rain.id) : null, amountCents, at });
    const wallet = await ensureWallet(tx, input.userId);
    const credit = pot ?? (await ensureWallet(tx, receiver!.id));
    const balances = await pay(tx, [{ debitAccountId: wallet, creditAccountId: credit, amountCents, kind: 'tip', refType: 'tip', refId: id, idempotencyKey: `tip:${id}` }]);
    if (receiver) await addTurnoverDue(tx, { userId: receiver.id, amountCents, at, locked: locked.get(receiver.id)! });

    const message = toRain ? await insertSystemLine(tx, { text: rainTipText((await readUserName(tx, input.userId)) ?? 'A player', amountCents), at }) : null;
    return {
      id,
      amountCents,
      toUserName: receiver?.user_name ?? null,
      balanceCents: balances.get(wallet)!,
      receiver: receiver ? { userId: receiver.id, balanceCents: balances.get(credit)! } : null,
      message,
    };
  });
}
