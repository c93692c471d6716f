/**
 * The operator console's players (DESIGN §17): search, a player's page,
 * balance adjustments and suspensions. Every change is audited in the
 * transaction that makes it; events go out after commit.
 */
import { randomUUID } from 'node:crypto';
import { formatCents } from '@lootforge/core/money';
import type { AdminUserDetail, AdminUserRow } from '@lootforge/core/contracts/operator-answers';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { cancelOpenBattlesOf, type CancelledBattle } from '../battles/service';
import { sumFreeOpens } from '../levels/repository';
import { writeAudit } from './audit';
import { announceEndedSessions } from '../auth/sessions';
import { ACCOUNT_SUSPENDED } from '../auth/users';
import { ensureHouse, ensureWallet, transfer } from '../ledger/ledger';
import { publishInBackground, type Bus } from '../realtime/bus';
import { signedOutMessage } from '../realtime/hub';
import { fileUrl, type Storage } from '../storage/storage';
import { balanceMessage } from '../wallet/publish';
import { walletBalance } from '../wallet/service';
import {
  claimAdjustmentKey,
  deleteUserSessions,
  findTransfer,
  findUserDetail,
  isAdminId,
  isUserId,
  listReferredPlayers,
  listUserBattles,
  listUserOpens,
  listUserUpgrades,
  listUserSessions,
  lockUser,
  searchUsers,
  setSuspension,
  sumWalletByKind,
  type UserRow,
} from './repository/players';

type Log = { error(details: object, message: string): void };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const DAY_MS = 86_400_000;
const PLAYER_NOT_FOUND = 'That player does not exist.';

const num = (value: number | string | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

function toRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    userName: row.user_name,
    phone: row.phone,
    email: row.email,
    balanceCents: num(row.balance_cents),
    suspended: row.suspended_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

function encodeCursor(row: UserRow): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) throw new AppError('validation', 'That page of results has expired. Please search again.');
  return { createdAt, id };
}

/**
 * Players newest first, matching any part of the name, phone or e-mail (a
 * phone may be typed with spaces or dashes), or exactly one id.
 */
export async function findUsers(db: Database, input: { q: string; cursor?: string; limit: number }): Promise<{ users: AdminUserRow[]; nextCursor: string | null }> {
  const q = input.q.trim().toLowerCase();
  const byId = UUID.test(q) ? q : null;
  const contains = byId || q === '' ? null : PHONE_LIKE.test(q) && /\d/.test(q) ? q.replace(/[\s().-]/g, '') : q;
  const rows = await searchUsers(db, { contains, id: byId, after: decodeCursor(input.cursor), limit: input.limit + 1 });
  const page = rows.slice(0, input.limit);
  return { users: page.map(toRow), nextCursor: rows.length > input.limit ? encodeCursor(page[page.length - 1]!) : null };
}

/** Kinds whose money came back to the player from play, and those they staked. */
const RETURNED_KINDS = new Set(['battle_win', 'battle_refund', 'item_sale']);
const STAKED_KINDS = new Set(['pack_open', 'battle_entry', 'upgrade_stake']);

