/**
 * Battles (DESIGN §4): create, join, fill with bots, cancel, expire. Each is
 * one transaction: the battle row is locked, money moves through the ledger,
 * and the join that fills the last seat also rolls and pays, so nothing is
 * ever left half-done.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { BOT_NAMES } from './bot-names';
import {
  MAX_OPEN_BATTLES_PER_HOST,
  battleSchedule,
  hostPaysCents,
  layoutsFor,
  seatPrice,
  settleBattle,
  sponsoredShareCents,
  type BattleMode,
  type BattleOutcome,
  type TeamLayout,
} from '@lootforge/core/battle';
import type { CreateBattleInput } from '@lootforge/core/contracts/battles';
import { hashServerSeed } from '@lootforge/core/fairness';
import { inOrder, type Database, type Sql } from '../db/client';
import { AppError } from '../errors';
import { assertPriceCoversValue, committedTable, keepTable } from '../packs/service';
import { ensureEscrow, ensureHouse, ensureWallet, pay, type TransferInput } from '../ledger/ledger';
import type { Clock } from '../clock';
import { countBattleStakes, recordStakeAndPay, refuseWhilePaused, takeOffStake } from '../stakes/service';
import { findWalletBalance } from '../wallet/repository';
import {
  countOpenHosted,
  findCreatedBattle,
  insertBattle,
  lockBattle,
  listOpenBattlesOf,
  lockStaleBattle,
  markCancelled,
  lockMember,
  readRoundPacks,
  recordSeats,
  type BattleRow,
  type BattleState,
  type LockedBattle,
  type Member,
  type NewSeat,
  type RoundsSnapshot,
  type Settlement,
} from './repository';

export const ALREADY_JOINED = 'You have already joined this battle!';
export const NO_SUCH_BATTLE = 'That battle does not exist.';
export const TOO_MANY_OPEN = `You can host at most ${MAX_OPEN_BATTLES_PER_HOST} open battles at once. Cancel one or wait for it to fill.`;

/** A private battle's key: 192 random bits, URL-safe. */
const newPrivateKey = () => randomBytes(24).toString('base64url');

