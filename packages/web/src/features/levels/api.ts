/** Levels and free cases (DESIGN §21): XP from wager, a level from XP, and the free cases it gives. */
import type { ClaimAnswer, LevelsAnswer } from '@lootforge/core/contracts/levels-answers';

export type { ClaimAnswer, LevelsAnswer };
export type Tier = LevelsAnswer['tiers'][number];
export type TierPack = NonNullable<Tier['pack']>;
export type Claimable = LevelsAnswer['claimable'][number];
export type Claim = { kind: 'level'; level: number } | { kind: 'daily' };

export const levelsQueryKey = ['levels'] as const;

/** The key a claim is known by on the page: which button is busy, which reel belongs to which claim. */
export function claimKey(claim: Claim | Claimable): string {
  return claim.kind === 'daily' ? 'daily' : `level:${claim.level}`;
}
