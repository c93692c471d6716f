/** What the level calls answer (DESIGN §21; zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';
import { packOpenSchema } from './packs-answers';

const cents = z.number().check(z.int());

/** One tier's free case and its table. */
export const tierSchema = z.object({
  tier: z.number(),
  fromLevel: z.number(),
  toLevel: z.number(),
  pack: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      thumbUrl: z.nullable(z.string()),
      items: z.array(z.object({ itemId: z.string(), name: z.string(), valueCents: cents, oddsPpm: z.number(), thumbUrl: z.nullable(z.string()) })),
    }),
  ),
});

/** GET /api/levels */
export const levelsAnswerSchema = z.object({
  /** Cents staked, counted as §13 counts wager. */
  xp: cents,
  level: z.number(),
  levelXp: cents,
  nextLevelXp: z.nullable(cents),
  /** Free cases waiting: one per level reached (from 2), and the daily one when it is due. */
  claimable: z.array(z.object({ kind: z.enum(['level', 'daily']), level: z.number(), packId: z.string() })),
  /** When the next daily case can be claimed (null: now, or not before level 2). */
  nextDailyAt: z.nullable(z.string()),
  tiers: z.array(tierSchema),
});
export type LevelsAnswer = z.infer<typeof levelsAnswerSchema>;

/** POST /api/levels/claim: the free open. */
export const claimAnswerSchema = z.object({ opens: z.array(packOpenSchema), packId: z.string(), packName: z.string(), claim: z.object({ kind: z.enum(['level', 'daily']), level: z.number() }) });
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;
