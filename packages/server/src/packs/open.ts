/**
 * Opening a pack (DESIGN §3, §5): one transaction debits the price, rolls
 * each open with the person's seed pair, puts the items into the inventory,
 * pays a community pack's creator their commission, and counts the open.
 */
import { packOpenMessage, pickByTicket, rollTicket } from '@lootforge/core/fairness';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { ensureHouse, ensureWallet, lockAccounts, transfer } from '../ledger/ledger';
import { reserveNonces } from '../fairness/seed-pairs';

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

type PackForOpen = {
  id: string;
  name: string;
  price_cents: number;
  kind: string;
  creator_user_id: string | null;
  commission_bp: number;
  items: PackItemRow[];
  complete: boolean | null;
  user_name: string | null;
  avatar_thumb_key: string | null;
};

/** The pack, its items in stored order, and the opener, in one round trip. */
const PACK_FOR_OPEN = `SELECT p.id, p.name, p.price_cents, p.kind, p.creator_user_id, p.commission_bp,
  COALESCE((SELECT json_agg(json_build_object('item_id', i.id, 'name', i.name, 'value_cents', i.value_cents, 'odds_ppm', pi.odds_ppm,
                                              'thumb_key', i.thumb_key, 'image_key', i.image_key) ORDER BY pi.position)
            FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = p.id), '[]') AS items,
  u.profile_completed_at IS NOT NULL AS complete, u.user_name, u.avatar_thumb_key
FROM packs p LEFT JOIN users u ON u.id = $2
WHERE p.id = $1 AND p.active`;

/** Every open of the request and its inventory row, in one statement. */
const INSERT_OPENS = `WITH o AS (
  INSERT INTO pack_opens (user_id, pack_id, pack_name, price_cents, seed_pair_id, client_seed, nonce, ticket, item_id, item_name, value_cents, odds, idempotency_key)
  SELECT $1, $2, $3, $4, $5, $6, n.nonce, n.ticket, n.item_id, n.item_name, n.value_cents, $7, n.key
  FROM unnest($8::int[], $9::int[], $10::uuid[], $11::text[], $12::bigint[], $13::text[]) AS n(nonce, ticket, item_id, item_name, value_cents, key)
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

export async function openPack(db: Database, input: { userId: string; packId: string; count: number; idempotencyKey: string | undefined }): Promise<OpenResult> {
  return db.transaction(async (tx) => {
    const [pack] = await tx.prepared<PackForOpen>('pack_for_open', PACK_FOR_OPEN, [input.packId, input.userId]);
    if (!pack) throw new AppError('not_found', 'That pack does not exist.');
    if (!pack.complete) throw new AppError('forbidden', 'Please finish signing up first.');
    const opener = { userName: pack.user_name, avatarThumbKey: pack.avatar_thumb_key };

    const wallet = await ensureWallet(tx, input.userId);
    const house = await ensureHouse(tx, input.userId);
    const creatorWallet = pack.kind === 'community' && pack.creator_user_id ? await ensureWallet(tx, pack.creator_user_id) : undefined;
    await lockAccounts(tx, [wallet, house, ...(creatorWallet ? [creatorWallet] : [])]);
    // Checked under the wallet lock: a retry racing its original waits, then finds it.
    if (input.idempotencyKey) {
      const keys = Array.from({ length: 4 }, (_, i) => `${input.idempotencyKey}#${i}`);
      const previous = await tx.prepared<{ id: string }>('pack_open_repeat', `SELECT id FROM pack_opens WHERE user_id = $1 AND idempotency_key = ANY($2::text[])`, [input.userId, keys]);
      if (previous.length > 0) {
        const { opens } = await loadOpens(tx, previous.map((p) => p.id));
        return { opens, packName: pack.name, priceCents: pack.price_cents, creatorUserId: null, repeated: true, balances: [], opener };
      }
    }
    const totalCents = pack.price_cents * input.count;
    const paid = await transfer(tx, { debitAccountId: wallet, creditAccountId: house, amountCents: totalCents, kind: 'pack_open', refType: 'pack', refId: pack.id });
    const balances = [{ userId: input.userId, balanceCents: paid.debitBalanceCents! }];
    const commissionCents = Math.floor((totalCents * pack.commission_bp) / 10_000);
    let creatorUserId: string | null = null;
    if (creatorWallet && commissionCents > 0 && creatorWallet !== wallet) {
      const commission = await transfer(tx, { debitAccountId: house, creditAccountId: creatorWallet, amountCents: commissionCents, kind: 'creator_commission', refType: 'pack', refId: pack.id });
      creatorUserId = pack.creator_user_id;
      balances.push({ userId: pack.creator_user_id!, balanceCents: commission.creditBalanceCents! });
    }

    const pair = await reserveNonces(tx, input.userId, input.count);
    const odds = pack.items.map((item) => ({ itemId: item.item_id, oddsPpm: item.odds_ppm }));
    const rolled = Array.from({ length: input.count }, (_, i) => {
      const nonce = pair.nonce + i;
      const ticket = rollTicket(pair.serverSeed, packOpenMessage(pair.clientSeed, nonce));
      return { nonce, ticket, item: pack.items[pickByTicket(odds.map((o) => o.oddsPpm), ticket)]!, key: input.idempotencyKey ? `${input.idempotencyKey}#${i}` : null };
    });
    const inserted = await tx.prepared<{ open_id: string; nonce: number; inventory_id: string }>('pack_opens_insert', INSERT_OPENS, [
      input.userId,
      pack.id,
      pack.name,
      pack.price_cents,
      pair.id,
      pair.clientSeed,
      JSON.stringify(odds),
      rolled.map((r) => r.nonce),
      rolled.map((r) => r.ticket),
      rolled.map((r) => r.item.item_id),
      rolled.map((r) => r.item.name),
      rolled.map((r) => r.item.value_cents),
      rolled.map((r) => r.key),
    ]);
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
      clientSeed: pair.clientSeed,
      serverSeedHash: pair.serverSeedHash,
    }));
    return { opens, packName: pack.name, priceCents: pack.price_cents, creatorUserId, repeated: false, balances, opener };
  });
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

/**
 * Popularity is counted after the open commits, in a statement of its own: a
 * popular pack's row would otherwise hold every open of it in one queue.
 */
export async function countOpens(db: Database, packId: string, count: number): Promise<void> {
  await db.prepared('pack_count_open', `UPDATE packs SET opens_count = opens_count + $2 WHERE id = $1`, [packId, count]);
}
