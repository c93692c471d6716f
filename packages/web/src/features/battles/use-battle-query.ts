/**
 * The battle list's tab, order and filters, kept in the address (?tab=live&sort=price-desc&mode=…&price=…)
 * so a view can be shared, bookmarked and restored with Back. Unknown values fall back to the default.
 */
import { useSearchParams } from 'react-router';
import { BATTLE_MODES } from '@lootforge/core/battle-modes';
import { BATTLE_LIST_SORTS, type BattleListSort } from '@lootforge/core/contracts/battle-list';
import { DEFAULT_BATTLE_QUERY, type BattleFilter, type BattleQuery } from './api';

export const BATTLE_TABS: ReadonlyArray<{ id: BattleFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'live', label: 'Live' },
  { id: 'finished', label: 'Finished' },
];

export const SORT_OPTIONS: ReadonlyArray<{ id: BattleListSort; label: string }> = [
  { id: 'newest', label: 'Newest' },
  { id: 'price-desc', label: 'Price: high to low' },
  { id: 'price-asc', label: 'Price: low to high' },
  { id: 'players-desc', label: 'Most players' },
  { id: 'players-asc', label: 'Fewest players' },
];

/** Entry price ranges, in cents; `max` is inclusive. */
export const PRICE_RANGES = [
  { id: 'any', label: 'Any price', min: null, max: null },
  { id: 'under-5', label: 'Up to $5', min: null, max: 500 },
  { id: '5-25', label: '$5 to $25', min: 500, max: 2_500 },
  { id: '25-100', label: '$25 to $100', min: 2_500, max: 10_000 },
  { id: '100-up', label: '$100 and up', min: 10_000, max: null },
] as const;
export type PriceRangeId = (typeof PRICE_RANGES)[number]['id'];

export type BattleView = { tab: BattleFilter; sort: BattleListSort; mode: string | null; price: PriceRangeId };

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function viewOf(params: URLSearchParams): BattleView {
  return {
    tab: pick(params.get('tab'), BATTLE_TABS.map((tab) => tab.id), 'all'),
    sort: pick(params.get('sort'), BATTLE_LIST_SORTS, 'newest'),
    mode: pick(params.get('mode'), [...BATTLE_MODES, ''], '') || null,
    price: pick(params.get('price'), PRICE_RANGES.map((range) => range.id), 'any'),
  };
}

export function useBattleView(): [BattleView, (change: Partial<BattleView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  function update(change: Partial<BattleView>) {
    // Start from the address as it is now, not as it was at the last render: a tab clicked and a
    // sort picked in quick succession must both stick (the second must not undo the first).
    const current = new URLSearchParams(window.location.search);
    const next = { ...viewOf(current), ...change };
    const search = new URLSearchParams(current);
    const set = (key: string, value: string | null, fallback: string) => (value && value !== fallback ? search.set(key, value) : search.delete(key));
    set('tab', next.tab, 'all');
    set('sort', next.sort, 'newest');
    set('mode', next.mode, '');
    set('price', next.price, 'any');
    // Replace, not push: flipping through filters should not fill the Back button's history.
    setParams(search, { replace: true, preventScrollReset: true });
  }
  return [view, update];
}

export function queryOf(view: BattleView): BattleQuery {
  const range = PRICE_RANGES.find((item) => item.id === view.price) ?? PRICE_RANGES[0];
  return { ...DEFAULT_BATTLE_QUERY, filter: view.tab, sort: view.sort, mode: view.mode, minPriceCents: range.min, maxPriceCents: range.max };
}
