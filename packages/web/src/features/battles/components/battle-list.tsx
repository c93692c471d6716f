import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SwordsIcon } from '../../../components/ui/icons';
import { Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api';
import { battleKeys, useBattleList, type BattleFilter, type BattlePages } from '../api';
import { useBattleListLive } from '../use-battle-live';
import { BattleCardSkeleton } from './battle-card-skeleton';
import { BattleListCard } from './battle-list-card';
import { JOINED_BATTLE, useJoinFlow } from './use-join';

export const FILTERS: ReadonlyArray<{ id: BattleFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'completed', label: 'Completed' },
];

const EMPTY: Record<BattleFilter, { title: string; description: string }> = {
  all: { title: 'No battles yet', description: 'Battles show up here the moment someone opens one. Start the first and others can join your seats.' },
  open: { title: 'No open battles right now', description: 'Every battle is full or finished. Create one and it appears here for others to join.' },
  completed: { title: 'No finished battles yet', description: 'When a battle has played out, its winner and pot are listed here.' },
};

/** "Changing the filter resets the page size to 10" (spec §4): keep only the first page of that list. */
export function useResetFilter() {
  const queryClient = useQueryClient();
  return (filter: BattleFilter) =>
    queryClient.setQueryData<BattlePages>(battleKeys.list(filter), (data) =>
      data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
}

export function FilterSelect({ value, onChange, className }: { value: BattleFilter; onChange: (filter: BattleFilter) => void; className?: string }) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-fg-muted">
        Filter<span className="sr-only"> battles</span>
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as BattleFilter)} className="h-10 w-36">
        {FILTERS.map((filter) => (
          <option key={filter.id} value={filter.id}>
            {filter.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The battle list: cards, live updates, skeletons, empty state and "Show More". */
export function BattleList({ filter, gridClassName, emptyAction }: { filter: BattleFilter; gridClassName?: string; emptyAction?: ReactNode }) {
  const list = useBattleList(filter);
  const battles = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? []).flatMap((page) => page.battles).filter((battle) => !seen.has(battle.id) && seen.add(battle.id));
  }, [list.data]);
  useBattleListLive(battles);
  const join = useJoinFlow();

  const grid = cn('grid grid-cols-1 gap-4 md:grid-cols-2', gridClassName);

  if (list.isPending) {
    return (
      <div className={grid} aria-busy="true" aria-label="Loading battles">
        {Array.from({ length: 4 }, (_, index) => (
          <BattleCardSkeleton key={index} />
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
        <EmptyState icon={<SwordsIcon />} title={EMPTY[filter].title} description={EMPTY[filter].description} action={emptyAction} />
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <ul className={grid} aria-label="Battles">
        {battles.map((battle) => (
          <li key={battle.id} className="flex animate-fade-in flex-col [&>*]:flex-1">
            <BattleListCard
              battle={battle}
              userId={join.userId}
              joining={join.joiningId === battle.id}
              onJoin={(battleId) => void join.start(battleId, { successMessage: JOINED_BATTLE })}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} className="min-w-44">
            Show More
          </Button>
        </div>
      ) : null}
    </div>
  );
}
