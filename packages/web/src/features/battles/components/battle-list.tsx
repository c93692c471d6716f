import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { BATTLE_MODES, MODE_LABELS } from '@lootforge/core/battle-modes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SwordsIcon } from '../../../components/ui/icons';
import { Select, type SelectOption } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api';
import { battleKeys, type BattleFilter, type BattlePages, type BattleQuery } from '../api';
import { useBattleList } from '../requests/get-battles';
import { useBattleListLive } from '../use-battle-live';
import { BATTLE_TABS, PRICE_RANGES, queryOf, SORT_OPTIONS, useBattleView, type BattleView } from '../use-battle-query';
import { BattleRow } from './battle-row';
import { JOINED_BATTLE, useJoinFlow } from './use-join';
import { LoadMore } from '../../../components/ui/load-more';

const EMPTY: Record<BattleFilter, { title: string; description: string }> = {
  all: { title: 'No battles yet', description: 'Battles show up here the moment someone opens one. Start the first and others can join your seats.' },
  open: { title: 'No open battles right now', description: 'Every battle is full or finished. Create one and it appears here for others to join.' },
  live: { title: 'Nothing is spinning right now', description: 'A battle goes live the moment its last seat fills. Join an open one to start it.' },
  finished: { title: 'No finished battles yet', description: 'When a battle has played out, its winner and pot are listed here.' },
  completed: { title: 'No finished battles yet', description: 'When a battle has played out, its winner and pot are listed here.' },
};

/** "Changing the filter resets the page size to 10" (DESIGN §4): keep only the first page of that list. */
export function useResetFilter() {
  const queryClient = useQueryClient();
  return (query: BattleQuery) =>
    queryClient.setQueryData<BattlePages>(battleKeys.list(query), (data) =>
      data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
}

/**
 * The list with its tabs (All, Open, Live, Finished), order and filters, all kept in the address.
 * `id` names the tab panel; `emptyAction` is offered when nothing matches.
 */
export function BattleBrowser({ emptyAction, title }: { emptyAction?: ReactNode; title?: ReactNode }) {
  const [view, setView] = useBattleView();
  const resetFilter = useResetFilter();
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const change = (next: Partial<BattleView>) => {
    resetFilter(queryOf({ ...view, ...next }));
    setView(next);
  };
  const filtered = view.mode !== null || view.price !== 'any';

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {title}
      <div className="flex flex-col gap-3 xl:flex-row xl:items-end xl:justify-between">
        <Tabs items={BATTLE_TABS} active={view.tab} idPrefix={idPrefix} label="Battles to show" onChange={(tab) => change({ tab })} className="w-full sm:w-auto sm:self-start xl:self-auto" />
        <BattleFilters view={view} onChange={change} />
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel-${view.tab}`} aria-labelledby={`${idPrefix}-tab-${view.tab}`}>
        <BattleList
          query={queryOf(view)}
          emptyAction={
            filtered ? (
              <Button variant="secondary" onClick={() => change({ mode: null, price: 'any' })}>
                Clear filters
              </Button>
            ) : (
              emptyAction
            )
          }
        />
      </div>
    </div>
  );
}

function BattleFilters({ view, onChange }: { view: BattleView; onChange: (next: Partial<BattleView>) => void }) {
  const id = useId();
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:items-end sm:gap-3">
      <FilterSelect
        id={`${id}-sort`}
        label="Sort"
        width="sm:w-44"
        value={view.sort}
        onChange={(value) => onChange({ sort: value as BattleView['sort'] })}
        options={SORT_OPTIONS.map((option) => ({ value: option.id, label: option.label }))}
      />
      <FilterSelect
        id={`${id}-mode`}
        label="Mode"
        width="sm:w-40"
        value={view.mode ?? ''}
        onChange={(value) => onChange({ mode: value || null })}
        options={[{ value: '', label: 'All modes' }, ...BATTLE_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))]}
      />
      <FilterSelect
        id={`${id}-price`}
        label="Price"
        width="sm:w-36"
        value={view.price}
        onChange={(value) => onChange({ price: value as BattleView['price'] })}
        options={PRICE_RANGES.map((range) => ({ value: range.id, label: range.label }))}
      />
    </div>
  );
}

/** One labelled filter above the list: compact on a phone (three side by side), a fixed width from `sm` up. */
function FilterSelect({
  id,
  label,
  width,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  width: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-none">
      <label htmlFor={id} className="text-xs font-medium text-fg-subtle">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn('h-10! bg-position-[right_0.5rem_center]! pr-7! pl-2.5! text-[13px]! sm:bg-position-[right_0.8rem_center]! sm:pr-10! sm:pl-3.5! sm:text-sm!', width)}
        options={options}
      />
    </div>
  );
}

function RowSkeleton() {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-line bg-ink-850 px-4 py-3">
      <div className="flex gap-1.5">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="size-11 rounded-lg" />
        ))}
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-40" />
      </div>
      <Skeleton className="hidden h-9 w-28 rounded-xl sm:block" />
    </div>
  );
}

/** The battle list: rows, live updates, skeletons, empty state and "Show More". */
export function BattleList({ query, emptyAction, className }: { query: BattleQuery; emptyAction?: ReactNode; className?: string }) {
  const list = useBattleList(query);
  const battles = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? []).flatMap((page) => page.battles).filter((battle) => !seen.has(battle.id) && seen.add(battle.id));
  }, [list.data]);
  useBattleListLive(battles);
  const join = useJoinFlow();

  if (list.isPending) {
    return (
      <div className={cn('flex flex-col gap-2', className)} aria-busy="true" aria-label="Loading battles">
        {Array.from({ length: 5 }, (_, index) => (
          <RowSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (list.isError) {
    return (
      <Card>
        <LoadError title="We could not load the battles" description={errorMessage(list.error)} icon={<SwordsIcon />} query={list} />
      </Card>
    );
  }

  if (battles.length === 0) {
    return (
      <Card>
        <EmptyState icon={<SwordsIcon />} title={EMPTY[query.filter].title} description={EMPTY[query.filter].description} action={emptyAction} />
      </Card>
    );
  }

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <ul className="flex flex-col gap-2" aria-label="Battles">
        {battles.map((battle) => (
          <li key={battle.id} className="animate-fade-in">
            <BattleRow
              battle={battle}
              userName={join.userName}
              joining={join.joiningId === battle.id}
              onJoin={(battleId) => void join.start(battleId, { successMessage: JOINED_BATTLE })}
            />
          </li>
        ))}
      </ul>
      <LoadMore list={list} look="page" />
    </div>
  );
}
