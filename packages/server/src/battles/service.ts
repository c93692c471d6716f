/**
 * Battles (DESIGN §4): create, join, fill with bots, cancel, expire. Each is
 * one transaction: the battle row is locked, money moves through the ledger,
 * and the join that fills the last seat also rolls and pays, so nothing is
 * ever left half-done.
 */
import { randomBytes } from 'node:crypto';
import { layoutsFor, settleBattle, type BattleMode, type TeamLayout } from '@lootforge/core/battle';
import type { CreateBattleInput } from '@lootforge/core/contracts/battles';
import { hashServerSeed } from '@lootforge/core/fairness';
import type { Database, Sql, Tx } from '../db/client';
import { AppError } from '../errors';
import { assertPriceCoversValue } from '../packs/service';
import { ensureAccount, ensureHouse, ensureWallet, payThenFinish, type TransferInput } from '../ledger/ledger';
import {
  lockBattle,
  markCancelled,
  recordSeats,
  settlementRecord,
  userClientSeed,
  type BattleRow,
  escrowKey,
  type BattleState,
  type LockedBattle,
  type Member,
  type NewSeat,
  type RoundsSnapshot,
  type Settlement,
} from './repository';

export const ALREADY_JOINED = 'You have already joined this battle!';
const BOT_NAMES = ['Bot Astra', 'Bot Bolt', 'Bot Cinder', 'Bot Dash', 'Bot Echo', 'Bot Flint', 'Bot Glint', 'Bot Halo', 'Bot Iris'];

const escrowOf = async (tx: Sql, locked: LockedBattle) => locked.escrowAccountId ?? ensureAccount(tx, { key: escrowKey(locked.battle.id), kind: 'escrow' });

/** A bot's client seed is fixed by the battle and seat, so the house cannot pick one that suits it. */
export const botClientSeed = (battleId: string, seat: number) => `bot:${battleId}:${seat}`;

function requirePlayer(member: Member | null | undefined): Member {
  if (!member) throw new AppError('unauthenticated', 'Please sign in first.');
  if (!member.profileComplete) throw new AppError('forbidden', 'Please finish signing up first.');
  return member;
}

