/**
 * Opening a pack (DESIGN §3, §5): one transaction debits the price, rolls
 * each open with the person's seed pair, puts the items into the inventory,
 * pays a community pack's creator their commission, and counts the open.
 */
import { packOpenMessage, pickByTicket, rollTicket } from '@lootforge/core/fairness';
import type { Database, Sql, Tx } from '../db/client';
import { AppError } from '../errors';
import { ensureHouse, ensureWallet, payThenFinish, type TransferInput } from '../ledger/ledger';
import { lockActivePair } from '../fairness/seed-pairs';
import { assertPriceCoversValue } from './service';

export type OpenedItem = {
  openId: string;
  inventoryId: string;
  itemId: string;
  name: string;
  valueCents: number;
  thumbKey: string | null;
  imageKey: string | null;
  ticket: number;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
};

type PackItemRow = { item_id: string; name: string; value_cents: number; odds_ppm: number; thumb_key: string | null; image_key: string | null };

export type PackForOpen = {
  id: string | null;
  name: string;
  price_cents: number;
  kind: string;
  creator_user_id: string | null;
  commission_bp: number;
  items: PackItemRow[];
  complete: boolean;
  user_name: string | null;
  avatar_thumb_key: string | null;
  pair_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  repeated: string[] | null;
};

/**
 * The first statement of an open: locks the opener's active seed pair (so
 * one person's opens take nonces one after another) and reads, with it, the
 * pack and its items in stored order, the opener, and the opens an earlier
 * request with the same Idempotency-Key made. No row: the person has no
 * active pair yet.
 *
 * The repeat check sees the moment the statement started. A retry that
 * waited here for its original still misses it; the original's keys then
 * stop the retry's insert (pack_opens_idempotency) and `openPack` runs it
 * once more, when it does see them.
 */
export const OPEN_BEGIN_SQL = `SELECT p.id, p.name, p.price_cents, p.kind, p.creator_user_id, p.commission_bp,
  COALESCE((SELECT json_agg(json_build_object('item_id', i.id, 'name', i.name, 'value_cents', i.value_cents, 'odds_ppm', pi.odds_ppm,
                                              'thumb_key', i.thumb_key, 'image_key', i.image_key) ORDER BY pi.position)
            FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = p.id), '[]') AS items,
  u.profile_completed_at IS NOT NULL AS complete, u.user_name, u.avatar_thumb_key,
  s.id AS pair_id, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce,
  (SELECT array_agg(o.id) FROM pack_opens o
    WHERE o.user_id = s.user_id AND o.idempotency_key = ANY(ARRAY[$3 || '#0', $3 || '#1', $3 || '#2', $3 || '#3'])) AS repeated
FROM seed_pairs s JOIN users u ON u.id = s.user_id
LEFT JOIN packs p ON p.id = $1 AND p.active
WHERE s.user_id = $2 AND s.active
FOR UPDATE OF s`;

/**
 * The last statement of an open: moves the pair's nonce past the ones used
 * and writes every open of the request and its inventory row.
 */
export const OPEN_RECORD_SQL = `WITH pair AS (
  UPDATE seed_pairs SET nonce = nonce + $8 WHERE id = $5
), o AS (
  INSERT INTO pack_opens (user_id, pack_id, pack_name, price_cents, seed_pair_id, client_seed, nonce, ticket, item_id, item_name, value_cents, odds, idempotency_key)
  SELECT $1, $2, $3, $4, $5, $6, n.nonce, n.ticket, n.item_id, n.item_name, n.value_cents, $7, n.key
  FROM json_to_recordset($9::json) AS n(nonce int, ticket int, item_id uuid, item_name text, value_cents bigint, key text)
  RETURNING id, nonce, item_id, value_cents
), inv AS (
  INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id)
  SELECT $1, o.item_id, o.value_cents, 'pack_open', o.id FROM o
  RETURNING id, source_id
)
SELECT o.id AS open_id, o.nonce, inv.id AS inventory_id FROM o JOIN inv ON inv.source_id = o.id ORDER BY o.nonce`;

