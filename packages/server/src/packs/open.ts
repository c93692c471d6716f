/**
 * Opening a pack (DESIGN §3, §5): one transaction debits the price, rolls
 * each open with the person's seed pair, puts the items into the inventory,
 * pays a community pack's creator their commission, and counts the open.
 */
import { packOpenMessage, pickByTicket, rollTicket } from '@lootforge/core/fairness';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { ensureHouse, ensureWallet, lockAccounts, transfer } from '../ledger/ledger';
import { advanceNonce, lockActivePair } from '../fairness/seed-pairs';

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

export async function openPack(
  db: Database,
  input: { userId: string; packId: string; count: number; idempotencyKey: string | undefined },
): Promise<{ opens: OpenedItem[]; packName: string; priceCents: number; creatorUserId: string | null; repeated: boolean }> {
  return db.transaction(async (tx) => {
    const [pack] = await tx.prepared<{ id: string; name: string; price_cents: number; kind: string; creator_user_id: string | null; commission_bp: number }>(
      'pack_for_open',
      `SELECT id, name, price_cents, kind, creator_user_id, commission_bp FROM packs WHERE id = $1 AND active`,
      [input.packId],
    );
    if (!pack) throw new AppError('not_found', 'That pack does not exist.');
    const [user] = await tx.prepared<{ complete: boolean }>('open_user', `SELECT profile_completed_at IS NOT NULL AS complete FROM users WHERE id = $1`, [input.userId]);
    if (!user?.complete) throw new AppError('forbidden', 'Please finish signing up first.');

    const items = await tx.prepared<PackItemRow>(
      'pack_items_for_open',
      `SELECT i.id AS item_id, i.name, i.value_cents, pi.odds_ppm, i.thumb_key, i.image_key
       FROM pack_items pi JOIN items i ON i.id = pi.item_id WHERE pi.pack_id = $1 ORDER BY pi.position`,
      [pack.id],
    );
    const wallet = await ensureWallet(tx, input.userId);
    const house = await ensureHouse(tx, input.userId);
    const creatorWallet = pack.kind === 'community' && pack.creator_user_id ? await ensureWallet(tx, pack.creator_user_id) : undefined;
    await lockAccounts(tx, [wallet, house, ...(creatorWallet ? [creatorWallet] : [])]);
    // Checked under the wallet lock: a retry racing its original waits, then finds it.
    if (input.idempotencyKey) {
      const keys = Array.from({ length: 4 }, (_, i) => `${input.idempotencyKey}#${i}`);
      const previous = await tx.query<{ id: string }>(`SELECT id FROM pack_opens WHERE user_id = $1 AND idempotency_key = ANY($2::text[])`, [input.userId, keys]);
      if (previous.length > 0) {
        return { ...(await loadOpens(tx, previous.map((p) => p.id))), packName: pack.name, priceCents: pack.price_cents, creatorUserId: null, repeated: true };
      }
    }
    const totalCents = pack.price_cents * input.count;
    await transfer(tx, { debitAccountId: wallet, creditAccountId: house, amountCents: totalCents, kind: 'pack_open', refType: 'pack', refId: pack.id });
    const commissionCents = Math.floor((totalCents * pack.commission_bp) / 10_000);
    if (creatorWallet && commissionCents > 0 && creatorWallet !== wallet) {
      await transfer(tx, { debitAccountId: house, creditAccountId: creatorWallet, amountCents: commissionCents, kind: 'creator_commission', refType: 'pack', refId: pack.id });
    }

    const pair = await lockActivePair(tx, input.userId);
    const odds = items.map((item) => ({ itemId: item.item_id, oddsPpm: item.odds_ppm }));
    const opens: OpenedItem[] = [];
    for (let i = 0; i < input.count; i++) {
      const nonce = pair.nonce + i;
      const ticket = rollTicket(pair.serverSeed, packOpenMessage(pair.clientSeed, nonce));
      const item = items[pickByTicket(odds.map((o) => o.oddsPpm), ticket)]!;
      const [open] = await tx.prepared<{ id: string }>(
        'pack_open_insert',
        `INSERT INTO pack_opens (user_id, pack_id, pack_name, price_cents, seed_pair_id, client_seed, nonce, ticket, item_id, item_name, value_cents, odds, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [input.userId, pack.id, pack.name, pack.price_cents, pair.id, pair.clientSeed, nonce, ticket, item.item_id, item.name, item.value_cents, JSON.stringify(odds), input.idempotencyKey ? `${input.idempotencyKey}#${i}` : null],
      );
      const [owned] = await tx.prepared<{ id: string }>(
        'inventory_insert',
        `INSERT INTO inventory_items (user_id, item_id, value_cents, source_type, source_id) VALUES ($1, $2, $3, 'pack_open', $4) RETURNING id`,
        [input.userId, item.item_id, item.value_cents, open!.id],
      );
      opens.push({
        openId: open!.id,
        inventoryId: owned!.id,
        itemId: item.item_id,
        name: item.name,
        valueCents: item.value_cents,
        thumbKey: item.thumb_key,
        imageKey: item.image_key,
        ticket,
        nonce,
        clientSeed: pair.clientSeed,
        serverSeedHash: pair.serverSeedHash,
      });
    }
    await advanceNonce(tx, pair.id, input.count);
    await tx.prepared('pack_count_open', `UPDATE packs SET opens_count = opens_count + $2 WHERE id = $1`, [pack.id, input.count]);
    return { opens, packName: pack.name, priceCents: pack.price_cents, creatorUserId: creatorWallet ? pack.creator_user_id : null, repeated: false };
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