/** Whether `key` opens `battle`: any key opens a public battle; a private one needs its own, compared in constant time. */
export function keyOpens(battle: { private_key: string | null }, key: string | undefined | null): boolean {
  if (battle.private_key === null) return true;
  if (typeof key !== 'string') return false;
  const given = Buffer.from(key);
  const wanted = Buffer.from(battle.private_key);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The battle's escrow account: read with the lock, made by the first entry. */
const escrowOf = async (tx: Sql, locked: LockedBattle) => locked.escrowAccountId ?? ensureEscrow(tx, locked.battle.id);

/** A bot's client seed is fixed by the battle and seat, so the house cannot pick one that suits it. */
export const botClientSeed = (battleId: string, seat: number) => `bot:${battleId}:${seat}`;

function requirePlayer(member: Member | null | undefined): Member {
  if (!member) throw new AppError('unauthenticated', 'Please sign in first.');
  if (!member.profileComplete) throw new AppError('forbidden', 'Please finish signing up first.');
  return member;
}

async function snapshotRounds(tx: Sql, packIds: string[], houseEdge: number): Promise<{ rounds: RoundsSnapshot; entryCents: number }> {
  const unique = [...new Set(packIds)];
  const rows = await readRoundPacks(tx, unique);
  const packs = new Map<string, RoundsSnapshot['packs'][number]>();
  for (const row of rows) {
    let pack = packs.get(row.pack_id);
    if (!pack) packs.set(row.pack_id, (pack = { packId: row.pack_id, name: row.name, priceCents: row.price_cents, thumbKey: row.thumb_key, items: [] }));
    pack.items.push({ itemId: row.item_id, name: row.item_name, valueCents: row.value_cents, oddsPpm: row.odds_ppm, thumbKey: row.item_thumb });
  }
  const missing = unique.find((id) => !packs.has(id));
  if (missing) throw new AppError('not_found', 'One of the chosen packs does not exist any more.');
  // Each table as it is committed for every round that rolls on it, kept by its hash (DESIGN §23).
  const list: RoundsSnapshot['packs'] = [];
  for (const id of unique) {
    const pack = packs.get(id)!;
    const table = committedTable(pack.items);
    await keepTable(tx, id, table);
    list.push({ ...pack, tableHash: table.hash });
  }
  // The entry is made of these prices and the payouts of these values (read together): each price must cover its values.
  for (const pack of list) {
    const commissionBp = rows.find((row) => row.pack_id === pack.packId)!.commission_bp;
    assertPriceCoversValue({ priceCents: pack.priceCents, commissionBp, entries: pack.items }, houseEdge);
  }
  const order = packIds.map((id) => unique.indexOf(id));
  const entryCents = order.reduce((sum, index) => sum + list[index]!.priceCents, 0);
  return { rounds: { packs: list, order }, entryCents };
}

export const TURBO_OFF_MESSAGE = 'Turbo battles are switched off on this site.';

export async function createBattle(
  db: Database,
  input: { userId: string; body: CreateBattleInput; idempotencyKey: string | undefined; houseEdge: number; clock?: Clock; turboEnabled?: boolean },
): Promise<{ battleId: string; state: BattleState | null; balances: BalanceChange[] }> {
  const { body } = input;
  // TURBO_ENABLED=false switches quick-play battles off site-wide (DESIGN §16b).
  if (body.fast && input.turboEnabled === false) throw new AppError('validation', TURBO_OFF_MESSAGE);
  const teamLayout = body.mode === 'team' ? (body.teamLayout ?? layoutsFor(body.players)[0]) : null;
  if (body.mode === 'team' && (!teamLayout || !layoutsFor(body.players).includes(teamLayout))) {
    throw new AppError('validation', 'Team battles need 4 (2v2), 6 (3v3 or 2v2v2) or 10 (5v5) players.');
  }
  return db.transaction(async (tx) => {
    // The host's lock first: a retry of this create waits here for its original, then finds it.
    const member = await lockMember(tx, input.userId);
    if (input.idempotencyKey) {
      const existing = await findCreatedBattle(tx, input.userId, input.idempotencyKey);
      if (existing) return { battleId: existing, state: null, balances: [] };
    }
    const host = requirePlayer(member);
    if ((await countOpenHosted(tx, input.userId)) >= MAX_OPEN_BATTLES_PER_HOST) throw new AppError('conflict', TOO_MANY_OPEN);
    const { rounds, entryCents } = await snapshotRounds(tx, body.packIds, input.houseEdge);
    const serverSeed = randomBytes(32).toString('hex');
    const battle = await insertBattle(tx, {
      hostUserId: input.userId,
      mode: body.mode,
      teamLayout: teamLayout ?? null,
      cursed: body.cursed ?? false,
      fast: body.fast ?? false,
      privateKey: body.private ? newPrivateKey() : null,
      fundPercent: body.fundPercent ?? 0,
      players: body.players,
      entryCents,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      rounds,
      idempotencyKey: input.idempotencyKey ?? null,
    });
    const created: LockedBattle = { battle, seats: [], escrowAccountId: null, member: host };
    const { state, balances } = await seatPlayer(tx, created, {
      userId: input.userId,
      member: host,
      idempotencyKey: input.idempotencyKey ?? null,
      borrowPercent: body.borrowPercent ?? 0,
      clock: input.clock,
    });
    return { battleId: battle.id, state, balances };
  });
}

/** A wallet's balance after a battle moved money, and whether it waits for the reels to end. */
export type BalanceChange = { userId: string; balanceCents: number; atReveal: boolean };

/** What the host paid for the other seats of a sponsored battle, on top of their own seat. */
const sponsoringCents = (battle: BattleRow) => (battle.players - 1) * sponsoredShareCents(battle.entry_cents, battle.fund_percent);

/**
 * Seats a player in the next seat: what they owe moves from their wallet to
 * the battle's escrow (the host also pays their sponsoring of the other seats;
 * the house lends what a player borrows) and, when that seat is the last, the
 * battle rolls, the pot goes to the house and the house pays the winners, all
 * in one ledger statement, then one statement writes the seats and the result.
 */
async function seatPlayer(
  tx: Sql,
  locked: LockedBattle,
  input: { userId: string; member: Member; idempotencyKey: string | null; borrowPercent: number; clock: Clock | undefined },
): Promise<{ seat: number; state: BattleState; balances: BalanceChange[] }> {
  const { battle } = locked;
  const seat = locked.seats.length;
  const host = seat === 0;
  const price = seatPrice({ entryCents: battle.entry_cents, fundPercent: battle.fund_percent, borrowPercent: input.borrowPercent, host });
  const walletPays = host
    ? hostPaysCents({ entryCents: battle.entry_cents, players: battle.players, fundPercent: battle.fund_percent, borrowPercent: input.borrowPercent })
    : price.paidCents;
  const newSeat: NewSeat = {
    seat,
    userId: input.userId,
    botName: null,
    clientSeed: input.member.clientSeed,
    idempotencyKey: input.idempotencyKey,
    userName: input.member.userName,
    avatarThumbKey: input.member.avatarThumbKey,
    xpCents: input.member.xpCents,
    paidCents: price.paidCents,
    borrowPercent: input.borrowPercent,
    borrowedCents: price.borrowedCents,
  };
  const wallet = await ensureWallet(tx, input.userId);
  const escrow = await escrowOf(tx, locked);
  const transfers: TransferInput[] = [];
  // A seat a sponsor paid in full costs its player nothing: no entry to move.
  if (walletPays > 0) {
    transfers.push({ debitAccountId: wallet, creditAccountId: escrow, amountCents: walletPays, kind: 'battle_entry', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:entry` });
  }
  if (price.borrowedCents > 0) {
    const house = await ensureHouse(tx, battle.id);
    transfers.push({ debitAccountId: house, creditAccountId: escrow, amountCents: price.borrowedCents, kind: 'battle_entry', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:lend:${seat}` });
  }
  const fills = seat + 1 === battle.players;
  const settled = fills ? await settlementOf(tx, locked, [newSeat]) : undefined;
  const payments = [...transfers, ...(settled?.transfers ?? [])];
  // The entries paid so far count for races, rewards and referrals now that the battle settles (DESIGN §13), before anything is paid.
  const countStakes = () => (fills ? countBattleStakes(tx, { battleId: battle.id, wins: settled!.wins, clock: input.clock }) : undefined);
  const recordSeat = () => recordSeats(tx, seated(locked, [newSeat], settled?.settlement), 1);
  let balancesAfter: Map<number, number>;
  let state: BattleState;
  if (walletPays > 0) {
    // What the player paid is wagered (bots and the house's loans never are): recorded, then paid, in one statement
    // (stakes/service). The stakes counted, the entry and the seats: sent together, one round trip (decision 036),
    // and run in this order; a refusal of any rolls the whole join back.
    let paid: { balances: Map<number, number> };
    [, paid, state] = await inOrder([
      countStakes,
      () =>
        recordStakeAndPay(
          tx,
          // What this entry wins back when it settles the battle counts against the loss limits now (DESIGN §16b).
          { userId: input.userId, amountCents: walletPays, returnedCents: wonBy(settled?.wins, input.userId), clock: input.clock, battleId: battle.id, settles: fills },
          payments,
        ),
      recordSeat,
    ]);
    balancesAfter = paid.balances;
  } else {
    await countStakes();
    // A free seat stakes nothing, but a player on a break or self-excluded still may not join (DESIGN §16).
    await refuseWhilePaused(tx, { userId: input.userId, clock: input.clock });
    balancesAfter = await pay(tx, payments);
    state = await recordSeat();
  }
  const finalBalance = balancesAfter.get(wallet) ?? (await findWalletBalance(tx, input.userId))!;
  // The player sees the entry leave at once; what they won waits for the reels.
  const wonHere = wonBy(settled?.wins, input.userId);
  const balances: BalanceChange[] = [{ userId: input.userId, balanceCents: finalBalance - wonHere, atReveal: false }];
  for (const win of settled?.wins ?? []) balances.push({ userId: win.userId, balanceCents: balancesAfter.get(win.walletId)!, atReveal: true });
  return { seat, state, balances };
}

export type JoinResult = { battleId: string; seat: number; settled: boolean; repeated: boolean; state: BattleState | null; balances: BalanceChange[] };

export async function joinBattle(
  db: Database,
  input: { userId: string; battleId: string; idempotencyKey: string | undefined; borrowPercent?: number; key?: string; clock?: Clock },
): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const locked = await lockBattle(tx, input.battleId, input.userId);
    // A private battle without its key answers as if it did not exist.
    if (!locked || !keyOpens(locked.battle, input.key)) throw new AppError('not_found', NO_SUCH_BATTLE);
    const { battle } = locked;
    const mine = locked.seats.find((s) => s.user_id === input.userId);
    if (mine) {
      if (input.idempotencyKey && mine.join_idempotency_key === input.idempotencyKey) {
        return { battleId: battle.id, seat: mine.seat, settled: battle.status === 'settled', repeated: true, state: null, balances: [] };
      }
      throw new AppError('conflict', ALREADY_JOINED);
    }
    assertOpen(battle);
    const member = requirePlayer(locked.member);
    const { seat, state, balances } = await seatPlayer(tx, locked, {
      userId: input.userId,
      member,
      idempotencyKey: input.idempotencyKey ?? null,
      borrowPercent: input.borrowPercent ?? 0,
      clock: input.clock,
    });
    return { battleId: battle.id, seat, settled: state.battle.status === 'settled', repeated: false, state, balances };
  });
}

