import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CountryChip } from '../../../components/ui/country-select';
import { ChevronDownIcon, SearchIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { allCountries, countryOf, searchCountries, type Country } from '../../../lib/countries';

/**
 * A searchable country list in a popover, for the phone number's dialling code. The trigger is a
 * button; the search box is a combobox over the list (arrows, Enter, Escape, Home/End).
 */
export function CountryPicker({
  value,
  onChange,
  disabled = false,
  className,
}: {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const countries = allCountries();
  const results = useMemo(() => searchCountries(countries, query), [countries, query]);
  const selected = countryOf(value);

  function openList() {
    setQuery('');
    setActive(Math.max(0, countries.findIndex((country) => country.code === value)));
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(country: Country | undefined) {
    if (!country) return;
    onChange(country.code);
    close(true);
  }

  // Focus the search box on open; close on a click anywhere else.
  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keep the active option in view as the arrows move it.
  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      PageDown: Math.min(last, active + 8),
      PageUp: Math.max(0, active - 8),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={rootRef} className={cn('static', className)}>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
            event.preventDefault();
            openList();
          }
        }}
        className="flex h-full items-center gap-2 rounded-l-xl pr-2.5 pl-3 text-sm font-semibold text-fg transition-colors hover:bg-ink-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-cool disabled:cursor-not-allowed disabled:opacity-55"
      >
        <CountryChip code={selected.code} />
        {/* Named "Country: India +91": what it is, and the dialling code as it reads on screen. */}
        <span className="sr-only">Country: {selected.name} </span>
        <span className="tabular-nums">+{selected.dial}</span>
        <ChevronDownIcon strokeWidth={2} className={cn('size-4 text-fg-subtle transition-transform', open && 'rotate-180')} />
      </button>

      {open ? (
        <div className="absolute inset-x-0 top-[calc(100%+0.5rem)] z-30 overflow-hidden rounded-xl border border-line-strong bg-ink-800 shadow-[0_24px_48px_-16px_rgb(0_0_0/0.8)] animate-fade-in">
          <div className="relative border-b border-line p-2">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-fg-subtle" />
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              aria-label="Search countries"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={results[active] ? `${id}-opt-${results[active].code}` : undefined}
              value={query}
              placeholder="Country name or code, e.g. India or +91"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="h-10 w-full rounded-lg border border-line bg-ink-950/60 pr-3 pl-9 text-sm text-fg placeholder:text-fg-subtle focus:border-cool focus:outline-none"
            />
          </div>
          <ul ref={listRef} id={listId} role="listbox" aria-label="Countries" className="max-h-64 overflow-y-auto overscroll-contain p-1">
            {results.length === 0 ? (
              <li role="presentation" className="px-3 py-6 text-center text-sm text-fg-subtle">
                No country matches “{query.trim()}”
              </li>
            ) : (
              results.map((country, index) => {
                const isSelected = country.code === value;
                return (
                  <li
                    key={country.code}
                    id={`${id}-opt-${country.code}`}
                    role="option"
                    aria-selected={isSelected}
                    data-index={index}
                    onPointerMove={() => setActive(index)}
                    onClick={() => choose(country)}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
                      index === active ? 'bg-ink-700 text-fg' : 'text-fg-muted',
                      isSelected && 'font-semibold text-cool',
                    )}
                  >
                    <CountryChip code={country.code} />
                    <span className="min-w-0 flex-1 truncate">{country.name}</span>
                    <span className="tabular-nums text-fg-subtle">+{country.dial}</span>
                  </li>
                );
              })
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
