import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { allCountries, searchCountries, type Country } from '../../lib/countries';
import { cn } from '../../lib/cn';
import { ChevronDownIcon, SearchIcon } from './icons';

/**
 * The country's ISO code as a small chip: emoji flags are missing on Windows and many Linux
 * desktops. `drawn` draws the code from CSS rather than as text, for a control whose visible text
 * must match its name (the code is decoration beside the country's name).
 */
export function CountryChip({ code, drawn = false, className }: { code: string; drawn?: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-code={drawn ? code : undefined}
      className={cn(
        'inline-grid h-5 w-7 shrink-0 place-items-center rounded-[5px] bg-ink-600 text-[10px] font-bold tracking-wide text-fg-muted ring-1 ring-line-strong ring-inset',
        drawn && 'before:content-[attr(data-code)]',
        className,
      )}
    >
      {drawn ? null : code}
    </span>
  );
}

/** What the button that opens a country list gets from it: its ref, its popup state and its handlers. */
export type CountryTriggerProps = {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-haspopup': 'listbox';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/**
 * A button and the searchable country list it opens below it, for both country pickers (an
 * address's country, the phone number's dialling code). The search box is a combobox over the list
 * (arrows, Page Up/Down, Enter, Escape); the caller draws the button from `trigger`, spreading the
 * props it is given. `showDial` puts each country's dialling code beside its name.
 */
export function CountryList({
  value,
  onChange,
  trigger,
  searchPlaceholder,
  showDial = false,
  className,
}: {
  value: string;
  onChange: (code: CountryCode) => void;
  trigger: (props: CountryTriggerProps, open: boolean) => ReactNode;
  searchPlaceholder: string;
  showDial?: boolean;
  className?: string;
}) {
  const listId = `${useId()}-countries`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const countries = allCountries();
  const results = useMemo(() => searchCountries(countries, query), [countries, query]);

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
    <div ref={rootRef} className={className}>
      {trigger(
        {
          ref: buttonRef,
          'aria-haspopup': 'listbox',
          'aria-expanded': open,
          'aria-controls': open ? listId : undefined,
          onClick: () => (open ? close(false) : openList()),
          onKeyDown: (event) => {
            if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
              event.preventDefault();
              openList();
            }
          },
        },
        open,
      )}

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
              aria-activedescendant={results[active] ? `${listId}-${results[active].code}` : undefined}
              value={query}
              placeholder={searchPlaceholder}
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
              results.map((country, index) => (
                <li
                  key={country.code}
                  id={`${listId}-${country.code}`}
                  role="option"
                  aria-selected={country.code === value}
                  data-index={index}
                  onPointerMove={() => setActive(index)}
                  onClick={() => choose(country)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
                    index === active ? 'bg-ink-700 text-fg' : 'text-fg-muted',
                    country.code === value && 'font-semibold text-cool',
                  )}
                >
                  <CountryChip code={country.code} />
                  <span className="min-w-0 flex-1 truncate">{country.name}</span>
                  {showDial ? <span className="tabular-nums text-fg-subtle">+{country.dial}</span> : null}
                </li>
              ))
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The country of an address, as a form field: a button that reads like an input ("India") and
 * opens a searchable list (type "ger" or "DE"; arrows, Enter, Escape). `value` is an ISO code, ''
 * for none yet. Give it the field's id, as the other inputs; `label` names it with its value
 * ("Country: India"), as a select is read.
 */
export function CountrySelect({
  id,
  label = 'Country',
  value,
  onChange,
  invalid = false,
  describedBy,
  disabled = false,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (code: string) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const selected = allCountries().find((country) => country.code === value);

  return (
    <CountryList
      value={value}
      onChange={onChange}
      searchPlaceholder="Country name or code, e.g. Germany or DE"
      className="relative"
      trigger={(triggerProps, open) => (
        <button
          id={id}
          type="button"
          disabled={disabled}
          // Read as a select is: "Country, United Kingdom" (its label, then its value, which is its visible text).
          aria-labelledby={`${id}-name ${id}-value`}
          {...triggerProps}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'flex h-11 w-full items-center gap-2.5 rounded-xl border border-line-strong bg-ink-950/60 px-3.5 text-left text-sm transition-colors hover:border-ink-500',
            'focus:border-cool focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-cool/50 disabled:cursor-not-allowed disabled:opacity-55',
            invalid && 'border-danger',
            open && 'border-cool',
          )}
        >
          <span id={`${id}-name`} className="sr-only">
            {label}
          </span>
          {selected ? <CountryChip code={selected.code} drawn /> : null}
          <span id={`${id}-value`} className={cn('min-w-0 flex-1 truncate', selected ? 'text-fg' : 'text-fg-subtle')}>
            {selected?.name ?? 'Choose a country'}
          </span>
          <ChevronDownIcon strokeWidth={2} className={cn('size-4 shrink-0 text-fg-subtle transition-transform', open && 'rotate-180')} />
        </button>
      )}
    />
  );
}
