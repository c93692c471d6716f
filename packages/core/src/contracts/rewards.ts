/** Reward requests (DESIGN §14): which reward to claim, a path parameter. */
import { z } from 'zod';
import { REWARD_KINDS } from '../rewards';

export const rewardKindSchema = z.enum(REWARD_KINDS, { error: 'Rewards are daily, weekly or monthly.' });
export const rewardClaimParamsSchema = z.object({ kind: rewardKindSchema });
