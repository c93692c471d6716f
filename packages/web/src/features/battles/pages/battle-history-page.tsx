import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { HistoryIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { useMe } from '../../auth/api';
import { useMyBattles } from '../api';
import { BattleCardSkeleton } from '../components/battle-card-skeleton';
import { BattleListCard } from '../components/battle-list-card';
import { useJoinFlow } from '../components/use-join';
import { useBattleListLive } from '../use-battle-live';

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
        eyebrow={<Badge tone="violet">Normal + Upside Down</Badge>}
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
        <Card>
          <EmptyState
            icon={<HistoryIcon />}
            title="No battles in your history yet"
            description="Join or create a battle and it will be listed here with its cost, players and pot."
            action={
              <ButtonLink to="/battlepage1" variant="secondary">
                Find a battle
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <div className="flex flex-col gap-5">
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Your battles">
            {battles.map((battle) => (
              <li key={battle.id} className="flex flex-col [&>*]:flex-1">
                <BattleListCard
                  battle={battle}
                  userId={join.userId}
                  joining={join.joiningId === battle.id}
                  onJoin={(battleId) => void join.start(battleId)}
                  showId
                />
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" size="lg" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()} className="min-w-44">
                Show More
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Page>
  );
}
