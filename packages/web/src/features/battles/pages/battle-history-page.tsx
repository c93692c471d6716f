import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { HistoryIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useMe } from '../../../lib/session';
import { useMyBattles } from '../requests/get-battles';
import { BattleCardSkeleton } from '../components/battle-card-skeleton';
import { MoneyPhraseText } from '../../../components/ui/money-phrase';
import type { BattleCard } from '../api';
import { historyResult } from '../history-result';
import { BattleListCard } from '../components/battle-list-card';
import { useJoinFlow } from '../components/use-join';
import { useBattleListLive } from '../use-battle-live';
import { LoadMore } from '../../../components/ui/load-more';

/** /forgemain: the signed-in user's battles, newest first (signed-out visitors are sent to /). */
export function BattleHistoryPage() {
  const { data: me } = useMe();
  const history = useMyBattles(Boolean(me));
  const battles = useMemo(() => {
    const seen = new Set<string>();
    return (history.data?.pages ?? []).flatMap((page) => page.battles).filter((battle) => !seen.has(battle.id) && seen.add(battle.id));
  }, [history.data]);
  useBattleListLive(battles);
  const join = useJoinFlow();

  return (
    <Page>
      <PageHeader
        title="Battle History"
        description="Every battle you created or joined, newest first."
        eyebrow={<Badge tone="violet">Every mode</Badge>}
      />
      {history.isPending ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading your battles">
          {Array.from({ length: 3 }, (_, index) => (
            <BattleCardSkeleton key={index} />
          ))}
        </div>
      ) : history.isError ? (
        <Card>
          <LoadError title="We could not load your battles" description={errorMessage(history.error)} icon={<HistoryIcon />} query={history} />
        </Card>
      ) : battles.length === 0 ? (
        <EmptyCard
          icon={<HistoryIcon />}
          title="No battles in your history yet"
          description="Join or create a battle and it will be listed here with its cost, players and pot."
          link={{ to: '/battlepage1', label: 'Find a battle' }}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Your battles">
            {battles.map((battle) => (
              <li key={battle.id} className="flex flex-col gap-2 [&>*:last-child]:flex-1">
                <NetResult mine={battle.mine} status={battle.status} />
                <BattleListCard
                  battle={battle}
                  userName={join.userName}
                  joining={join.joiningId === battle.id}
                  onJoin={(battleId) => void join.start(battleId)}
                  showId
                />
              </li>
            ))}
          </ul>
          <LoadMore list={history} look="page" />
        </div>
      )}
    </Page>
  );
}

/** What the battle did for this player: the result, what they paid and received, and what the house kept of a borrowed win. */
function NetResult({ mine, status }: { mine: BattleCard['mine']; status: BattleCard['status'] }) {
  if (!mine) return null;
  const result = historyResult(mine, status);
  const tone = { won: 'font-semibold text-success', lost: 'font-semibold text-danger', even: 'font-semibold text-fg', pending: 'text-fg-muted', refunded: 'text-fg-muted' }[result.kind];
  return (
    <p className={cn('text-sm', tone)} data-net={result.kind}>
      <MoneyPhraseText phrase={result.headline} />
      <span className="font-normal text-fg-muted">
        <MoneyPhraseText phrase={result.detail} />
      </span>
    </p>
  );
}
