/** What the upgrader answers (DESIGN §20; zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

/** One upgrade and its roll: enough to check it once the server seed is revealed (§5). */
export const upgradeViewSchema = z.object({
  id: z.string(),
  won: z.boolean(),
  chancePpm: z.number(),
  /** The house edge the chance was computed with, parts per million (null: not kept). */
  houseEdgePpm: z.nullable(z.number()),
  ticket: z.number(),
  direction: z.enum(['under', 'over']),
  stakeCents: cents,
  balanceCents: cents,
  targetValueCents: cents,
  target: z.object({ itemId: z.string(), name: z.string() }),
  /** The staked inventory items at their recorded values. */
  staked: z.array(z.object({ inventoryId: z.string(), itemId: z.string(), name: z.string(), valueCents: cents })),
  /** The target as it went into the inventory, when won. */
  item: z.nullable(z.object({ inventoryId: z.string(), itemId: z.string(), name: z.string(), valueCents: cents })),
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() }),
  createdAt: z.string(),
});
export type UpgradeView = z.infer<typeof upgradeViewSchema>;

/** POST /api/upgrader and GET /api/upgrader/:id; `balanceCents` only after a new upgrade. */
export const upgradeAnswerSchema = z.object({ upgrade: upgradeViewSchema, balanceCents: z.optional(cents) });
export type UpgradeAnswer = z.infer<typeof upgradeAnswerSchema>;

/** GET /api/upgrader/options: what the page computes chances with. */
export const upgraderOptionsSchema = z.object({ houseEdge: z.number(), minChancePpm: z.number(), maxChancePpm: z.number(), maxItems: z.number() });
export type UpgraderOptions = z.infer<typeof upgraderOptionsSchema>;
