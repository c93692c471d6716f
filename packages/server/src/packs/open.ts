/**
 * Opening a pack (DESIGN §3, §5): one transaction locks the opener's seed
 * pair, reads the pack, debits the price (and pays a community pack's
 * creator their commission), rolls each open with the seed pair and puts the
 * items into the inventory.
 */
import { packOpenMessage, pickByTicket, rollTicket } from '@lootforge/core/fairness';
import { creatorCommissionCents } from '@lootforge/core/pack';
import { inOrder, type Database } from '../db/client';
import { AppError } from '../errors';
import { ensureHouse, ensureWallet, type TransferInput } from '../ledger/ledger';
import { lockPairThen, type SeedPair } from '../fairness/seed-pairs';
import { loadOpens, readForOpen, recordOpens, type OpenedItem, type OpenRecord, type PackForOpen } from './repository';
import { assertPriceCoversValue, committedTable, keepTable, type CommittedTable } from './service';
import type { Clock } from '../clock';
import { recordStakeAndPay } from '../stakes/service';

export type { OpenedItem } from './repository';

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

export type OpenInput = { userId: string; packId: string; count: number; idempotencyKey: string | undefined; houseEdge: number; clock?: Clock };

/** A level pack is opened only free, by a claim on /levels (DESIGN §21). */
export const LEVEL_CASE_NOT_SOLD = 'Level cases are never sold: claim yours free on the Levels page.';

/** The most opens one request may make (the open form offers 1–4). */
export const MAX_OPENS_PER_REQUEST = 4;

/** Each open of a request is recorded under the request's Idempotency-Key and its position. */
export function openKeys(idempotencyKey: string | undefined, count: number): Array<string | null> {
  return Array.from({ length: count }, (_, i) => (idempotencyKey ? `${idempotencyKey}#${i}` : null));
}

export async function openPack(db: Database, input: OpenInput): Promise<OpenResult> {
  return db.transaction(async (tx) => {
    // The pair's lock comes first: one person's opens take nonces one after another, and a
    // retry of a request waits here for its original, then reads what it recorded.
    const { pair, read: pack } = await lockPairThen(tx, input.userId, () =>
      readForOpen(tx, { packId: input.packId, userId: input.userId, keys: openKeys(input.idempotencyKey, MAX_OPENS_PER_REQUEST) }),
    );
    if (!pack.complete) throw new AppError('forbidden', 'Please finish signing up first.');
    const opener = { userName: pack.user_name, avatarThumbKey: pack.avatar_thumb_key };
    if (pack.repeated.length > 0) {
      const opens = await loadOpens(tx, pack.repeated);
      return { opens, packName: pack.name ?? '', priceCents: pack.price_cents ?? 0, creatorUserId: null, repeated: true, balances: [], opener };
    }
    if (!pack.id) throw new AppError('not_found', 'That pack does not exist.');
    if (pack.kind === 'level') throw new AppError('forbidden', LEVEL_CASE_NOT_SOLD);
    const entries = pack.items.map((item) => ({ valueCents: item.value_cents, oddsPpm: item.odds_ppm }));
    assertPriceCoversValue({ priceCents: pack.price_cents!, commissionBp: pack.commission_bp!, entries }, input.houseEdge);

    const creatorUserId = commissionTo(pack, input);
    const accounts = {
      wallet: await ensureWallet(tx, input.userId),
      house: await ensureHouse(tx, input.userId),
      creatorWallet: creatorUserId ? await ensureWallet(tx, creatorUserId) : undefined,
    };
    const plan = planOpen(pack, pair, input, accounts);
    // The table this roll uses, kept by its hash the first time (DESIGN §23).
    await keepTable(tx, pack.id, plan.table);
    // The price is wagered (races, rewards, referrals): recorded, then paid, in one round trip (stakes/service).
    // What the items are worth is what the stake returned, for the loss limits (DESIGN §16b).
    const returnedCents = plan.record.rolls.reduce((sum, roll) => sum + Number(roll.item.value_cents), 0);
    // The opens are written in the same round trip, after the payment: a refused payment aborts
    // the transaction, so they are refused too and nothing is kept.
    const [{ balances }, opens] = await inOrder([
      () => recordStakeAndPay(tx, { userId: input.userId, amountCents: pack.price_cents! * input.count, returnedCents, clock: input.clock }, plan.payments),
      () => recordOpens(tx, plan.record),
    ]);
    const changed = [{ userId: input.userId, balanceCents: balances.get(accounts.wallet)! }];
    if (creatorUserId && accounts.creatorWallet) changed.push({ userId: creatorUserId, balanceCents: balances.get(accounts.creatorWallet)! });
    return { opens, packName: pack.name!, priceCents: pack.price_cents!, creatorUserId, repeated: false, balances: changed, opener };
  });
}

/** Who earns a commission on this open: a community pack's creator, unless they open it themselves. */
function commissionTo(pack: PackForOpen, input: OpenInput): string | null {
  const commissionCents = creatorCommissionCents(pack.price_cents! * input.count, pack.commission_bp!);
  return pack.kind === 'community' && pack.creator_user_id !== input.userId && commissionCents > 0 ? pack.creator_user_id : null;
}

/**
 * Everything an open decides from what was read: the payments (the price to
 * the house, the commission from the house to the creator) and each open's
 * roll with the seed pair (DESIGN §5), as the rows `recordOpens` writes.
 */
export function planOpen(pack: PackForOpen, pair: SeedPair, input: OpenInput, accounts: { wallet: number; house: number; creatorWallet: number | undefined }) {
  const packId = pack.id!;
  const totalCents = pack.price_cents! * input.count;
  const ref = { refType: 'pack', refId: packId };
  const payments: TransferInput[] = [{ debitAccountId: accounts.wallet, creditAccountId: accounts.house, amountCents: totalCents, kind: 'pack_open', ...ref }];
  if (accounts.creatorWallet !== undefined) {
    const commissionCents = creatorCommissionCents(totalCents, pack.commission_bp!);
    payments.push({ debitAccountId: accounts.house, creditAccountId: accounts.creatorWallet, amountCents: commissionCents, kind: 'creator_commission', ...ref });
  }
  const record = rollOpens(pack, pair, { userId: input.userId, keys: openKeys(input.idempotencyKey, input.count), priceCents: pack.price_cents! });
  return { payments, record, table: record.table };
}

/**
 * Rolls one open per key with the seed pair's next nonces (DESIGN §5), as the rows `recordOpens`
 * writes; `priceCents` is what each open cost (0 for a free case, DESIGN §21).
 */
export function rollOpens(pack: PackForOpen, pair: SeedPair, input: { userId: string; keys: Array<string | null>; priceCents: number }): OpenRecord & { table: CommittedTable } {
  // The table's text, hash and moments, made once per open (and remembered per table text).
  const table = committedTable(pack.items.map((item) => ({ itemId: item.item_id, valueCents: item.value_cents, oddsPpm: item.odds_ppm })));
  const oddsPpm = pack.items.map((item) => item.odds_ppm);
  const rolls = input.keys.map((key, i) => {
    const nonce = pair.nonce + i;
    const ticket = rollTicket(pair.serverSeed, packOpenMessage(pair.clientSeed, nonce));
    return { nonce, ticket, item: pack.items[pickByTicket(oddsPpm, ticket)]!, key };
  });
  return {
    userId: input.userId,
    pack: {
      id: pack.id!,
      name: pack.name!,
      priceCents: input.priceCents,
      odds: pack.items.map((item) => ({ itemId: item.item_id, oddsPpm: item.odds_ppm })),
      tableHash: table.hash,
    },
    pair,
    rolls,
    table,
  };
}
