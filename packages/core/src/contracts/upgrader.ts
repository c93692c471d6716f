/** Upgrader requests (DESIGN §20). */
import { z } from 'zod';
import { MAX_LIMIT_CENTS } from '../limits';
import { MAX_UPGRADE_ITEMS, NOTHING_STAKED_MESSAGE, TOO_MANY_ITEMS_MESSAGE, UPGRADE_DIRECTIONS } from '../upgrader';

/** POST /api/upgrader: up to 10 inventory items and/or a balance part for one dearer catalogue item. */
export const upgradeSchema = z
  .strictObject(
    {
      inventoryIds: z
        .array(z.uuid({ error: 'That item is not in your inventory.' }), { error: 'inventoryIds is a list of your inventory items.' })
        .max(MAX_UPGRADE_ITEMS, TOO_MANY_ITEMS_MESSAGE)
        .refine((ids) => new Set(ids).size === ids.length, 'Each item can be staked once.')
        .default([]),
      balanceCents: z
        .number({ error: 'balanceCents is a whole number of cents.' })
        .int('balanceCents is a whole number of cents.')
        .min(0, 'balanceCents cannot be negative.')
        .max(MAX_LIMIT_CENTS, 'Stake at most $1,000,000.00 from your balance.')
        .default(0),
      targetItemId: z.uuid({ error: 'Pick a target item.' }),
      direction: z.enum(UPGRADE_DIRECTIONS, { error: 'Pick under or over.' }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'An upgrade is inventoryIds, balanceCents, targetItemId and direction.' : 'Please send the upgrade.') },
  )
  .refine((body) => body.inventoryIds.length > 0 || body.balanceCents > 0, { message: NOTHING_STAKED_MESSAGE });
export type UpgradeInput = z.infer<typeof upgradeSchema>;

export const upgradeParamsSchema = z.object({ id: z.uuid({ error: 'That upgrade does not exist.' }) });
