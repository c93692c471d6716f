/** What the seed-pair calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';

export const seedPairViewSchema = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number() });
export type SeedPairView = z.infer<typeof seedPairViewSchema>;

export const revealedSeedPairSchema = z.extend(seedPairViewSchema, { serverSeed: z.string(), createdAt: z.string(), revealedAt: z.string() });
export type RevealedSeedPair = z.infer<typeof revealedSeedPairSchema>;

/** GET /api/fairness: the active pair and the last revealed ones. */
export const seedPairsSchema = z.object({ active: seedPairViewSchema, previous: z.array(revealedSeedPairSchema) });
export type SeedPairs = z.infer<typeof seedPairsSchema>;

/** POST /api/fairness/rotate and /client-seed. */
export const seedPairsChangedSchema = z.extend(seedPairsSchema, { message: z.string() });
