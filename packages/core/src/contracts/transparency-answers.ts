/** What the transparency calls answer (DESIGN §23; zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

const cents = z.number().check(z.int());

/** A published liability tree: its root, total, the reserves declared with it, when it was taken and how many wallets it holds. */
export const liabilityTreeSchema = z.object({
  id: z.number(),
  kind: z.string(),
  asOf: z.string(),
  rootHash: z.string(),
  totalCents: cents,
  reservesCents: z.nullable(cents),
  leafCount: z.number(),
});
export type LiabilityTree = z.infer<typeof liabilityTreeSchema>;

const range = z.nullable(z.object({ lowPpm: z.number(), highPpm: z.number() }));
const perWindow = <T extends z.ZodMiniType>(schema: T) => z.object({ day: schema, month: schema, all: schema });

/**
 * One game's returns (a pack by id, a battle mode, the upgrader) over 24 hours, 30 days and all
 * time: the realised return (paid back ÷ staked, parts per million; null without plays), the plays
 * counted and the 99 % range the realised return should fall in if the published odds hold.
 */
export const gameReturnSchema = z.object({
  game: z.enum(['pack', 'battle', 'upgrader']),
  id: z.string(),
  name: z.string(),
  theoreticalPpm: z.number(),
  realised: perWindow(z.nullable(z.number())),
  plays: perWindow(z.number()),
  range99: perWindow(range),
});
export type GameReturn = z.infer<typeof gameReturnSchema>;

/** GET /api/transparency */
export const transparencyAnswerSchema = z.object({
  returns: z.array(gameReturnSchema),
  /** When the returns were last computed (null: not yet). */
  returnsComputedAt: z.nullable(z.string()),
  /** Newest first. */
  liabilities: z.array(liabilityTreeSchema),
  /** Withdrawals completed in the last 30 days: how many, and the median and 90th percentile from request to completion, in seconds. */
  payouts: z.object({ count: z.number(), medianSeconds: z.nullable(z.number()), p90Seconds: z.nullable(z.number()) }),
});
export type TransparencyAnswer = z.infer<typeof transparencyAnswerSchema>;

/** GET /api/transparency/proof */
export const proofAnswerSchema = z.object({
  treeId: z.number(),
  leaf: z.object({ userId: z.string(), balanceCents: cents, leafSalt: z.string() }),
  path: z.array(z.object({ hash: z.string(), sumCents: cents, side: z.enum(['left', 'right']) })),
  rootHash: z.string(),
  totalCents: cents,
});

/** POST /api/admin/transparency/publish */
export const publishedTreeAnswerSchema = z.object({ tree: liabilityTreeSchema });
