/**
 * What the battle calls (DESIGN §10) share: their cache keys and types, the answers' schemas, and
 * the helpers that patch the cached lists and balance after a money call or a realtime event
 * (use-battle-live.ts). Each call is one file of requests/ with its hook.
 */
import { type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { BattleListFilter, BattleListSort } from '@lootforge/core/contracts/battles';
import type { BattleCard, BattleDetail, BattlePage } from '@lootforge/core/contracts/battles-answers';
import { showBalance, walletQueryKey, type WalletBalance } from '../../lib/wallet-balance';

// The battle list is the first page: its answers' schemas come with the answers, not with the first download (decision 018).
const battleAnswers = () => import('@lootforge/core/contracts/battles-answers');
export const battlePageSchema = () => battleAnswers().then((m) => m.battlePageSchema);
export const battleAnswerSchema = () => battleAnswers().then((m) => m.battleAnswerSchema);
export const battleActionAnswerSchema = () => battleAnswers().then((m) => m.battleActionAnswerSchema);
export const battleOptionsAnswerSchema = () => battleAnswers().then((m) => m.battleOptionsAnswerSchema);

export type { BattleCard, BattleDetail, BattlePage };
export type BattleFilter = BattleListFilter;

/** What a battle list shows: its tab, its order and its filters (the query string of GET /api/battles). */
export type BattleQuery = {
  filter: BattleListFilter;
  sort: BattleListSort;
  mode: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
};

export const DEFAULT_BATTLE_QUERY: BattleQuery = { filter: 'all', sort: 'newest', mode: null, minPriceCents: null, maxPriceCents: null };

export type BattlePages = InfiniteData<BattlePage, string | null>;

/** The list starts at 10 and "Show More" adds 10 (DESIGN §4). */
export const PAGE_SIZE = 10;

export const battleKeys = {
  all: ['battles'] as const,
  lists: ['battles', 'list'] as const,
  list: (query: BattleQuery) => ['battles', 'list', query] as const,
  mine: ['battles', 'mine'] as const,
  detail: (id: string) => ['battles', 'detail', id] as const,
  options: ['battles', 'options'] as const,
};

/** One battle plus how far the server's clock is ahead of ours (ms), measured around the request. */
export type BattleSnapshot = { battle: BattleDetail; clockOffsetMs: number };

/** A random id per submission, so a retried request never pays twice (DESIGN §10). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** A detail without its extras is a card: the shape the lists hold. */
export function cardOf(battle: BattleDetail | BattleCard): BattleCard {
  const { packs: _p, roundPacks: _r, results: _s, fairness: _f, serverNow: _n, ...card } = battle as BattleDetail;
  return card;
}

const IN_TAB: Record<BattleFilter, (status: BattleCard['status']) => boolean> = {
  all: () => true,
  open: (status) => status === 'open',
  live: (status) => status === 'running',
  finished: (status) => status === 'completed',
  completed: (status) => status !== 'open',
};

/** Which list a battle belongs to, as the server filters them. */
/**
 * Whether a seat is the signed-in player's: public answers name players, never their ids (decision 020),
 * and a name is unique, so the seat holding the player's name (a bot's never counts) is theirs.
 */
export function isPlayer(seat: { userName: string; isBot: boolean }, userName: string | null): boolean {
  return userName !== null && !seat.isBot && seat.userName === userName;
}

function belongsTo(query: BattleQuery | 'mine', card: BattleCard, userName: string | null): boolean {
  if (card.status === 'cancelled') return false;
  if (query === 'mine') return card.seats.some((seat) => isPlayer(seat, userName));
  return (
    IN_TAB[query.filter](card.status) &&
    (query.mode === null || card.mode === query.mode) &&
    (query.minPriceCents === null || card.entryCents >= query.minPriceCents) &&
    (query.maxPriceCents === null || card.entryCents <= query.maxPriceCents)
  );
}

/**
 * Puts a battle into one cached list: replaced where it is, inserted in date order when it is
 * newer than the last loaded card (older ones arrive with "Show More"), dropped when it no longer
 * belongs (cancelled). Cards already shown stay put even if they would now be filtered out, so
 * nothing jumps away under the pointer.
 */
function upsertInto(data: BattlePages | undefined, card: BattleCard, keep: boolean): BattlePages | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    const index = page.battles.findIndex((b) => b.id === card.id);
    if (index < 0) return page;
    found = true;
    const battles = [...page.battles];
    if (card.status === 'cancelled') battles.splice(index, 1);
    else battles[index] = card;
    return { ...page, battles };
  });
  if (found || !keep) return found ? { ...data, pages } : data;
  const loaded = pages.flatMap((page) => page.battles);
  const last = loaded[loaded.length - 1];
  const hasMore = Boolean(pages[pages.length - 1]?.nextCursor);
  if (hasMore && last && card.createdAt < last.createdAt) return data;
  // Insert into the page whose range covers it (the first page for anything newest).
  for (let p = 0; p < pages.length; p++) {
    const page = pages[p]!;
    const at = page.battles.findIndex((b) => b.createdAt < card.createdAt);
    if (at >= 0 || p === pages.length - 1) {
      const battles = [...page.battles];
      battles.splice(at >= 0 ? at : battles.length, 0, card);
      pages[p] = { ...page, battles };
      break;
    }
  }
  return { ...data, pages };
}

/** Applies a battle change (from realtime or our own call) to every cache that shows it. */
export function applyBattleChange(queryClient: QueryClient, battle: BattleCard | BattleDetail, userName: string | null): void {
  const card = cardOf(battle);
  for (const [key] of queryClient.getQueriesData<BattlePages>({ queryKey: battleKeys.lists })) {
    const query = key[2] as BattleQuery | undefined;
    if (!query) continue;
    // A new battle slots into a newest-first list; a list in another order only updates its cards.
    const insert = query.sort === 'newest' && belongsTo(query, card, userName);
    queryClient.setQueryData<BattlePages>(key, (data) => upsertInto(data, card, insert));
  }
  queryClient.setQueryData<BattlePages>(battleKeys.mine, (data) => upsertInto(data, card, belongsTo('mine', card, userName)));
  if ('packs' in battle) {
    queryClient.setQueryData<BattleSnapshot>(battleKeys.detail(battle.id), (current) => ({
      battle,
      // A pushed detail crossed the socket: keep the offset measured over HTTP when we have one.
      clockOffsetMs: current?.clockOffsetMs ?? battle.serverNow - Date.now(),
    }));
  }
}

export function removeBattleFromLists(queryClient: QueryClient, id: string): void {
  const drop = (data: BattlePages | undefined) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, battles: page.battles.filter((b) => b.id !== id) })) };
  queryClient.setQueriesData<BattlePages>({ queryKey: battleKeys.lists }, drop);
  queryClient.setQueryData<BattlePages>(battleKeys.mine, drop);
}

/**
 * After paying an entry: show the debit now, but when the battle already settled hold the win
 * back until the reels end (the battle view refreshes the balance at completedAt).
 */
export function afterEntryPaid(queryClient: QueryClient, battle: BattleDetail, paidCents: number) {
  if (battle.results) {
    const wallet = queryClient.getQueryData<WalletBalance>(walletQueryKey);
    if (wallet) showBalance(queryClient, Math.max(0, wallet.balanceCents - paidCents));
  } else {
    void queryClient.invalidateQueries({ queryKey: walletQueryKey });
  }
}

