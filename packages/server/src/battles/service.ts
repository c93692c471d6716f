/**
 * Battles (DESIGN §4): create, join, fill with bots, cancel, expire. Each is
 * one transaction: the battle row is locked, money moves through the ledger,
 * and the join that fills the last seat also rolls and pays, so nothing is
 * ever left half-done.
 */
import { randomBytes } from 'node:crypto';
import { battleSchedule, layoutsFor, settleBattle, type BattleMode, type TeamLayout } from '@lootforge/core/battle';
import type { CreateBattleInput } from '@lootforge/core/contracts/battles';
import { hashServerSeed } from '@lootforge/core/fairness';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { ensureAccount, ensureHouse, ensureWallet, lockAccounts, transfer } from '../ledger/ledger';
import { addToPot, insertSeat, loadSeats, lockBattle, userClientSeed, type BattleRow, type RoundsSnapshot } from './repository';

export const ALREADY_JOINED = 'You have already joined this battle!';
const BOT_NAMES = ['Bot Astra', 'Bot Bolt', 'Bot Cinder', 'Bot Dash', 'Bot Echo', 'Bot Flint', 'Bot Glint', 'Bot Halo', 'Bot Iris'];

const escrowKey = (battleId: string) => `escrow:battle:${battleId}`;
const escrowOf = (tx: Sql, battleId: string) => ensureAccount(tx, { key: escrowKey(battleId), kind: 'escrow' });

/**
 * Takes every account a settlement or refund will touch (the seated wallets,
 * the escrow, the house, and any newcomer's wallet), in id order, before the
 * first transfer.
 */
async function lockBattleAccounts(tx: Sql, battleId: string, userIds: Array<string | null>): Promise<void> {
  const ids = [await escrowOf(tx, battleId), await ensureHouse(tx, battleId)];
  for (const userId of userIds) if (userId) ids.push(await ensureWallet(tx, userId));
  await lockAccounts(tx, ids);
}

/** A bot's client seed is fixed by the battle and seat, so the house cannot pick one that suits it. */
export const botClientSeed = (battleId: string, seat: number) => `bot:${battleId}:${seat}`;

async function requirePlayer(tx: Sql, userId: string): Promise<string> {
  const user = await userClientSeed(tx, userId);
  if (!user) throw new AppError('unauthenticated', 'Please sign in first.');
  if (!user.profileComplete) throw new AppError('forbidden', 'Please finish signing up first.');
  return user.clientSeed;
}

async function snapshotRounds(tx: Sql, packIds: string[]): Promise<{ rounds: RoundsSnapshot; entryCents: number }> {
  const unique = [...new Set(packIds)];
  const rows = await tx.query<{ pack_id: string; name: string; price_cents: number; thumb_key: string | null; item_id: string; item_name: string; value_cents: number; odds_ppm: number; item_thumb: string | null }>(
    `SELECT p.id AS pack_id, p.name, p.price_cents, p.thumb_key, i.id AS item_id, i.name AS item_name, i.value_cents, pi.odds_ppm, i.thumb_key AS item_thumb
     FROM packs p JOIN pack_items pi ON pi.pack_id = p.id JOIN items i ON i.id = pi.item_id
     WHERE p.id = ANY($1::uuid[]) AND p.active ORDER BY p.id, pi.position`,
    [unique],
  );
  const packs = new Map<string, RoundsSnapshot['packs'][number]>();
  for (const row of rows) {
    let pack = packs.get(row.pack_id);
    if (!pack) packs.set(row.pack_id, (pack = { packId: row.pack_id, name: row.name, priceCents: row.price_cents, thumbKey: row.thumb_key, items: [] }));
    pack.items.push({ itemId: row.item_id, name: row.item_name, valueCents: row.value_cents, oddsPpm: row.odds_ppm, thumbKey: row.item_thumb });
  }
  const missing = unique.find((id) => !packs.has(id));
  if (missing) throw new AppError('not_found', 'One of the chosen packs does not exist any more.');
  const list = unique.map((id) => packs.get(id)!);
  const order = packIds.map((id) => unique.indexOf(id));
  const entryCents = order.reduce((sum, index) => sum + list[index]!.priceCents, 0);
  return { rounds: { packs: list, order }, entryCents };
}