async function snapshotRounds(tx: Sql, packIds: string[], houseEdge: number): Promise<{ rounds: RoundsSnapshot; entryCents: number }> {
  const unique = [...new Set(packIds)];
  const rows = await tx.query<{ pack_id: string; name: string; price_cents: number; commission_bp: number; thumb_key: string | null; item_id: string; item_name: string; value_cents: number; odds_ppm: number; item_thumb: string | null }>(
    `SELECT p.id AS pack_id, p.name, p.price_cents, p.commission_bp, p.thumb_key, i.id AS item_id, i.name AS item_name, i.value_cents, pi.odds_ppm, i.thumb_key AS item_thumb
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
  // The entry is made of these prices and the payouts of these values (read together): each price must cover its values.
  for (const pack of list) {
    const commissionBp = rows.find((row) => row.pack_id === pack.packId)!.commission_bp;
    assertPriceCoversValue({ priceCents: pack.priceCents, commissionBp, entries: pack.items }, houseEdge);
  }
  const order = packIds.map((id) => unique.indexOf(id));
  const entryCents = order.reduce((sum, index) => sum + list[index]!.priceCents, 0);
  return { rounds: { packs: list, order }, entryCents };
}

export async function createBattle(
  db: Database,
  input: { userId: string; body: CreateBattleInput; idempotencyKey: string | undefined; houseEdge: number },
): Promise<{ battleId: string; state: BattleState | null; balances: BalanceChange[] }> {
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
      if (existing) return { battleId: existing.id, state: null, balances: [] };
    }
    const host = requirePlayer(await userClientSeed(tx, input.userId));
    const { rounds, entryCents } = await snapshotRounds(tx, body.packIds, input.houseEdge);
    const serverSeed = randomBytes(32).toString('hex');
    const [battle] = await tx.query<BattleRow>(
      `INSERT INTO battles (host_user_id, mode, team_layout, players, joined, entry_cents, pot_cents, server_seed, server_seed_hash, rounds, create_idempotency_key)
       VALUES ($1, $2, $3, $4, 0, $5, 0, $6, $7, $8, $9) RETURNING *`,
      [input.userId, body.mode, teamLayout, body.players, entryCents, serverSeed, hashServerSeed(serverSeed), JSON.stringify(rounds), input.idempotencyKey ?? null],
    );
    const created: LockedBattle = { battle: battle!, seats: [], escrowAccountId: null, member: host };
    const { state, balances } = await seatPlayer(tx, created, { userId: input.userId, member: host, idempotencyKey: input.idempotencyKey ?? null });
    return { battleId: battle!.id, state, balances };
  });
}

/** A wallet's balance after a battle moved money, and whether it waits for the reels to end. */
export type BalanceChange = { userId: string; balanceCents: number; atReveal: boolean };

/**
 * Seats a player in the next seat: the entry moves from their wallet to the
 * battle's escrow and, when that seat is the last, the battle rolls, the pot
 * goes to the house and the house pays the winners, all in one ledger
 * statement, then one statement writes the seats and the result.
 */
async function seatPlayer(
  tx: Tx,
  locked: LockedBattle,
  input: { userId: string; member: Member; idempotencyKey: string | null },
): Promise<{ seat: number; state: BattleState; balances: BalanceChange[] }> {
  const { battle } = locked;
  const seat = locked.seats.length;
  const newSeat: NewSeat = {
    seat,
    userId: input.userId,
    botName: null,
    clientSeed: input.member.clientSeed,
    idempotencyKey: input.idempotencyKey,
    userName: input.member.userName,
    avatarThumbKey: input.member.avatarThumbKey,
  };
  const wallet = await ensureWallet(tx, input.userId);
  const entry: TransferInput = {
    debitAccountId: wallet,
    creditAccountId: await escrowOf(tx, locked),
    amountCents: battle.entry_cents,
    kind: 'battle_entry',
    refType: 'battle',
    refId: battle.id,
    idempotencyKey: `battle:${battle.id}:entry`,
  };
  const fills = seat + 1 === battle.players;
  const settled = fills ? await settlementOf(tx, locked, [newSeat]) : undefined;
  const [moved, state] = await payThenFinish(tx, [entry, ...(settled?.transfers ?? [])], () => recordSeats(tx, locked, [newSeat], settled?.settlement));
  const finalBalance = moved.balances.get(wallet)!;
  // The player sees the entry leave at once; what they won waits for the reels.
  const wonHere = settled?.wins.filter((w) => w.userId === input.userId).reduce((sum, w) => sum + w.amountCents, 0) ?? 0;
  const balances: BalanceChange[] = [{ userId: input.userId, balanceCents: finalBalance - wonHere, atReveal: false }];
  for (const win of settled?.wins ?? []) balances.push({ userId: win.userId, balanceCents: moved.balances.get(win.walletId)!, atReveal: true });
  return { seat, state, balances };
}

export type JoinResult = { battleId: string; seat: number; settled: boolean; repeated: boolean; state: BattleState | null; balances: BalanceChange[] };

export async function joinBattle(db: Database, input: { userId: string; battleId: string; idempotencyKey: string | undefined }): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const locked = await lockBattle(tx, input.battleId, input.userId);
    if (!locked) throw new AppError('not_found', 'That battle does not exist.');
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
    const { seat, state, balances } = await seatPlayer(tx, locked, { userId: input.userId, member, idempotencyKey: input.idempotencyKey ?? null });
    return { battleId: battle.id, seat, settled: state.battle.status === 'settled', repeated: false, state, balances };
  });
}

function assertOpen(battle: BattleRow) {
  if (battle.status === 'cancelled') throw new AppError('conflict', 'This battle was cancelled.');
  if (battle.status !== 'open' || battle.joined >= battle.players) throw new AppError('conflict', 'This battle is full and has already started.');
}

/** The host fills every empty seat with house bots, paid for by the house; the battle starts. */
export async function fillWithBots(db: Database, input: { userId: string; battleId: string }): Promise<{ state: BattleState; balances: BalanceChange[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockBattle(tx, input.battleId);
    if (!locked) throw new AppError('not_found', 'That battle does not exist.');
    const { battle } = locked;
    if (battle.host_user_id !== input.userId) throw new AppError('forbidden', 'Only the host can fill this battle with bots.');
    assertOpen(battle);
    const house = await ensureHouse(tx, battle.id);
    const escrow = await escrowOf(tx, locked);
    const bots: NewSeat[] = [];
    const entries: TransferInput[] = [];
    for (let seat = locked.seats.length; seat < battle.players; seat++) {
      const botName = BOT_NAMES[bots.length % BOT_NAMES.length]!;
      bots.push({ seat, userId: null, botName, clientSeed: botClientSeed(battle.id, seat), idempotencyKey: null, userName: null, avatarThumbKey: null });
      entries.push({ debitAccountId: house, creditAccountId: escrow, amountCents: battle.entry_cents, kind: 'battle_entry', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:bot:${seat}` });
    }
    const settled = await settlementOf(tx, locked, bots);
    const [moved, state] = await payThenFinish(tx, [...entries, ...settled.transfers], () => recordSeats(tx, locked, bots, settled.settlement));
    return { state, balances: settled.wins.map((win) => ({ userId: win.userId, balanceCents: moved.balances.get(win.walletId)!, atReveal: true })) };
  });
}

