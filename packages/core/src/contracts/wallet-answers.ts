/** What the wallet, inventory, live feed and search calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());
const url = z.nullable(z.string());

/** GET /api/wallet */
export const walletBalanceSchema = z.object({ balanceCents: cents });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** GET /api/wallet/summary: lifetime staked (opens, entries, less refunds) and won back (battle wins, item sales). */
export const walletSummarySchema = z.object({ wageredCents: cents, wonCents: cents });
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export const walletTransactionSchema = z.object({
  id: z.number(),
  /** signup_bonus, battle_win, battle_entry, battle_refund, pack_open, item_sale … */
  kind: z.string(),
  /** The product's type where it names one (DESIGN §2): 0 signup bonus, 1 contest win, 2 battle entry. */
  type: z.nullable(z.number()),
  label: z.string(),
  /** Positive when money came in, negative when it went out. */
  amountCents: cents,
  senderId: z.nullable(z.string()),
  createdAt: z.string(),
  /** What it paid for, where a page shows it: a battle or a pack. */
  ref: z.nullable(z.object({ type: z.enum(['battle', 'pack']), id: z.string() })),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** GET /api/wallet/transactions */
export const transactionsPageSchema = z.object({ transactions: z.array(walletTransactionSchema), nextCursor: z.nullable(z.number()) });
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export const inventoryItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  name: z.string(),
  valueCents: cents,
  thumbUrl: url,
  imageUrl: url,
  /** "Opened from Starter Stash" or "Won". */
  source: z.string(),
  createdAt: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** GET /api/inventory */
export const inventoryPageSchema = z.object({ items: z.array(inventoryItemSchema), count: z.number(), totalValueCents: cents, nextOffset: z.nullable(z.number()) });
export type InventoryPage = z.infer<typeof inventoryPageSchema>;

/** POST /api/inventory/sell */
export const sellAnswerSchema = z.object({ soldIds: z.array(z.string()), totalCents: cents, message: z.string() });

/** One row of the "Live Opens" feed: a pack open or a battle win, from GET /api/live or the `live` topic. */
export const liveEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['open', 'battle_win', 'upgrade_win']),
  userName: z.string(),
  avatarThumbUrl: url,
  itemName: z.string(),
  valueCents: cents,
  thumbUrl: url,
  /** Where it happened: a pack page, a battle, or the upgrader (id: the upgrade). */
  source: z.object({ kind: z.enum(['pack', 'battle', 'upgrader']), id: z.string(), name: z.string() }),
  /** Epoch ms from which it may be shown: an open waits for its opener's reel to land. */
  at: z.number(),
});
export type LiveEntry = z.infer<typeof liveEntrySchema>;

/** GET /api/live */
export const liveAnswerSchema = z.object({ entries: z.array(liveEntrySchema) });

/** GET /api/search?q=: packs, items, players and battles (DESIGN §9). */
export const searchAnswerSchema = z.object({
  q: z.string(),
  packs: z.array(z.object({ id: z.string(), name: z.string(), priceCents: cents, thumbUrl: url, kind: z.enum(['official', 'community']) })),
  /** `inPacks`: a few packs on sale that hold the item, most opened first. */
  items: z.array(
    z.object({ id: z.string(), name: z.string(), valueCents: cents, thumbUrl: url, inPacks: z.array(z.object({ id: z.string(), name: z.string(), priceCents: cents })) }),
  ),
  /** Players by name only: public answers carry no ids (decision 020). */
  players: z.array(z.object({ userName: z.string(), avatarThumbUrl: url })),
  /** `status` is the stored one: open, settled (started or finished) or cancelled. */
  battles: z.array(z.object({ id: z.string(), mode: z.string(), status: z.string(), entryCents: cents, players: z.number(), joined: z.number(), createdAt: z.number() })),
});
export type SearchResults = z.infer<typeof searchAnswerSchema>;
