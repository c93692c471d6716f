/** What the admin's item, pack and audit calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';
import { packSummarySchema } from './packs-answers';

const cents = z.number().check(z.int());
const url = z.nullable(z.string());

export const adminItemSchema = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  valueCents: cents,
  imageUrl: url,
  thumbUrl: url,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

/** GET /api/admin/items: newest number first. */
export const adminItemsPageSchema = z.object({ items: z.array(adminItemSchema), total: z.number(), nextCursor: z.nullable(z.number()) });
export type AdminItemsPage = z.infer<typeof adminItemsPageSchema>;

/** POST and PATCH /api/admin/items: the item and the product's messages (DESIGN §17), in order. */
export const adminItemSavedSchema = z.object({ item: adminItemSchema, messages: z.array(z.string()) });

export const auditEntrySchema = z.object({
  id: z.number(),
  /** Null for a sign-in attempt that named no admin (the e-mail typed is in details.email). */
  adminEmail: z.nullable(z.string()),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  /** The player's name when the target is a player. */
  targetName: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit */
export const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema) });

/**
 * A pack as the admin sees it: any kind (a level case is never sold, DESIGN §21), its tier when
 * it is a level case, and whether it is listed.
 */
export const adminPackSummarySchema = z.extend(packSummarySchema, {
  kind: z.enum(['official', 'community', 'level']),
  /** 1 (levels 1–9) … 10 (90–100) for a level case, else null. */
  levelTier: z.nullable(z.number()),
  active: z.boolean(),
});
export type AdminPackSummary = z.infer<typeof adminPackSummarySchema>;

/** GET /api/admin/packs: newest first (level cases alone: by tier). */
export const adminPackListSchema = z.object({ packs: z.array(adminPackSummarySchema), total: z.number(), nextOffset: z.nullable(z.number()) });
export type AdminPackList = z.infer<typeof adminPackListSchema>;

/** A pack with its items in stored order. */
export const adminPackViewSchema = z.extend(adminPackSummarySchema, {
  items: z.array(z.object({ itemId: z.string(), name: z.string(), valueCents: cents, oddsPpm: z.number(), thumbUrl: url })),
});
export type AdminPack = z.infer<typeof adminPackViewSchema>;

/** GET /api/admin/packs/:id */
export const adminPackAnswerSchema = z.object({ pack: adminPackViewSchema });

/** POST and PATCH /api/admin/packs */
export const adminPackSavedSchema = z.object({ pack: adminPackViewSchema, message: z.string() });
