import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { parseDollars } from '@lootforge/core/money';
import { useCatalogue } from './requests/get-catalogue';

/** How long typing must pause before the catalogue is asked again. */
const SEARCH_PAUSE_MS = 300;

/**
 * The catalogue picker's search: the fields as typed, the search as asked once typing pauses,
 * and the page, which belongs to one search (a new search starts at its first page).
 */
export function useCatalogueSearch() {
  const [text, setText] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [q] = useDebounce(text.trim(), SEARCH_PAUSE_MS);
  const [maxPriceText] = useDebounce(maxPrice.trim(), SEARCH_PAUSE_MS);
  const maxPriceCents = maxPriceText === '' ? null : parseDollars(maxPriceText);
  const searchKey = `${q}|${maxPriceCents ?? ''}`;
  const [paging, setPaging] = useState({ key: searchKey, offset: 0 });
  const offset = paging.key === searchKey ? paging.offset : 0;

  return {
    text,
    setText,
    maxPrice,
    setMaxPrice,
    maxPriceInvalid: maxPrice.trim() !== '' && parseDollars(maxPrice.trim()) === null,
    q,
    filtered: q !== '' || maxPriceCents !== null,
    offset,
    setOffset: (next: number) => setPaging({ key: searchKey, offset: next }),
    catalogue: useCatalogue({ q, maxPriceCents, offset }),
  };
}
