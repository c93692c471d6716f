/** Level requests (DESIGN §21). */
import { z } from 'zod';
import { MAX_LEVEL } from '../levels';

/** POST /api/levels/claim: a level's free case (`level`: which) or the daily one. */
export const claimSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('level'), level: z.number({ error: 'Say which level.' }).int('A level is a whole number.').min(2, 'Free level cases start at level 2.').max(MAX_LEVEL, `Levels go up to ${MAX_LEVEL}.`) }),
    z.strictObject({ kind: z.literal('daily') }),
  ],
  { error: 'Claim { kind: "level", level } or { kind: "daily" }.' },
);
export type ClaimInput = z.infer<typeof claimSchema>;