export async function createBattle(
  db: Database,
  input: { userId: string; body: CreateBattleInput; idempotencyKey: string | undefined },
): Promise<{ battleId: string; created: boolean; balances: BalanceChange[] }> {
  const { body } = input;
  const teamLayout = body.mode === 'team' ? (body.teamLayout ?? layoutsFor(body.players)[0]) : null;
  if (body.mode === 'team' && (!teamLayout || !layoutsFor(body.players).includes(teamLayout))) {
    throw new AppError('validation', 'Team battles need 4 (2v2), 6 (3v3 or 2v2v2) or 10 (5v5) players.');
  }
  return db.transaction(async (tx) => {
    if (input.idempotencyKey) {
      const [existing] = await tx.query<{ id: string }>(`SELECT id FROM battles WHERE host_user_id = $1 AND create_idempotency_key = $2`, [
        input.userId,
        input.idempotencyKey,
      ]);
      if (existing) return { battleId: existing.id, created: false, balances: [] };
    }
    const clientSeed = await requirePlayer(tx, input.userId);
    const { rounds, entryCents } = await snapshotRounds(tx, body.packIds);
    const serverSeed = randomBytes(32).toString('hex');
    const [battle] = await tx.query<{ id: string }>(
      `INSERT INTO battles (host_user_id, mode, team_layout, players, joined, entry_cents, pot_cents, server_seed, server_seed_hash, rounds, create_idempotency_key)
       VALUES ($1, $2, $3, $4, 0, $5, 0, $6, $7, $8, $9) RETURNING id`,
      [input.userId, body.mode, teamLayout, body.players, entryCents, serverSeed, hashServerSeed(serverSeed), JSON.stringify(rounds), input.idempotencyKey ?? null],
    );
    const paid = await seatPlayer(tx, { battleId: battle!.id, seat: 0, userId: input.userId, clientSeed, entryCents, idempotencyKey: input.idempotencyKey ?? null });
    return { battleId: battle!.id, created: true, balances: [paid] };
  });
}

/** A wallet's balance after a battle moved money, and whether it waits for the reels to end. */
export type BalanceChange = { userId: string; balanceCents: number; atReveal: boolean };

async function seatPlayer(
  tx: Sql,
  input: { battleId: string; seat: number; userId: string; clientSeed: string; entryCents: number; idempotencyKey: string | null },
): Promise<BalanceChange> {
  const paid = await transfer(tx, {
    debitAccountId: await ensureWallet(tx, input.userId),
    creditAccountId: await escrowOf(tx, input.battleId),
    amountCents: input.entryCents,
    kind: 'battle_entry',
    refType: 'battle',
    refId: input.battleId,
    idempotencyKey: `battle:${input.battleId}:entry`,
  });
  await insertSeat(tx, { battleId: input.battleId, seat: input.seat, userId: input.userId, botName: null, clientSeed: input.clientSeed, idempotencyKey: input.idempotencyKey });
  await addToPot(tx, input.battleId, 1, input.entryCents);
  return { userId: input.userId, balanceCents: paid.debitBalanceCents!, atReveal: false };
}

export type JoinResult = { battleId: string; seat: number; settled: boolean; repeated: boolean; balances: BalanceChange[] };

export async function joinBattle(db: Database, input: { userId: string; battleId: string; idempotencyKey: string | undefined; now: () => number }): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const battle = await lockBattle(tx, input.battleId);
    if (!battle) throw new AppError('not_found', 'That battle does not exist.');
    const seats = await loadSeats(tx, [battle.id]);
    const mine = seats.find((s) => s.user_id === input.userId);
    if (mine) {
      if (input.idempotencyKey && mine.join_idempotency_key === input.idempotencyKey) {
        return { battleId: battle.id, seat: mine.seat, settled: battle.status === 'settled', repeated: true, balances: [] };
      }
      throw new AppError('conflict', ALREADY_JOINED);
    }
    assertOpen(battle);
    const clientSeed = await requirePlayer(tx, input.userId);
    const seat = battle.joined;
    const fills = seat + 1 === battle.players;
    if (fills) await lockBattleAccounts(tx, battle.id, [...seats.map((s) => s.user_id), input.userId]);
    const paid = await seatPlayer(tx, { battleId: battle.id, seat, userId: input.userId, clientSeed, entryCents: battle.entry_cents, idempotencyKey: input.idempotencyKey ?? null });
    const won = fills ? await settle(tx, battle, [...seats, { seat, user_id: input.userId, client_seed: clientSeed }], input.now()) : [];
    return { battleId: battle.id, seat, settled: fills, repeated: false, balances: [paid, ...won] };
  });
}