function assertOpen(battle: BattleRow) {
  if (battle.status === 'cancelled') throw new AppError('conflict', 'This battle was cancelled.');
  if (battle.status !== 'open' || battle.joined >= battle.players) throw new AppError('conflict', 'This battle is full and has already started.');
}

/** The host fills every empty seat with house bots, paid for by the house; the battle starts. */
export async function fillWithBots(db: Database, input: { userId: string; battleId: string; clock?: Clock }): Promise<{ state: BattleState; balances: BalanceChange[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockBattle(tx, input.battleId);
    if (!locked) throw new AppError('not_found', 'That battle does not exist.');
    const { battle } = locked;
    if (battle.host_user_id !== input.userId) throw new AppError('forbidden', 'Only the host can fill this battle with bots.');
    assertOpen(battle);
    // Bots would play the host's battle out for them: not during a break or self-exclusion (DESIGN §16).
    await refuseWhilePaused(tx, { userId: input.userId, clock: input.clock });
    const house = await ensureHouse(tx, battle.id);
    const escrow = await escrowOf(tx, locked);
    const bots: NewSeat[] = [];
    const entries: TransferInput[] = [];
    // A bot never borrows; in a sponsored battle the house pays what any joiner would.
    const { paidCents } = seatPrice({ entryCents: battle.entry_cents, fundPercent: battle.fund_percent, borrowPercent: 0, host: false });
    for (let seat = locked.seats.length; seat < battle.players; seat++) {
      const botName = BOT_NAMES[bots.length % BOT_NAMES.length]!;
      bots.push({ seat, userId: null, botName, clientSeed: botClientSeed(battle.id, seat), idempotencyKey: null, userName: null, avatarThumbKey: null, xpCents: null, paidCents, borrowPercent: 0, borrowedCents: 0 });
      if (paidCents > 0) {
        entries.push({ debitAccountId: house, creditAccountId: escrow, amountCents: paidCents, kind: 'battle_entry', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:bot:${seat}` });
      }
    }
    const settled = await settlementOf(tx, locked, bots);
    await countBattleStakes(tx, { battleId: battle.id, wins: settled.wins, clock: input.clock });
    const balancesAfter = await pay(tx, [...entries, ...settled.transfers]);
    const state = await recordSeats(tx, seated(locked, bots, settled.settlement), bots.length);
    return { state, balances: settled.wins.map((win) => ({ userId: win.userId, balanceCents: balancesAfter.get(win.walletId)!, atReveal: true })) };
  });
}

type Win = { userId: string; walletId: number; amountCents: number };

/** What a battle pays one player (0 when it pays them nothing, or has not settled). */
const wonBy = (wins: Win[] | undefined, userId: string) => (wins ?? []).filter((w) => w.userId === userId).reduce((sum, w) => sum + w.amountCents, 0);

/**
 * Rolls every round for every seat (the seated ones and the newcomers that
 * fill the battle) and lists the money that settles it: the whole pot from
 * the escrow to the house, and the house to each winning player. A bot's
 * winnings simply stay with the house.
 */
async function settlementOf(tx: Sql, locked: LockedBattle, newcomers: NewSeat[]): Promise<{ settlement: Settlement; transfers: TransferInput[]; wins: Win[] }> {
  const { battle } = locked;
  const seats = [...locked.seats.map((s) => ({ seat: s.seat, userId: s.user_id, clientSeed: s.client_seed, borrowedCents: Number(s.borrowed_cents) })), ...newcomers];
  const outcome = settleBattle({
    battleId: battle.id,
    mode: battle.mode as BattleMode,
    teamLayout: battle.team_layout as TeamLayout | null,
    cursed: battle.cursed,
    playerClientSeeds: seats.map((s) => s.clientSeed),
    // A borrowing winner gives the house the part of the win it lent for: share × borrowed / entry (DESIGN §12).
    borrows: { entryCents: battle.entry_cents, borrowedCents: seats.map((s) => s.borrowedCents) },
    rounds: battle.rounds.order.map((index) => battle.rounds.packs[index]!),
    serverSeed: battle.server_seed,
  });
  const house = await ensureHouse(tx, battle.id);
  const list: TransferInput[] = [
    {
      debitAccountId: await escrowOf(tx, locked),
      creditAccountId: house,
      // Every seat is paid in by now (by its player, the sponsor, the house's loan or the house for a bot): the entry times the seats.
      amountCents: battle.entry_cents * battle.players,
      kind: 'battle_settlement',
      refType: 'battle',
      refId: battle.id,
      idempotencyKey: `battle:${battle.id}:settle`,
    },
  ];
  const wins: Win[] = [];
  for (const seat of seats) {
    const payout = outcome.payouts[seat.seat]!;
    if (!seat.userId || payout <= 0) continue;
    const walletId = await ensureWallet(tx, seat.userId);
    list.push({ debitAccountId: house, creditAccountId: walletId, amountCents: payout, kind: 'battle_win', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:win:${seat.seat}` });
    wins.push({ userId: seat.userId, walletId, amountCents: payout });
  }
  return { transfers: list, wins, settlement: settlementRecord(outcome, Date.now(), battle.rounds.order.length, battle.fast) };
}

/**
 * Refunds every payer of an open battle exactly what they paid and closes it:
 * each player their seat (the host also their sponsoring of the other seats),
 * the house what it lent to borrowers. Returns the refunded wallets' balances.
 */
async function cancelLocked(tx: Sql, locked: LockedBattle, clock: Clock | undefined): Promise<{ state: BattleState; balances: BalanceChange[] }> {
  const { battle } = locked;
  const escrow = await escrowOf(tx, locked);
  const refunds: Array<{ userId: string; walletId: number; transfer: TransferInput }> = [];
  const loans: TransferInput[] = [];
  for (const seat of locked.seats) {
    if (!seat.user_id) continue;
    // A refunded entry never counts (DESIGN §13): it gives back what it took of the limits.
    await takeOffStake(tx, { userId: seat.user_id, battleId: battle.id, clock });
    const amountCents = seat.paid_cents + (seat.user_id === battle.host_user_id ? sponsoringCents(battle) : 0);
    if (amountCents > 0) {
      const walletId = await ensureWallet(tx, seat.user_id);
      refunds.push({
        userId: seat.user_id,
        walletId,
        transfer: { debitAccountId: escrow, creditAccountId: walletId, amountCents, kind: 'battle_refund', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:refund:${seat.seat}` },
      });
    }
    if (seat.borrowed_cents > 0) {
      const house = await ensureHouse(tx, battle.id);
      loans.push({ debitAccountId: escrow, creditAccountId: house, amountCents: seat.borrowed_cents, kind: 'battle_refund', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:refund:lend:${seat.seat}` });
    }
  }
  const balancesAfter = await pay(tx, [...refunds.map((r) => r.transfer), ...loans]);
  const cancelledAt = await markCancelled(tx, battle.id);
  const state: BattleState = { battle: { ...battle, status: 'cancelled', cancelled_at: cancelledAt }, seats: locked.seats };
  return { state, balances: refunds.map((r) => ({ userId: r.userId, balanceCents: balancesAfter.get(r.walletId)!, atReveal: false })) };
}

export async function cancelBattle(db: Database, input: { userId: string; battleId: string; clock?: Clock }): Promise<{ state: BattleState; balances: BalanceChange[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockBattle(tx, input.battleId);
    if (!locked) throw new AppError('not_found', 'That battle does not exist.');
    const { battle } = locked;
    if (battle.host_user_id !== input.userId) throw new AppError('forbidden', 'Only the host can cancel this battle.');
    if (battle.status === 'cancelled') throw new AppError('conflict', 'This battle was already cancelled.');
    if (battle.status !== 'open') throw new AppError('conflict', 'This battle has already started and cannot be cancelled.');
    return cancelLocked(tx, locked, input.clock);
  });
}

/** A battle as a cancel left it, with the refunded players' balances. */
export type CancelledBattle = { state: BattleState; balances: BalanceChange[] };

/**
 * Cancels and refunds every battle not started yet that a player sits in (DESIGN §16, §17): a
 * suspended or self-excluded player's battles must not fill and play out without them.
 * Runs inside the caller's transaction (the one that suspends or excludes), so either both happen
 * or neither; a join waiting for one of these battles then finds it cancelled.
 */
export async function cancelOpenBattlesOf(tx: Sql, input: { userId: string; clock?: Clock }): Promise<CancelledBattle[]> {
  const cancelled: CancelledBattle[] = [];
  for (const battleId of await listOpenBattlesOf(tx, input.userId)) {
    const locked = await lockBattle(tx, battleId);
    if (locked?.battle.status === 'open') cancelled.push(await cancelLocked(tx, locked, input.clock));
  }
  return cancelled;
}

/**
 * Cancels open battles older than the limit. Safe on every instance at once:
 * each battle is taken with SKIP LOCKED and re-checked under its lock.
 */
export async function expireOpenBattles(db: Database, maxAgeSeconds: number, clock?: Clock): Promise<Array<{ state: BattleState; balances: BalanceChange[] }>> {
  const done: Array<{ state: BattleState; balances: BalanceChange[] }> = [];
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const staleId = await lockStaleBattle(tx, maxAgeSeconds);
      if (!staleId) return undefined;
      const locked = await lockBattle(tx, staleId);
      return locked && locked.battle.status === 'open' ? cancelLocked(tx, locked, clock) : undefined;
    });
    if (!result) return done;
    done.push(result);
  }
}

