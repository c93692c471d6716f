/** Referrals (DESIGN §15): the player's code and link, the players they brought, and the 1 % they earn. */
import type { Referrals } from '@lootforge/core/contracts/referrals-answers';

export type { Referrals };

export const referralsQueryKey = ['referrals'] as const;

/** The summary is the signed-in player's own: cached per user. */
export function referralsKeyFor(userId: string | null) {
  return [...referralsQueryKey, userId] as const;
}
