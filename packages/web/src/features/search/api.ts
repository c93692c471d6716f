/** GET /api/search?q= as the server answers it (DESIGN §9: packs, items, players, battles). */
import type { SearchResults } from '@lootforge/core/contracts/wallet-answers';

export type { SearchResults };
export type SearchPack = SearchResults['packs'][number];
export type SearchItem = SearchResults['items'][number];
export type SearchPlayer = SearchResults['players'][number];
export type SearchBattle = SearchResults['battles'][number];

export const searchQueryKey = ['search'] as const;

/** The server answers an empty query with this 400; the page says it without asking. */
export const EMPTY_QUERY_MESSAGE = 'Type something to search for.';