function assertOpen(battle: BattleRow) {
  if (battle.status === 'cancelled') throw new AppError('conflict', 'This battle was cancelled.');
  if (battle.status !== 'open' || battle.joined >= battle.players) throw new AppError('conflict', 'This battle is full and has already started.');
}

/** The host fills every empty seat with house bots, paid for by the house; the battle starts. */
export async function fillWithBots(db: Database, input: { userId: string; battleId: string; now: () => number }): Promise<BalanceChange[]> {
  return db.transaction(async (tx) => {
    const battle = await lockBattle(tx, input.battleId);
    if (!battle) throw new AppError('not_found', 'That battle does not exist.');
    if (battle.host_user_id !== input.userId) throw new AppError('forbidden', 'Only the host can fill this battle with bots.');
    assertOpen(battle);
    const seats: SettleSeat[] = await loadSeats(tx, [battle.id]);
    await lockBattleAccounts(tx, battle.id, seats.map((s) => s.user_id));
    const house = await ensureHouse(tx, battle.id);
    const escrow = await escrowOf(tx, battle.id);
    const empty = battle.players - battle.joined;
    for (let i = 0; i < empty; i++) {
      const seat = battle.joined + i;
      await transfer(tx, {
        debitAccountId: house,
        creditAccountId: escrow,
        amountCents: battle.entry_cents,
        kind: 'battle_entry',
        refType: 'battle',
        refId: battle.id,
        idempotencyKey: `battle:${battle.id}:bot:${seat}`,
      });
      const clientSeed = botClientSeed(battle.id, seat);
      await insertSeat(tx, { battleId: battle.id, seat, userId: null, botName: BOT_NAMES[i % BOT_NAMES.length]!, clientSeed, idempotencyKey: null });
      seats.push({ seat, user_id: null, client_seed: clientSeed });
    }
    await addToPot(tx, battle.id, empty, empty * battle.entry_cents);
    return settle(tx, battle, seats, input.now());
  });
}

/**
 * Rolls every round for every seat, pays the winners and reveals the seed,
 * inside the transaction of the join (or bot fill) that took the last seat.
 */
type SettleSeat = { seat: number; user_id: string | null; client_seed: string };

