import { layoutsFor, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, MODE_LABELS, type BattleMode, type TeamLayout } from '@lootforge/core/battle';
import { PLAYERS_RULE, VALID_AMOUNT, createBattleSchema } from '@lootforge/core/contracts/battles';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CloseIcon, PackageIcon, PlusIcon, SearchIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Notice } from '../../../components/ui/notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { useMe } from '../../auth/api';
import type { PackSummary } from '@lootforge/core/contracts/packs';
import { newIdempotencyKey, useCreateBattle, usePackSearch } from '../api';
import { BATTLE_MODES } from './battle-modes';

const QUICK_PLAYERS = [2, 3, 4, 6, 10] as const;

/** Whole numbers 2..10 only (spec §5); anything else is null. */
export function parsePlayers(text: string): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(text)) return null;
  const players = Number(text);
  return players >= MIN_PLAYERS && players <= MAX_PLAYERS ? players : null;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The create form, for the list's modal and the /createbattle page: players, mode (and team
 * layout), a pack per round, and the entry computed from the packs. On success it toasts and
 * opens the new battle; on failure it toasts the server's message and stays as it was.
 */
export function CreateBattleForm({ onCreated, variant = 'page' }: { onCreated?: () => void; variant?: 'page' | 'modal' }) {
  const id = useId();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const create = useCreateBattle(me?.id ?? null);

  const [playersText, setPlayersText] = useState('');
  const [playersTouched, setPlayersTouched] = useState(false);
  const [mode, setMode] = useState<BattleMode>('normal');
  const [teamLayout, setTeamLayout] = useState<TeamLayout | null>(null);
  const [rounds, setRounds] = useState<PackSummary[]>([]);
  const [query, setQuery] = useState('');
  const attemptRef = useRef<{ signature: string; key: string } | null>(null);
  const search = usePackSearch(useDebounced(query.trim(), 250));

  const players = parsePlayers(playersText);
  const layouts = players ? layoutsFor(players) : [];
  const entryCents = rounds.reduce((sum, pack) => sum + pack.priceCents, 0);
  const playersError = playersTouched && playersText !== '' && players === null ? `Whole numbers from ${MIN_PLAYERS} to ${MAX_PLAYERS}.` : null;
  const full = rounds.length >= MAX_ROUNDS;

  function changePlayers(text: string) {
    setPlayersText(text);
    const next = parsePlayers(text);
    const nextLayouts = next ? layoutsFor(next) : [];
    if (mode === 'team' && next && nextLayouts.length === 0) setMode('normal');
    if (teamLayout && !nextLayouts.includes(teamLayout)) setTeamLayout(nextLayouts[0] ?? null);
  }

  function chooseMode(next: BattleMode) {
    setMode(next);
    if (next === 'team' && !teamLayout) setTeamLayout(layouts[0] ?? null);
  }

  function addRound(pack: PackSummary) {
    if (full) {
      toast.error(`A battle has at most ${MAX_ROUNDS} rounds.`);
      return;
    }
    setRounds((current) => [...current, pack].slice(0, MAX_ROUNDS));
  }

  async function submit() {
    setPlayersTouched(true);
    if (players === null) {
      toast.error(`Players: ${PLAYERS_RULE}.`);
      return;
    }
    if (rounds.length === 0 || entryCents <= 0) {
      toast.error(VALID_AMOUNT);
      return;
    }
    if (mode === 'team' && layouts.length === 0) {
      toast.error('Team battles need 4 (2v2), 6 (3v3 or 2v2v2) or 10 (5v5) players.');
      return;
    }
    const parsed = createBattleSchema.safeParse({
      players,
      mode,
      teamLayout: mode === 'team' ? (teamLayout ?? layouts[0]) : null,
      packIds: rounds.map((pack) => pack.id),
    });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? VALID_AMOUNT);
      return;
    }
    // One key per battle asked for: pressing again after a lost answer cannot pay twice.
    const signature = JSON.stringify(parsed.data);
    if (attemptRef.current?.signature !== signature) attemptRef.current = { signature, key: newIdempotencyKey() };
    try {
      const { battle, message } = await create.mutateAsync({ input: parsed.data, idempotencyKey: attemptRef.current.key });
      attemptRef.current = null;
      toast.success(message);
      onCreated?.();
      await navigate(`/allbattlesecondsec/${battle.id}`);
    } catch (error) {
      // Never close silently on failure: the message shows and the form keeps what was entered.
      toast.error(errorMessage(error));
    }
  }

  const summary = (
    <dl className="flex flex-col gap-2.5 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Players</dt>
        <dd className="font-medium tabular-nums">{players ?? '—'}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Mode</dt>
        <dd className="font-medium">
          {MODE_LABELS[mode]}
          {mode === 'team' && teamLayout ? ` ${teamLayout}` : ''}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Rounds</dt>
        <dd className="font-medium tabular-nums">{rounds.length}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-fg-muted">Pot when full</dt>
        <dd className="font-medium tabular-nums">{players ? formatCents(entryCents * players) : '—'}</dd>
      </div>
      <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <dt className="font-medium text-fg">
          <label htmlFor={`${id}-entry`}>Entry amount</label>
        </dt>
        <dd>
          <output id={`${id}-entry`} aria-live="polite" className="text-xl font-bold text-accent tabular-nums">
            {formatCents(entryCents)}
          </output>
        </dd>
      </div>
    </dl>
  );

  return (
    <form
      noValidate
      aria-label="Create Battle"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className={cn('grid grid-cols-1 gap-5', variant === 'page' && 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6')}
      aria-busy={create.isPending || undefined}
    >
      <div className={cn('flex min-w-0 flex-col gap-5', variant === 'page' && 'rounded-card border border-line bg-ink-850/80 p-4 sm:p-5')}>
        {me ? null : (
          <Notice title="Sign in to create a battle">
            You pay the entry from your wallet and take the first seat.{' '}
            <Link to="/loginsignup" className="font-semibold text-cool hover:text-cool-hover">
              Login
            </Link>
          </Notice>
        )}

        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-players`} className="text-sm font-medium text-fg">
            Players
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              id={`${id}-players`}
              type="number"
              inputMode="numeric"
              min={MIN_PLAYERS}
              max={MAX_PLAYERS}
              step={1}
              value={playersText}
              onChange={(event) => changePlayers(event.target.value)}
              onBlur={() => setPlayersTouched(true)}
              placeholder={PLAYERS_RULE}
              aria-invalid={playersError ? true : undefined}
              aria-describedby={playersError ? `${id}-players-error` : `${id}-players-hint`}
              className="sm:max-w-72"
            />
            <div className="flex gap-1.5" role="group" aria-label="Quick pick players">
              {QUICK_PLAYERS.map((count) => (
                <button
                  key={count}
                  type="button"
                  onClick={() => changePlayers(String(count))}
                  aria-pressed={players === count}
                  className={cn(
                    'h-10 min-w-10 flex-1 rounded-lg px-2 text-sm font-semibold tabular-nums ring-1 ring-inset transition-colors sm:flex-none',
                    players === count ? 'bg-cool/15 text-cool ring-cool/50' : 'bg-ink-800 text-fg-muted ring-line hover:text-fg hover:ring-line-strong',
                  )}
                >
                  {count}
                </button>
              ))}
            </div>
          </div>
          {playersError ? (
            <p id={`${id}-players-error`} className="text-xs font-medium text-danger">
              {playersError}
            </p>
          ) : (
            <p id={`${id}-players-hint`} className="text-xs text-fg-subtle">
              Whole numbers from {MIN_PLAYERS} to {MAX_PLAYERS}. You take the first seat.
            </p>
          )}
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-fg">Mode</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {BATTLE_MODES.map((option) => {
              const unavailable = option.id === 'team' && layouts.length === 0;
              const checked = mode === option.id;
              return (
                <label
                  key={option.id}
                  className={cn(
                    'flex gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cool',
                    checked ? 'border-cool/60 bg-cool/8' : 'border-line bg-ink-950/40 hover:border-line-strong',
                    unavailable ? 'cursor-not-allowed opacity-55' : 'cursor-pointer',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={option.id}
                    checked={checked}
                    disabled={unavailable}
                    onChange={() => chooseMode(option.id)}
                    className="mt-1 accent-cool"
                  />
                  <span>
                    <span className="block text-sm font-semibold">{option.label}</span>
                    <span className="block text-xs leading-5 text-fg-muted">
                      {unavailable ? 'Needs 4, 6 or 10 players.' : option.rule}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {mode === 'team' && layouts.length > 0 ? (
            <div className="mt-2 flex flex-wrap items-center gap-2" role="radiogroup" aria-label="Team layout">
              <span className="text-sm text-fg-muted">Teams</span>
              {layouts.map((layout) => {
                const selected = (teamLayout ?? layouts[0]) === layout;
                return (
                  <button
                    key={layout}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    onClick={() => setTeamLayout(layout)}
                    className={cn(
                      'h-9 rounded-lg px-3 text-sm font-semibold ring-1 ring-inset',
                      selected ? 'bg-cool/15 text-cool ring-cool/50' : 'bg-ink-800 text-fg-muted ring-line hover:text-fg',
                    )}
                  >
                    {layout}
                  </button>
                );
              })}
            </div>
          ) : null}
        </fieldset>

        <section className="flex flex-col gap-3" aria-labelledby={`${id}-rounds-label`}>
          <div className="flex items-baseline justify-between gap-3">
            <h3 id={`${id}-rounds-label`} className="text-sm font-medium text-fg">
              Rounds
            </h3>
            <span className="text-xs text-fg-subtle tabular-nums">
              {rounds.length} / {MAX_ROUNDS}
              {rounds.length > 0 ? (
                <button type="button" onClick={() => setRounds([])} className="ml-3 font-semibold text-cool hover:text-cool-hover">
                  Clear
                </button>
              ) : null}
            </span>
          </div>
          {rounds.length === 0 ? (
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
              {rounds.map((pack, index) => (
                <li key={index} className="flex items-center gap-3 rounded-xl bg-ink-950/50 py-1.5 pr-1.5 pl-2 ring-1 ring-line ring-inset">
                  <span className="w-6 text-center text-xs font-semibold text-fg-subtle tabular-nums">{index + 1}</span>
                  <PackThumb pack={pack} className="size-9" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{pack.name}</span>
                  <Money cents={pack.priceCents} className="text-sm text-fg-muted" />
                  <button
                    type="button"
                    onClick={() => addRound(pack)}
                    disabled={full}
                    className="grid size-8 place-items-center rounded-lg text-fg-subtle hover:bg-ink-700 hover:text-fg disabled:opacity-40"
                    title="Add this pack again"
                  >
                    <PlusIcon className="size-4" />
                    <span className="sr-only">Add {pack.name} again</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => setRounds((current) => current.filter((_, i) => i !== index))}
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
            <div className="relative">
              <label htmlFor={`${id}-search`} className="sr-only">
                Search packs
              </label>
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle" />
              <Input
                id={`${id}-search`}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  // Enter searches (it already does as you type); it must not submit the battle.
                  if (event.key === 'Enter') event.preventDefault();
                }}
                placeholder="Search packs"
                autoComplete="off"
                className="pl-9"
              />
            </div>
            <PackPicker search={search} onAdd={addRound} disabled={full} />
          </div>
        </section>
      </div>

      {variant === 'page' ? (
        <div className="flex h-fit flex-col gap-4 rounded-card border border-line bg-ink-850/80 p-4 sm:p-5 lg:sticky lg:top-24">
          <h2 className="text-sm font-semibold">Summary</h2>
          {summary}
          <Button type="submit" size="lg" loading={create.isPending} className="w-full">
            Create Battle
          </Button>
        </div>
      ) : (
        // In the dialog the total and the button stay in view while the rounds scroll.
        <div className="sticky bottom-0 z-10 -mx-5 -mb-4 flex items-center gap-4 border-t border-line bg-ink-850/95 px-5 py-3 backdrop-blur">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-fg-subtle">
              <label htmlFor={`${id}-entry`}>Entry amount</label>
              <span className="tabular-nums">
                {' '}
                · {rounds.length} {rounds.length === 1 ? 'round' : 'rounds'}
                {players ? ` · pot ${formatCents(entryCents * players)}` : ''}
              </span>
            </p>
            <output id={`${id}-entry`} aria-live="polite" className="text-xl font-bold text-accent tabular-nums">
              {formatCents(entryCents)}
            </output>
          </div>
          <Button type="submit" size="lg" loading={create.isPending}>
            Create Battle
          </Button>
        </div>
      )}
    </form>
  );
}

function PackThumb({ pack, className }: { pack: Pick<PackSummary, 'name' | 'thumbUrl'>; className?: string }) {
  return (
    <span className={cn('grid shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-750', className)}>
      {pack.thumbUrl ? (
        <img src={pack.thumbUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <PackageIcon className="size-1/2 text-fg-subtle" />
      )}
    </span>
  );
}

function PackPicker({ search, onAdd, disabled }: { search: ReturnType<typeof usePackSearch>; onAdd: (pack: PackSummary) => void; disabled: boolean }) {
  if (search.isPending) {
    return (
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-busy="true" aria-label="Loading packs">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  if (search.isError) {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <p className="text-sm text-fg-muted">Packs could not be loaded. {errorMessage(search.error)}</p>
        <Button variant="secondary" size="sm" loading={search.isFetching} onClick={() => void search.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const packs = search.data.packs;
  if (packs.length === 0) return <p className="py-4 text-center text-sm text-fg-muted">No packs match that search.</p>;
  return (
    <ul aria-label="Packs" className={cn('grid max-h-72 grid-cols-1 gap-2 overflow-y-auto pr-1 sm:grid-cols-2', search.isFetching && 'opacity-70')}>
      {packs.map((pack) => (
        <li key={pack.id}>
          <button
            type="button"
            onClick={() => onAdd(pack)}
            disabled={disabled}
            aria-label={`Add ${pack.name}, ${formatCents(pack.priceCents)}`}
            className="group flex w-full items-center gap-3 rounded-xl bg-ink-850 p-2 text-left ring-1 ring-line ring-inset transition-colors hover:bg-ink-800 hover:ring-line-strong disabled:opacity-50"
          >
            <PackThumb pack={pack} className="size-12" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold">{pack.name}</span>
              <Money cents={pack.priceCents} className="text-sm text-accent" />
            </span>
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-cool/10 text-cool ring-1 ring-cool/30 ring-inset group-hover:bg-cool/20">
              <PlusIcon className="size-4" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
