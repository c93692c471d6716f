/**
 * Rain (DESIGN §22, decision 033). Every 30 minutes a rain opens for 2 minutes; eligible players
 * join; at its close the pot (what the last rain carried over and tips into the rain) plus the base
 * from promotions is split equally, in whole cents, as `rain_payout` transfers keyed
 * `rain:{rainId}:{userId}`; the remainder (all of it when nobody joined) stays in the pot for the
 * next rain. Winnings are bonus money (§19).
 *
 * Exactly once on any number of instances, by keys and locks, not timing: the rain's row is made
 * once (its opening is unique); its close takes the row FOR UPDATE (another instance skips it, and
 * finds it settled afterwards), then the pot's row, so a tip into the rain lands wholly before the
 * split or wholly after it (then in the next rain); a join holds the row FOR SHARE, so it lands
 * before the close or sees the rain closed. The split, its payouts and `settled_at` commit together.
 */
import {
  RAIN_CLOSED_MESSAGE,
  RAIN_LEVEL_MESSAGE,
  RAIN_MIN_LEVEL,
  RAIN_MIN_WAGER_CENTS,
  RAIN_NOT_OPEN_MESSAGE,
  RAIN_UNKNOWN_MESSAGE,
  RAIN_WAGER_WINDOW_MS,
  rainResultText,
  rainSplit,
  rainWagerMessage,
  rainWindow,
} from '@lootforge/core/rain';
import type { AdminRain, RainEvent, RainState } from '@lootforge/core/contracts/rain-answers';
import type { ChatMessage } from '@lootforge/core/contracts/chat-answers';
import { levelOf } from '@lootforge/core/levels';
import type { Database, Sql } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { addTurnoverDue } from '../cashier/service';
import { lockPlaythrough, type PlaythroughRow } from '../cashier/repository/withdrawals';
import { insertSystemLine } from '../chat/service';
import { ensurePromotions, ensureRainPot, ensureWallet, pay, transfers, type TransferInput } from '../ledger/ledger';
import { readLifetimeWager } from '../stakes/repository';
import { refuseWhilePaused } from '../stakes/service';
import {
  eligibleJoiners,
  ensureRainRow,
  hasJoined,
  insertEntry,
  listRains,
  lockDueRain,
  lockPot,
  lockRainShared,
  readPot,
  recordRainSettled,
  wageredSince,
  type RainRow,
} from './repository';

export type RainSettings = { baseCents: number; bonusPlaythrough: number };

/** The rain open at the clock's moment, or the next to open; made if it is not there yet. */
export async function ensureRain(sql: Sql, input: { clock: Clock; baseCents: number }): Promise<RainRow> {
  const window = rainWindow(input.clock.now().getTime());
  return ensureRainRow(sql, { opensAt: new Date(window.opensAtMs), closesAt: new Date(window.closesAtMs), baseCents: input.baseCents });
}

/** What everyone sees of a rain: the pot so far plus the base its close will add. */
async function rainEvent(sql: Sql, rain: RainRow, now: Date): Promise<RainEvent> {
  const pot = await readPot(sql, await ensureRainPot(sql));
  return {
    id: Number(rain.id),
    poolCents: pot + (rain.settled_at ? 0 : Number(rain.base_cents)),
    opensAt: rain.opens_at.toISOString(),
    closesAt: rain.closes_at.toISOString(),
    serverNow: now.getTime(),
  };
}

/** GET /api/rain: the rain open now or next, and whether this player (if signed in) has joined it. */
export async function currentRain(db: Database, input: { userId: string | null; clock: Clock; baseCents: number }): Promise<RainState> {
  const rain = await ensureRain(db, input);
  const event = await rainEvent(db, rain, input.clock.now());
  return { ...event, joined: input.userId ? await hasJoined(db, { rainId: event.id, userId: input.userId }) : false };
}

/** The public state of the rain open now or next, for the live event after a tip or a close. */
export async function rainNow(db: Database, input: { clock: Clock; baseCents: number }): Promise<RainEvent> {
  return rainEvent(db, await ensureRain(db, input), input.clock.now());
}

/**
 * A player joins a rain: while it is open, from level 2, with $5.00 wagered in the last 24 hours,
 * not on a break or self-excluded. Joining twice is answered as joined, and changes nothing.
 */
