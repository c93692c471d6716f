/** The person's seed pair for pack opens (DESIGN §5) as GET /api/fairness reports it. */
export type { RevealedSeedPair, SeedPairs, SeedPairView } from '@lootforge/core/contracts/fairness-answers';

export const fairnessQueryKey = ['fairness'] as const;
export const seedPairsQueryKey = [...fairnessQueryKey, 'seed-pairs'] as const;
