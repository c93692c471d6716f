import { z } from 'zod';

export const CLIENT_SEED_RULE = 'The client seed must be 1–64 letters, digits or - _ . : characters.';

export const clientSeedSchema = z.object({
  clientSeed: z
    .string({ error: CLIENT_SEED_RULE })
    .trim()
    .min(1, CLIENT_SEED_RULE)
    .max(64, CLIENT_SEED_RULE)
    .regex(/^[A-Za-z0-9_.:-]+$/, CLIENT_SEED_RULE),
});

export type { RevealedSeedPair, SeedPairView } from './fairness-answers';
