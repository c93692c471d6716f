/**
 * The battle list's words, without the schemas (the first page reads these; the request schemas
 * in ./battles stay out of its download, decision 018).
 */

/**
 * The battle list's tabs: `open` (seats free), `live` (reels playing now), `finished` (played out);
 * `completed` is the product's filter (DESIGN §4) (started or finished, isActive 1) and `all` is open and started.
 */
export const BATTLE_LIST_FILTERS = ['all', 'open', 'live', 'finished', 'completed'] as const;
export type BattleListFilter = (typeof BATTLE_LIST_FILTERS)[number];
export const BATTLE_LIST_SORTS = ['newest', 'price-desc', 'price-asc', 'players-desc', 'players-asc'] as const;
export type BattleListSort = (typeof BATTLE_LIST_SORTS)[number];
