import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyCard } from '../../../components/ui/empty-state';
import { HistoryIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { useMe } from '../../../lib/session';
import { useMyBattles } from '../requests/get-battles';
import { BattleCardSkeleton } from '../components/battle-card-skeleton';
import { Money } from '../../../components/ui/money';
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
                <NetResult mine={battle.mine ?? null} status={battle.status} />
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

/** What the battle did for this player: paid, received, and the difference, once the reels have ended. */
function NetResult({ mine, status }: { mine: { paidCents: number; receivedCents: number | null } | null; status: string }) {
  if (!mine) return null;
  if (status === 'cancelled') return <p className="text-sm text-fg-muted" data-net="refunded">Refunded in full</p>;
  if (mine.receivedCents === null) {
    return (
      <p className="text-sm text-fg-muted" data-net="pending">
        Paid <Money cents={mine.paidCents} /> · result when the reels end
      </p>
    );
  }
  const net = mine.receivedCents - mine.paidCents;
  return (
    <p className={net >= 0 ? 'text-sm font-semibold text-success' : 'text-sm font-semibold text-danger'} data-net={net}>
      {net >= 0 ? 'Won ' : 'Lost '}
      <Money cents={Math.abs(net)} />
      <span className="font-normal text-fg-muted">
        {' '}
        · paid <Money cents={mine.paidCents} />, received <Money cents={mine.receivedCents} />
      </span>
    </p>
  );
}