/** What a battle settled at `nowMs` records: the outcome of its rolls and the reels' schedule. */
export function settlementRecord(outcome: BattleOutcome, nowMs: number, roundCount: number, fast = false): Settlement {
  const schedule = battleSchedule(nowMs, roundCount, fast);
  const { clientSeed: _clientSeed, ...results } = outcome;
  return {
    clientSeed: outcome.clientSeed,
    results,
    totalValueCents: outcome.totalValueCents,
    payouts: outcome.payouts,
    startedAtMs: schedule.startedAtMs,
    completedAtMs: schedule.completedAtMs,
  };
}

/**
 * The battle once `newSeats` have taken their seats and paid in, and, with a
 * settlement, once it is settled: what `recordSeats` writes, and what the
 * answer and the live events show without reading it back.
 */
export function seated(before: BattleState, newSeats: NewSeat[], settlement?: Settlement): BattleState {
  const { battle } = before;
  const payoutOf = (seat: number, unsettled: number | null) => (settlement ? settlement.payouts[seat]! : unsettled);
  return {
    battle: {
      ...battle,
      joined: battle.joined + newSeats.length,
      pot_cents: battle.pot_cents + newSeats.length * battle.entry_cents,
      ...(settlement && {
        status: 'settled' as const,
        client_seed: settlement.clientSeed,
        results: settlement.results,
        total_value_cents: settlement.totalValueCents,
        started_at: new Date(settlement.startedAtMs),
        completed_at: new Date(settlement.completedAtMs),
      }),
    },
    seats: [
      ...before.seats.map((s) => ({ ...s, payout_cents: payoutOf(s.seat, s.payout_cents) })),
      ...newSeats.map((s) => ({
        battle_id: battle.id,
        seat: s.seat,
        user_id: s.userId,
        bot_name: s.botName,
        client_seed: s.clientSeed,
        join_idempotency_key: s.idempotencyKey,
        paid_cents: s.paidCents,
        borrow_percent: s.borrowPercent,
        borrowed_cents: s.borrowedCents,
        payout_cents: payoutOf(s.seat, null),
        user_name: s.userName,
        avatar_thumb_key: s.avatarThumbKey,
        xp_cents: s.xpCents,
      })),
    ],
  };
}