export type OpenResult = {
  opens: OpenedItem[];
  packName: string;
  priceCents: number;
  creatorUserId: string | null;
  repeated: boolean;
  /** The opener's and the creator's balances after the open, for the live wallet. */
  balances: Array<{ userId: string; balanceCents: number }>;
  opener: { userName: string | null; avatarThumbKey: string | null };
};

export type OpenInput = { userId: string; packId: string; count: number; idempotencyKey: string | undefined; houseEdge: number };

/**
 * Opens `count` of a pack in one transaction of three statements: lock the
 * seed pair and read everything (OPEN_BEGIN_SQL), pay the price and the
 * creator's commission (one ledger list), record the opens (OPEN_RECORD_SQL).
 */
export async function openPack(db: Database, input: OpenInput): Promise<OpenResult> {
  try {
    return await db.transaction((tx) => openIn(tx, input));
  } catch (error) {
    // A retry that raced its original: run once more, and find the original's opens.
    if (input.idempotencyKey && isIdempotencyClash(error)) return db.transaction((tx) => openIn(tx, input));
    throw error;
  }
}

function isIdempotencyClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && (e.constraint === 'pack_opens_idempotency' || (e.message ?? '').includes('pack_opens_idempotency'));
}

async function openIn(tx: Tx, input: OpenInput): Promise<OpenResult> {
  const begin = () => tx.prepared<PackForOpen>('pack_open_begin', OPEN_BEGIN_SQL, openBeginParams(input));
  let [pack] = await begin();
  if (!pack) {
    // The person's first open: make their seed pair, then read again.
    await lockActivePair(tx, input.userId);
    [pack] = await begin();
  }
  if (!pack?.id) throw new AppError('not_found', 'That pack does not exist.');
  if (!pack.complete) throw new AppError('forbidden', 'Please finish signing up first.');
  const opener = { userName: pack.user_name, avatarThumbKey: pack.avatar_thumb_key };
  if (pack.repeated && pack.repeated.length > 0) {
    const { opens } = await loadOpens(tx, pack.repeated);
    return { opens, packName: pack.name, priceCents: pack.price_cents, creatorUserId: null, repeated: true, balances: [], opener };
  }
  const entries = pack.items.map((item) => ({ valueCents: item.value_cents, oddsPpm: item.odds_ppm }));
  assertPriceCoversValue({ priceCents: pack.price_cents, commissionBp: pack.commission_bp, entries }, input.houseEdge);

  const creatorUserId = commissionTo(pack, input);
  const accounts = {
    wallet: await ensureWallet(tx, input.userId),
    house: await ensureHouse(tx, input.userId),
    creatorWallet: creatorUserId ? await ensureWallet(tx, creatorUserId) : undefined,
  };
  const { payments, rolled, recordParams } = planOpen(pack, input, accounts);
  // The payment and the record in one packet; the open commits with the record.
  const [paid, inserted] = await payThenFinish(tx, payments, () =>
    tx.commitWith<{ open_id: string; nonce: number; inventory_id: string }>('pack_open_record', OPEN_RECORD_SQL, recordParams),
  );
  const balances = [{ userId: input.userId, balanceCents: paid.balances.get(accounts.wallet)! }];
  if (creatorUserId && accounts.creatorWallet) balances.push({ userId: creatorUserId, balanceCents: paid.balances.get(accounts.creatorWallet)! });
  const opens = rolled.map((r, i): OpenedItem => ({
    openId: inserted[i]!.open_id,
    inventoryId: inserted[i]!.inventory_id,
    itemId: r.item.item_id,
    name: r.item.name,
    valueCents: r.item.value_cents,
    thumbKey: r.item.thumb_key,
    imageKey: r.item.image_key,
    ticket: r.ticket,
    nonce: r.nonce,
    clientSeed: pack.client_seed,
    serverSeedHash: pack.server_seed_hash,
  }));
  return { opens, packName: pack.name, priceCents: pack.price_cents, creatorUserId, repeated: false, balances, opener };
}