/** A player's page: who they are, their money, wager and play, sessions and referrals. */
export async function userDetail(db: Database, storage: Storage, input: { userId: string; now: Date }): Promise<AdminUserDetail> {
  const row = await findUserDetail(db, { userId: input.userId, since: new Date(input.now.getTime() - 30 * DAY_MS) });
  if (!row) throw new AppError('not_found', PLAYER_NOT_FOUND);
  const [byKind, battles, opens, upgrades, sessions, referred, freeCases] = await Promise.all([
    sumWalletByKind(db, input.userId),
    listUserBattles(db, { userId: input.userId, limit: 10 }),
    listUserOpens(db, { userId: input.userId, limit: 10 }),
    listUserUpgrades(db, { userId: input.userId, limit: 10 }),
    listUserSessions(db, input.userId),
    listReferredPlayers(db, { userId: input.userId, limit: 20 }),
    sumFreeOpens(db, { userId: input.userId }),
  ]);
  let netResultCents = 0;
  for (const { kind, net_cents } of byKind) if (RETURNED_KINDS.has(kind) || STAKED_KINDS.has(kind)) netResultCents += num(net_cents);
  return {
    user: {
      id: row.id,
      userName: row.user_name,
      phone: row.phone,
      email: row.email,
      avatarThumbUrl: fileUrl(storage, row.avatar_thumb_key),
      createdAt: row.created_at.toISOString(),
      suspendedAt: row.suspended_at?.toISOString() ?? null,
      suspensionReason: row.suspension_reason,
      referralCode: row.referral_code,
      referredBy: row.referred_by_id ? { id: row.referred_by_id, userName: row.referred_by_name } : null,
    },
    balanceCents: num(row.balance_cents),
    wager: { lifetimeCents: num(row.lifetime_wager_cents), last30DaysCents: num(row.recent_wager_cents) },
    netResultCents,
    inventoryValueCents: num(row.inventory_value_cents),
    freeCases,
    battles: battles.map((b) => ({
      id: b.id,
      mode: b.mode,
      status: b.status,
      paidCents: num(b.paid_cents),
      wonCents: num(b.payout_cents),
      joinedAt: b.joined_at.toISOString(),
    })),
    opens: opens.map((o) => ({
      id: o.id,
      packName: o.pack_name,
      priceCents: num(o.price_cents),
      itemName: o.item_name,
      itemValueCents: num(o.value_cents),
      createdAt: o.created_at.toISOString(),
    })),
    upgrades: upgrades.map((u) => ({
      id: u.id,
      stakeCents: num(u.stake_cents),
      balanceCents: num(u.balance_cents),
      targetName: u.target_name,
      targetValueCents: num(u.target_value_cents),
      chancePpm: u.chance_ppm,
      won: u.won,
      createdAt: u.created_at.toISOString(),
    })),
    sessions: sessions.map((s) => ({ createdAt: s.created_at.toISOString(), expiresAt: s.expires_at.toISOString(), ip: s.ip, userAgent: s.user_agent })),
    referrals: { count: row.referred_count, players: referred.map((p) => ({ id: p.id, userName: p.user_name, wagerCents: num(p.wager_cents) })) },
  };
}

async function requirePlayer(db: Database, userId: string): Promise<void> {
  if (await isAdminId(db, userId)) throw new AppError('bad_request', 'That is an admin account, not a player.');
}

/** Refuses an id that is no player's. */
export async function requireKnownPlayer(db: Database, userId: string): Promise<void> {
  if (!(await isUserId(db, userId))) throw new AppError('not_found', PLAYER_NOT_FOUND);
}

/**
 * Credits (positive) or debits (negative) a player's wallet against the
 * house, as one `admin_adjustment` transfer; a debit the wallet cannot cover
 * is refused by the ledger with its own words. The same idempotency key
 * never moves money twice: a repeat answers as the first did, and a key
 * reused for a different adjustment is refused.
 */
