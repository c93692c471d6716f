/** GET /api/search?q= as the server answers it (DESIGN §9: packs, items, players, battles). */

export type SearchPack = { id: string; name: string; priceCents: number; thumbUrl: string | null; kind: 'official' | 'community' };
export type SearchItem = { id: string; name: string; valueCents: number; thumbUrl: string | null };
export type SearchPlayer = { id: string; userName: string; avatarThumbUrl: string | null };
/** `status` is the stored one: open, settled (started or finished) or cancelled. */
export type SearchBattle = { id: string; mode: string; status: string; entryCents: number; players: number; joined: number; createdAt: number };

export type SearchResults = { q: string; packs: SearchPack[]; items: SearchItem[]; players: SearchPlayer[]; battles: SearchBattle[] };

export const searchQueryKey = ['search'] as const;

/** The server answers an empty query with this 400; the page says it without asking. */
export const EMPTY_QUERY_MESSAGE = 'Type something to search for.';
