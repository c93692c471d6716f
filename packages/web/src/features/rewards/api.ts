/** Rewards (DESIGN §14): daily, weekly and monthly rakeback of 0.2 % of the wager since each one's last claim. */
import type { Reward } from '@lootforge/core/contracts/rewards-answers';

export type { Reward };
export type RewardKind = Reward['kind'];

export const rewardsQueryKey = ['rewards'] as const;