/** Who earns a commission on this open: a community pack's creator, unless they open it themselves. */
export function commissionTo(pack: PackForOpen, input: OpenInput): string | null {
  const commissionCents = Math.floor((pack.price_cents * input.count * pack.commission_bp) / 10_000);
  return pack.kind === 'community' && pack.creator_user_id !== input.userId && commissionCents > 0 ? pack.creator_user_id : null;
}

/**
 * Everything an open decides, from what OPEN_BEGIN_SQL read: the payments
 * (the price to the house, the commission from the house to the creator),
 * each open's roll with the seed pair (DESIGN §5), and OPEN_RECORD_SQL's
 * parameters.
 */
export function planOpen(pack: PackForOpen, input: OpenInput, accounts: { wallet: number; house: number; creatorWallet: number | undefined }) {
  const packId = pack.id!;
  const totalCents = pack.price_cents * input.count;
  const ref = { refType: 'pack', refId: packId };
  const payments: TransferInput[] = [{ debitAccountId: accounts.wallet, creditAccountId: accounts.house, amountCents: totalCents, kind: 'pack_open', ...ref }];
  if (accounts.creatorWallet !== undefined) {
    const commissionCents = Math.floor((totalCents * pack.commission_bp) / 10_000);
    payments.push({ debitAccountId: accounts.house, creditAccountId: accounts.creatorWallet, amountCents: commissionCents, kind: 'creator_commission', ...ref });
  }
  const odds = pack.items.map((item) => ({ itemId: item.item_id, oddsPpm: item.odds_ppm }));
  const oddsPpm = odds.map((o) => o.oddsPpm);
  const rolled = Array.from({ length: input.count }, (_, i) => {
    const nonce = pack.nonce + i;
    const ticket = rollTicket(pack.server_seed, packOpenMessage(pack.client_seed, nonce));
    return { nonce, ticket, item: pack.items[pickByTicket(oddsPpm, ticket)]!, key: input.idempotencyKey ? `${input.idempotencyKey}#${i}` : null };
  });
  const rows = rolled.map((r) => ({ nonce: r.nonce, ticket: r.ticket, item_id: r.item.item_id, item_name: r.item.name, value_cents: r.item.value_cents, key: r.key }));
  const recordParams = [input.userId, packId, pack.name, pack.price_cents, pack.pair_id, pack.client_seed, JSON.stringify(odds), input.count, JSON.stringify(rows)];
  return { payments, rolled, recordParams };
}

/** The parameters of OPEN_BEGIN_SQL. */
export function openBeginParams(input: OpenInput): unknown[] {
  return [input.packId, input.userId, input.idempotencyKey ?? null];
}

async function loadOpens(tx: Sql, openIds: string[]): Promise<{ opens: OpenedItem[] }> {
  const rows = await tx.query<{ id: string; inventory_id: string; item_id: string; item_name: string; value_cents: number; thumb_key: string | null; image_key: string | null; ticket: number; nonce: number; client_seed: string; server_seed_hash: string }>(
    `SELECT o.id, inv.id AS inventory_id, o.item_id, o.item_name, o.value_cents, i.thumb_key, i.image_key, o.ticket, o.nonce, o.client_seed, s.server_seed_hash
     FROM pack_opens o JOIN items i ON i.id = o.item_id JOIN seed_pairs s ON s.id = o.seed_pair_id
     JOIN inventory_items inv ON inv.source_id = o.id
     WHERE o.id = ANY($1::uuid[]) ORDER BY o.nonce`,
    [openIds],
  );
  return {
    opens: rows.map((r) => ({
      openId: r.id,
      inventoryId: r.inventory_id,
      itemId: r.item_id,
      name: r.item_name,
      valueCents: r.value_cents,
      thumbKey: r.thumb_key,
      imageKey: r.image_key,
      ticket: r.ticket,
      nonce: r.nonce,
      clientSeed: r.client_seed,
      serverSeedHash: r.server_seed_hash,
    })),
  };
}