/** Returns the winners' balances, to be shown when the reels end. */
async function settle(tx: Sql, battle: BattleRow, seats: SettleSeat[], nowMs: number): Promise<BalanceChange[]> {
  const battleId = battle.id;
  const outcome = settleBattle({
    battleId,
    mode: battle.mode as BattleMode,
    teamLayout: battle.team_layout as TeamLayout | null,
    playerClientSeeds: seats.map((s) => s.client_seed),
    rounds: battle.rounds.order.map((index) => battle.rounds.packs[index]!),
    serverSeed: battle.server_seed,
  });
  const house = await ensureHouse(tx, battleId);
  await transfer(tx, {
    debitAccountId: await escrowOf(tx, battleId),
    creditAccountId: house,
    // Every seat is paid in by now: the pot is the entry times the seats.
    amountCents: battle.entry_cents * battle.players,
    kind: 'battle_settlement',
    refType: 'battle',
    refId: battleId,
    idempotencyKey: `battle:${battleId}:settle`,
  });
  const won: BalanceChange[] = [];
  for (const seat of seats) {
    const payout = outcome.payouts[seat.seat]!;
    // A bot's winnings simply stay with the house.
    if (seat.user_id && payout > 0) {
      const paid = await transfer(tx, {
        debitAccountId: house,
        creditAccountId: await ensureWallet(tx, seat.user_id),
        amountCents: payout,
        kind: 'battle_win',
        refType: 'battle',
        refId: battleId,
        idempotencyKey: `battle:${battleId}:win:${seat.seat}`,
      });
      won.push({ userId: seat.user_id, balanceCents: paid.creditBalanceCents!, atReveal: true });
    }
  }
  await tx.prepared(
    'battle_seat_payouts',
    `UPDATE battle_seats s SET payout_cents = p.payout FROM unnest($2::int[], $3::bigint[]) AS p(seat, payout)
     WHERE s.battle_id = $1 AND s.seat = p.seat`,
    [battleId, seats.map((s) => s.seat), seats.map((s) => outcome.payouts[s.seat]!)],
  );
  const schedule = battleSchedule(nowMs, battle.rounds.order.length);
  await tx.query(
    `UPDATE battles SET status = 'settled', client_seed = $2, results = $3, total_value_cents = $4,
       started_at = to_timestamp($5 / 1000.0), completed_at = to_timestamp($6 / 1000.0)
     WHERE id = $1`,
    [
      battleId,
      outcome.clientSeed,
      JSON.stringify({ rolls: outcome.rolls, totals: outcome.totals, winners: outcome.winners, payouts: outcome.payouts, totalValueCents: outcome.totalValueCents, tiebreak: outcome.tiebreak }),
      outcome.totalValueCents,
      schedule.startedAtMs,
      schedule.completedAtMs,
    ],
  );
  return won;
}

/** Refunds every seat of an open battle and closes it. Returns the refunded wallets' balances. */
async function cancelLocked(tx: Sql, battle: BattleRow): Promise<BalanceChange[]> {
  const seats = await loadSeats(tx, [battle.id]);
  await lockBattleAccounts(tx, battle.id, seats.map((s) => s.user_id));
  const escrow = await escrowOf(tx, battle.id);
  const refunded: BalanceChange[] = [];
  for (const seat of seats) {
    if (!seat.user_id) continue;
    const paid = await transfer(tx, {
      debitAccountId: escrow,
      creditAccountId: await ensureWallet(tx, seat.user_id),
      amountCents: battle.entry_cents,
      kind: 'battle_refund',
      refType: 'battle',
      refId: battle.id,
      idempotencyKey: `battle:${battle.id}:refund:${seat.seat}`,
    });
    refunded.push({ userId: seat.user_id, balanceCents: paid.creditBalanceCents!, atReveal: false });
  }
  await tx.query(`UPDATE battles SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [battle.id]);
  return refunded;
}

export async function cancelBattle(db: Database, input: { userId: string; battleId: string }): Promise<BalanceChange[]> {
  return db.transaction(async (tx) => {
    const battle = await lockBattle(tx, input.battleId);
    if (!battle) throw new AppError('not_found', 'That battle does not exist.');
    if (battle.host_user_id !== input.userId) throw new AppError('forbidden', 'Only the host can cancel this battle.');
    if (battle.status === 'cancelled') throw new AppError('conflict', 'This battle was already cancelled.');
    if (battle.status !== 'open') throw new AppError('conflict', 'This battle has already started and cannot be cancelled.');
    return cancelLocked(tx, battle);
  });
}

/**
 * Cancels open battles older than the limit. Safe on every instance at once:
 * each battle is taken with SKIP LOCKED and re-checked under its lock.
 */
export async function expireOpenBattles(db: Database, maxAgeSeconds: number): Promise<Array<{ battleId: string; refunded: BalanceChange[] }>> {
  const done: Array<{ battleId: string; refunded: BalanceChange[] }> = [];
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const [stale] = await tx.query<BattleRow>(
        `SELECT * FROM battles WHERE status = 'open' AND created_at < now() - make_interval(secs => $1)
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [maxAgeSeconds],
      );
      if (!stale) return undefined;
      return { battleId: stale.id, refunded: await cancelLocked(tx, stale) };
    });
    if (!result) return done;
    done.push(result);
  }
}
