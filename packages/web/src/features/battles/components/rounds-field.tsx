import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { MAX_ROUNDS } from '@lootforge/core/battle';
import { EmptyState } from '../../../components/ui/empty-state';
import { CloseIcon, PackageIcon, PlusIcon } from '../../../components/ui/icons';
import { SearchInput } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { usePackSearch } from '../requests/search-packs';
import type { BattleDraft } from '../use-battle-draft';
import { PackPicker, PackThumb } from './pack-picker';

/**
 * The rounds so far (a pack each, repeatable) and a search to add the next one from. Its heading is
 * one level below the form's own title: the page's h1, or the modal's h2.
 */
export function RoundsField({ id, draft, headingLevel }: { id: string; draft: BattleDraft; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [query, setQuery] = useState('');
  const [q] = useDebounce(query.trim(), 250);
  const search = usePackSearch(q);
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-rounds-label`}>
      <div className="flex items-baseline justify-between gap-3">
        <Heading id={`${id}-rounds-label`} className="text-sm font-medium text-fg">
          Rounds
        </Heading>
        <span className="text-xs text-fg-subtle tabular-nums">
          {draft.rounds.length} / {MAX_ROUNDS}
          {draft.rounds.length > 0 ? (
            <button type="button" onClick={draft.clearRounds} className="ml-3 font-semibold text-cool hover:text-cool-hover">
              Clear
            </button>
          ) : null}
        </span>
      </div>
      {draft.rounds.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line-strong">
          <EmptyState
            compact
            icon={<PackageIcon />}
            title="No rounds yet"
            description="Add a pack for each round. Every player opens it, and its items count toward their total."
          />
        </div>
      ) : (
        <ol id={`${id}-rounds`} aria-label="Chosen rounds" className="flex max-h-64 flex-col gap-1.5 overflow-y-auto pr-1">
          {draft.rounds.map((pack, index) => (
            <li key={index} className="flex items-center gap-3 rounded-xl bg-ink-950/50 py-1.5 pr-1.5 pl-2 ring-1 ring-line ring-inset">
              <span className="w-6 text-center text-xs font-semibold text-fg-subtle tabular-nums">{index + 1}</span>
              <PackThumb pack={pack} className="size-9" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{pack.name}</span>
              <Money cents={pack.priceCents} className="text-sm text-fg-muted" />
              <button
                type="button"
                onClick={() => draft.addRound(pack)}
                disabled={draft.full}
                className="grid size-8 place-items-center rounded-lg text-fg-subtle hover:bg-ink-700 hover:text-fg disabled:opacity-40"
                title="Add this pack again"
              >
                <PlusIcon className="size-4" />
                <span className="sr-only">Add {pack.name} again</span>
              </button>
              <button
                type="button"
                onClick={() => draft.removeRound(index)}
                className="grid size-8 place-items-center rounded-lg text-fg-subtle hover:bg-danger/15 hover:text-danger"
                title="Remove this round"
              >
                <CloseIcon className="size-4" />
                <span className="sr-only">
                  Remove round {index + 1} ({pack.name})
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}

      <div className="flex flex-col gap-2 rounded-xl border border-line bg-ink-950/30 p-3">
        <SearchInput
          id={`${id}-search`}
          label="Search packs"
          placeholder="Search packs"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches (it already does as you type); it must not submit the battle.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <PackPicker search={search} onAdd={draft.addRound} disabled={draft.full} />
      </div>
    </section>
  );
}
