/** What the pack, catalogue and open calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const url = z.nullable(z.string());
const cents = z.number().check(z.int());

/** GET /api/packs/pricing: what the server prices packs with (DESIGN §3), so a draft is priced as the server will price it. */
export const packPricingSchema = z.object({ houseEdge: z.number() });
export type PackPricing = z.infer<typeof packPricingSchema>;

export const packSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['official', 'community']),
  priceCents: cents,
  imageUrl: url,
  thumbUrl: url,
  opensCount: z.number(),
  itemCount: z.number(),
  creatorName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PackSummary = z.infer<typeof packSummarySchema>;

export const packItemViewSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  valueCents: cents,
  oddsPpm: z.number(),
  imageUrl: url,
  thumbUrl: url,
  /** The run of tickets (1..100 000) this item owns, in the pack's stored order. */
  ticketFrom: z.number(),
  ticketTo: z.number(),
});
export type PackItemView = z.infer<typeof packItemViewSchema>;

/** `tableHash`: SHA-256 of the pack's drop table as it is now (DESIGN §23: `[[itemId,valueCents,odds],…]`). */
export const packDetailSchema = z.extend(packSummarySchema, { commissionBp: z.number(), items: z.array(packItemViewSchema), tableHash: z.string() });
export type PackDetail = z.infer<typeof packDetailSchema>;

/** GET /api/packs: one page of the marketplace. */
export const packListAnswerSchema = z.object({ packs: z.array(packSummarySchema), total: z.number(), nextOffset: z.nullable(z.number()) });
export type PackListPage = z.infer<typeof packListAnswerSchema>;

/** GET /api/packs/:id */
export const packAnswerSchema = z.object({ pack: packDetailSchema });

/** POST /api/packs (a community pack). */
export const packCreatedSchema = z.object({ pack: packSummarySchema, message: z.string() });

/** One open, with the roll's fairness data. */
export const packOpenSchema = z.object({
  openId: z.string(),
  inventoryId: z.string(),
  itemId: z.string(),
  name: z.string(),
  valueCents: cents,
  thumbUrl: url,
  imageUrl: url,
  ticket: z.number(),
  nonce: z.number(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** SHA-256 of the drop table the roll used (DESIGN §23); null for an open from before tables were committed. */
  tableHash: z.nullable(z.string()),
});
export type PackOpen = z.infer<typeof packOpenSchema>;

/** POST /api/packs/:id/open */
export const openAnswerSchema = z.object({ opens: z.array(packOpenSchema), priceCents: cents });
export type OpenAnswer = z.infer<typeof openAnswerSchema>;

export const catalogueItemSchema = z.object({ id: z.string(), name: z.string(), valueCents: cents, thumbUrl: url, imageUrl: url });
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** GET /api/items: the catalogue packs are made from. */
export const catalogueAnswerSchema = z.object({ items: z.array(catalogueItemSchema), total: z.number(), offset: z.number() });
export type CataloguePage = z.infer<typeof catalogueAnswerSchema>;

/** GET /api/packs/name-check?name=: whether a new pack may take this name, and why not. */
export const packNameCheckAnswerSchema = z.object({ available: z.boolean(), message: z.nullable(z.string()) });

/** GET /api/packs/tables/:hash: a drop table a roll used, as committed (DESIGN §23). */
export const committedTableAnswerSchema = z.object({
  table: z.object({ hash: z.string(), packId: z.string(), entries: z.array(z.object({ itemId: z.string(), valueCents: cents, oddsPpm: z.number() })), createdAt: z.string() }),
});
export type CommittedTable = z.infer<typeof committedTableAnswerSchema>['table'];
