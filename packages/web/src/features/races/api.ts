/** Races (DESIGN §13) as /race shows them: the running races, their boards and the player's own standing. */
import type { Race } from '@lootforge/core/contracts/races-answers';

export type { Race };
export type RaceLeader = Race['leaders'][number];

export const racesQueryKey = ['races'] as const;

/** The list differs per person (`me`), so it is cached per signed-in user. */
export function racesKeyFor(userId: string | null) {
  return [...racesQueryKey, userId ?? 'visitor'] as const;
}