type Win = { userId: string; walletId: number; amountCents: number };

/**
 * Rolls every round for every seat (the seated ones and the newcomers that
 * fill the battle) and lists the money that settles it: the whole pot from
 * the escrow to the house, and the house to each winning player. A bot's
 * winnings simply stay with the house.
 */
async function settlementOf(tx: Sql, locked: LockedBattle, newcomers: NewSeat[]): Promise<{ settlement: Settlement; transfers: TransferInput[]; wins: Win[] }> {
  const { battle } = locked;
  const seats = [...locked.seats.map((s) => ({ seat: s.seat, userId: s.user_id, clientSeed: s.client_seed })), ...newcomers];
  const outcome = settleBattle({
    battleId: battle.id,
    mode: battle.mode as BattleMode,
    teamLayout: battle.team_layout as TeamLayout | null,
    playerClientSeeds: seats.map((s) => s.clientSeed),
    rounds: battle.rounds.order.map((index) => battle.rounds.packs[index]!),
    serverSeed: battle.server_seed,
  });
  const house = await ensureHouse(tx, battle.id);
  const list: TransferInput[] = [
    {
      debitAccountId: await escrowOf(tx, locked),
      creditAccountId: house,
      // Every seat is paid in by now: the pot is the entry times the seats.
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
  return { transfers: list, wins, settlement: settlementRecord(outcome, Date.now(), battle.rounds.order.length) };
}

/** Refunds every seat of an open battle and closes it. Returns the refunded wallets' balances. */
async function cancelLocked(tx: Tx, locked: LockedBattle): Promise<{ state: BattleState; balances: BalanceChange[] }> {
  const { battle } = locked;
  const escrow = await escrowOf(tx, locked);
  const refunds: Array<{ userId: string; walletId: number; transfer: TransferInput }> = [];
  for (const seat of locked.seats) {
    if (!seat.user_id) continue;
    const walletId = await ensureWallet(tx, seat.user_id);
    refunds.push({
      userId: seat.user_id,
      walletId,
      transfer: { debitAccountId: escrow, creditAccountId: walletId, amountCents: battle.entry_cents, kind: 'battle_refund', refType: 'battle', refId: battle.id, idempotencyKey: `battle:${battle.id}:refund:${seat.seat}` },
    });
  }
  const [moved, state] = await payThenFinish(
    tx,
    refunds.map((r) => r.transfer),
    () => markCancelled(tx, locked),
  );
  return { state, balances: refunds.map((r) => ({ userId: r.userId, balanceCents: moved.balances.get(r.walletId)!, atReveal: false })) };
}

export async function cancelBattle(db: Database, input: { userId: string; battleId: string }): Promise<{ state: BattleState; balances: BalanceChange[] }> {
  return db.transaction(async (tx) => {
    const locked = await lockBattle(tx, input.battleId);
    if (!locked) throw new AppError('not_found', 'That battle does not exist.');
    const { battle } = locked;
    if (battle.host_user_id !== input.userId) throw new AppError('forbidden', 'Only the host can cancel this battle.');
    if (battle.status === 'cancelled') throw new AppError('conflict', 'This battle was already cancelled.');
    if (battle.status !== 'open') throw new AppError('conflict', 'This battle has already started and cannot be cancelled.');
    return cancelLocked(tx, locked);
  });
}

/**
 * Cancels open battles older than the limit. Safe on every instance at once:
 * each battle is taken with SKIP LOCKED and re-checked under its lock.
 */
export async function expireOpenBattles(db: Database, maxAgeSeconds: number): Promise<Array<{ state: BattleState; balances: BalanceChange[] }>> {
  const done: Array<{ state: BattleState; balances: BalanceChange[] }> = [];
  for (;;) {
    const result = await db.transaction(async (tx) => {
      const [stale] = await tx.query<{ id: string }>(
        `SELECT id FROM battles WHERE status = 'open' AND created_at < now() - make_interval(secs => $1)
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [maxAgeSeconds],
      );
      if (!stale) return undefined;
      const locked = await lockBattle(tx, stale.id);
      return locked && locked.battle.status === 'open' ? cancelLocked(tx, locked) : undefined;
    });
    if (!result) return done;
    done.push(result);
  }
}