export async function adjustBalance(
  db: Database,
  bus: Bus,
  log: Log,
  input: { adminId: string; userId: string; amountCents: number; reason: string; idempotencyKey: string | undefined },
): Promise<{ balanceCents: number; transferId: number; message: string }> {
  await requirePlayer(db, input.userId);
  const key = `admin-adjust:${input.adminId}:${input.idempotencyKey ?? randomUUID()}`;
  const amount = Math.abs(input.amountCents);
  const done = await db.transaction(async (tx) => {
    const user = await lockUser(tx, input.userId);
    if (!user) throw new AppError('not_found', PLAYER_NOT_FOUND);
    // A key names one adjustment of one player: sent again for anything else, it is refused.
    if (input.idempotencyKey && !(await claimAdjustmentKey(tx, { adminId: input.adminId, key: input.idempotencyKey, userId: input.userId, amountCents: input.amountCents }))) {
      throw new AppError('conflict', 'This Idempotency-Key was already used for a different adjustment.');
    }
    const wallet = await ensureWallet(tx, input.userId);
    const house = await ensureHouse(tx, input.userId);
    const credit = input.amountCents > 0;
    const posted = await transfer(tx, {
      debitAccountId: credit ? house : wallet,
      creditAccountId: credit ? wallet : house,
      amountCents: amount,
      kind: 'admin_adjustment',
      refType: 'user',
      refId: input.userId,
      idempotencyKey: key,
    });
    if (posted.duplicate) {
      const first = await findTransfer(tx, posted.transferId);
      if (!first || first.kind !== 'admin_adjustment' || num(first.amount_cents) !== amount || Number(first.credit_account_id) !== (credit ? wallet : house)) {
        throw new AppError('conflict', 'This Idempotency-Key was already used for a different adjustment.');
      }
      return { transferId: posted.transferId, duplicate: true };
    }
    await writeAudit(tx, input.adminId, {
      action: 'user.adjust',
      targetType: 'user',
      targetId: input.userId,
      details: { amountCents: input.amountCents, reason: input.reason, transferId: posted.transferId },
    });
    return { transferId: posted.transferId, duplicate: false };
  });
  const balance = await walletBalance(db, input.userId);
  // The money has moved: the answer does not wait for (or fail with) the live update.
  if (!done.duplicate) publishInBackground(bus, log, [balanceMessage(input.userId, balance)]);
  const verb = input.amountCents > 0 ? 'Credited' : 'Debited';
  return { balanceCents: balance, transferId: done.transferId, message: `${verb} ${formatCents(amount)}. The balance is now ${formatCents(balance)}.` };
}

/**
 * Suspends a player: every session ends at once (on every instance), their
 * open pages are told and stop hearing their own topic, and sign-in is
 * refused from now on; or lifts a suspension. Both are audited.
 */
export async function setSuspended(
  db: Database,
  bus: Bus,
  log: Log,
  input: { adminId: string; userId: string; reason: string; suspended: boolean },
): Promise<{ suspended: boolean; message: string; cancelled: CancelledBattle[] }> {
  await requirePlayer(db, input.userId);
  const { ended, cancelled } = await db.transaction(async (tx) => {
    const user = await lockUser(tx, input.userId);
    if (!user) throw new AppError('not_found', PLAYER_NOT_FOUND);
    if (input.suspended === (user.suspended_at !== null)) {
      throw new AppError('conflict', input.suspended ? 'This account is already suspended.' : 'This account is not suspended.');
    }
    await setSuspension(tx, { userId: input.userId, suspended: input.suspended, reason: input.suspended ? input.reason : null });
    const tokenHashes = input.suspended ? await deleteUserSessions(tx, input.userId) : [];
    // Their battles not started yet are cancelled and refunded: nobody may join and play them out (DESIGN §17).
    const battles = input.suspended ? await cancelOpenBattlesOf(tx, { userId: input.userId }) : [];
    await writeAudit(tx, input.adminId, {
      action: input.suspended ? 'user.suspend' : 'user.unsuspend',
      targetType: 'user',
      targetId: input.userId,
      details: { reason: input.reason, sessionsEnded: tokenHashes.length, ...(input.suspended && { battlesCancelled: battles.length }) },
    });
    return { ended: tokenHashes, cancelled: battles };
  });
  if (input.suspended) {
    // Committed: this instance forgets the sessions at once; the other instances and the player's
    // open pages are told in the background (a Redis outage must not turn a done suspension into
    // an error; other instances then drop the sessions within their 30-second cache).
    announceEndedSessions(db, bus, ended).catch((error: unknown) => log.error({ err: error }, 'could not announce ended sessions'));
    publishInBackground(bus, log, [signedOutMessage(input.userId, ACCOUNT_SUSPENDED)]);
  }
  return { suspended: input.suspended, message: input.suspended ? 'The account is suspended and signed out everywhere.' : 'The suspension is lifted.', cancelled };
}
