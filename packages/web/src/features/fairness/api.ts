/** The person's seed pair for pack opens (DESIGN §5) as GET /api/fairness reports it. */
import type { RevealedSeedPair, SeedPairView } from '@lootforge/core/contracts/fairness';

export type { RevealedSeedPair, SeedPairView };

export type SeedPairs = { active: SeedPairView; previous: RevealedSeedPair[] };

export const fairnessQueryKey = ['fairness'] as const;
export const seedPairsQueryKey = [...fairnessQueryKey, 'seed-pairs'] as const;