export async function joinRain(db: Database, input: { userId: string; rainId: number; clock: Clock; baseCents: number }): Promise<RainState> {
  await db.transaction(async (tx) => {
    const now = input.clock.now();
    const rain = await lockRainShared(tx, input.rainId);
    if (!rain) throw new AppError('not_found', RAIN_UNKNOWN_MESSAGE);
    if (rain.settled_at || now >= rain.closes_at) throw new AppError('conflict', RAIN_CLOSED_MESSAGE);
    if (now < rain.opens_at) throw new AppError('conflict', RAIN_NOT_OPEN_MESSAGE);
    if (await hasJoined(tx, { rainId: input.rainId, userId: input.userId })) return;
    await refuseWhilePaused(tx, { userId: input.userId, clock: input.clock });
    if (levelOf(await readLifetimeWager(tx, input.userId)) < RAIN_MIN_LEVEL) throw new AppError('forbidden', RAIN_LEVEL_MESSAGE);
    const wagered = await wageredSince(tx, { userId: input.userId, since: new Date(now.getTime() - RAIN_WAGER_WINDOW_MS), windowMs: RAIN_WAGER_WINDOW_MS });
    if (wagered < RAIN_MIN_WAGER_CENTS) throw new AppError('forbidden', rainWagerMessage(wagered));
    await insertEntry(tx, { rainId: input.rainId, userId: input.userId, at: now });
  });
  return currentRain(db, { userId: input.userId, clock: input.clock, baseCents: input.baseCents });
}

export type SettledRain = {
  rainId: number;
  poolCents: number;
  joiners: number;
  shareCents: number;
  carriedCents: number;
  /** The chat's line about it. */
  message: ChatMessage;
  /** Each paid joiner's balance after the payout, for the pushes after commit. */
  balances: Array<{ userId: string; balanceCents: number }>;
};

/**
 * Closes one due rain, if there is one no other instance is closing: see the top of this file.
 * Answers what it did, or undefined when no rain was due.
 */
export async function settleDueRain(db: Database, input: { clock: Clock; bonusPlaythrough: number }): Promise<SettledRain | undefined> {
  return db.transaction(async (tx) => {
    const now = input.clock.now();
    const rain = await lockDueRain(tx, now);
    if (!rain) return undefined;
    const rainId = Number(rain.id);
    const pot = await ensureRainPot(tx);
    const base = Number(rain.base_cents);
    if (base > 0) {
      await pay(tx, [{ debitAccountId: await ensurePromotions(tx), creditAccountId: pot, amountCents: base, kind: 'rain_funding', refType: 'rain', refId: String(rainId), idempotencyKey: `rain:${rainId}:base` }]);
    }
    // The pot's lock: a tip into the rain now waits, and lands in the next rain.
    const poolCents = await lockPot(tx, pot);
    const joiners = await eligibleJoiners(tx, { rainId, now });
    const { shareCents, carriedCents } = rainSplit(poolCents, joiners.length);
    const balances: SettledRain['balances'] = [];
    if (shareCents > 0) {
      // Play-through rows before wallets, in id order (the lock order of rain/tips.ts).
      const locked = new Map<string, PlaythroughRow>();
      for (const userId of [...joiners].sort()) locked.set(userId, await lockPlaythrough(tx, userId));
      const legs: Array<{ userId: string; walletId: number; transfer: TransferInput }> = [];
      for (const userId of joiners) {
        const walletId = await ensureWallet(tx, userId);
        legs.push({ userId, walletId, transfer: { debitAccountId: pot, creditAccountId: walletId, amountCents: shareCents, kind: 'rain_payout', refType: 'rain', refId: String(rainId), idempotencyKey: `rain:${rainId}:${userId}` } });
      }
      const paid = await transfers(tx, legs.map((leg) => leg.transfer));
      if (paid.duplicate) throw new Error(`rain ${rainId} was paid already but not marked settled`);
      for (const leg of legs) {
        await addTurnoverDue(tx, { userId: leg.userId, amountCents: shareCents * input.bonusPlaythrough, at: now, locked: locked.get(leg.userId)! });
        balances.push({ userId: leg.userId, balanceCents: paid.balances.get(leg.walletId)! });
      }
    }
    const paidJoiners = shareCents > 0 ? joiners : [];
    await recordRainSettled(tx, { rainId, at: now, poolCents, joiners: paidJoiners, shareCents, carriedCents });
    const message = await insertSystemLine(tx, { text: rainResultText({ poolCents, joiners: joiners.length, shareCents, carriedCents }), at: now });
    return { rainId, poolCents, joiners: paidJoiners.length, shareCents, carriedCents, message, balances };
  });
}

/** The console's rain history, newest first. */
export async function adminRains(db: Database): Promise<AdminRain[]> {
  const rows = await listRains(db, 100);
  const nullable = (value: number | string | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    id: Number(row.id),
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    baseCents: Number(row.base_cents),
    tipsCents: Number(row.tips_cents),
    settledAt: row.settled_at?.toISOString() ?? null,
    poolCents: nullable(row.pool_cents),
    joiners: row.joiners,
    shareCents: nullable(row.share_cents),
    carriedCents: nullable(row.carried_cents),
  }));
}
