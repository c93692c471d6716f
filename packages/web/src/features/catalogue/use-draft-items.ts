import { useMemo, useState } from 'react';
import { evenSplit, ppmToPercentText } from '@lootforge/core/odds';
import { PACK_MAX_ITEMS } from '@lootforge/core/pack';
import type { CatalogueItem } from './requests/get-catalogue';

/** An item picked for a pack being made, with its drop chance as typed (a percentage). */
export type DraftItem = { itemId: string; name: string; valueCents: number; thumbUrl: string | null; imageUrl: string | null; chance: string };

export function draftItemOf(item: CatalogueItem, chance = ''): DraftItem {
  return { itemId: item.id, name: item.name, valueCents: item.valueCents, thumbUrl: item.thumbUrl, imageUrl: item.imageUrl, chance };
}

/**
 * The items of a pack being made (a player's /createpack, the admin's editor), in the order they
 * were picked: at most 50, each once, each with a chance typed as a percentage.
 */
export function useDraftItems(initial: DraftItem[] = []) {
  const [items, setItems] = useState(initial);
  const ids = useMemo(() => new Set(items.map((item) => item.itemId)), [items]);

  function add(item: CatalogueItem, chance = '') {
    setItems((current) => (current.length >= PACK_MAX_ITEMS || current.some((entry) => entry.itemId === item.id) ? current : [...current, draftItemOf(item, chance)]));
  }

  function remove(itemId: string) {
    setItems((current) => current.filter((entry) => entry.itemId !== itemId));
  }

  return {
    items,
    ids,
    full: items.length >= PACK_MAX_ITEMS,
    add,
    remove,
    toggle: (item: CatalogueItem) => (ids.has(item.id) ? remove(item.id) : add(item)),
    setChance: (itemId: string, chance: string) => setItems((current) => current.map((entry) => (entry.itemId === itemId ? { ...entry, chance } : entry))),
    /** 100 % split as evenly as 0.001 % steps allow (3 items: 33.334, 33.333, 33.333). */
    splitEvenly: () =>
      setItems((current) => {
        const split = evenSplit(current.length);
        return current.map((entry, index) => ({ ...entry, chance: ppmToPercentText(split[index] ?? 0) }));
      }),
  };
}
