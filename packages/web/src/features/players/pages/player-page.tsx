import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { publicPlayerAnswerSchema } from '@lootforge/core/contracts/players-answers';
import { Avatar } from '../../../components/ui/avatar';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CrownIcon, PackageIcon, SwordsIcon, TipIcon, TrophyIcon, UserIcon } from '../../../components/ui/icons';
import { Button } from '../../../components/ui/button';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { SkeletonMedia } from '../../../components/ui/skeleton';
import { StatStrip } from '../../../components/ui/stat-strip';
import { ApiError, apiFetch, errorMessage } from '../../../lib/api';
import { rarityOf } from '../../../lib/rarity';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/cn';
import { BattleRow } from '../../battles/components/battle-row';
import { useJoinFlow } from '../../battles/components/use-join';
import { TipDialog } from '../../chat/components/tip-dialog';
import { useMe } from '../../../lib/session';

const joined = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** /u/{name}: a player's public profile: who they are, their battle record, recent battles and best drops. */
export function PlayerPage() {
  const { name = '' } = useParams();
  useDocumentTitle(name);
  const profile = useQuery({
    queryKey: ['players', name.toLowerCase()],
    queryFn: ({ signal }) => apiFetch(`/api/users/${encodeURIComponent(name)}`, { signal, schema: publicPlayerAnswerSchema }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const join = useJoinFlow();
  const me = useMe();
  const [tipping, setTipping] = useState(false);

  if (profile.isPending) {
    return (
      <Page>
        <SkeletonMedia className="gap-4" thumb="size-24 rounded-full" title="h-8 w-48" line="h-4 w-32" label="Loading the profile" />
      </Page>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Page>
        <h1 className="sr-only">Player</h1>
        <Card>
          {missing ? (
            <EmptyState icon={<UserIcon />} title="No such player" description={`Nobody plays as “${name}” here. Check the spelling, or search for them.`} />
          ) : (
            <LoadError title="We could not load this profile" description={errorMessage(profile.error)} icon={<UserIcon />} query={profile} />
          )}
        </Card>
      </Page>
    );
  }

  const player = profile.data.player;
  const winRate = player.battlesPlayed > 0 ? Math.round((player.battlesWon / player.battlesPlayed) * 100) : 0;
  return (
    <Page>
      <header className="flex items-center gap-4 sm:gap-6">
        <Avatar src={player.avatarUrl ?? player.avatarThumbUrl} name={player.userName} size="xl" className="size-20 sm:size-24" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{player.userName}</h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-fg-muted">
            <LevelBadge level={player.level} size="md" decorative />
            <span>Level {player.level}</span>
            <span aria-hidden="true">·</span>
            <span>Joined {joined.format(player.joinedAt)}</span>
          </p>
        </div>
        {/* Another signed-in player (not self-excluded: no promotions then) may tip them (DESIGN §22). */}
        {me.data && !me.data.selfExcluded && me.data.userName?.toLowerCase() !== player.userName.toLowerCase() ? (
          <Button variant="secondary" size="sm" className="ml-auto shrink-0" onClick={() => setTipping(true)}>
            <TipIcon className="size-4" />
            Tip
          </Button>
        ) : null}
      </header>
      {tipping ? <TipDialog open toUserName={player.userName} onClose={() => setTipping(false)} /> : null}

      <StatStrip
        label="Battle record"
        tiles={[
          { label: 'Battles played', value: player.battlesPlayed, icon: <SwordsIcon className="size-5 text-cool" /> },
          { label: 'Battles won', value: `${player.battlesWon}${player.battlesPlayed > 0 ? ` · ${winRate}%` : ''}`, icon: <TrophyIcon className="size-5 text-accent" /> },
          { label: 'Biggest win', value: <Money cents={player.biggestWinCents} className="text-success" />, icon: <CrownIcon className="size-5 text-success" /> },
        ]}
      />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="recent-battles" className="flex min-w-0 flex-col gap-3">
          <h2 id="recent-battles" className="flex items-center gap-2 text-base font-semibold">
            <SwordsIcon className="size-4.5 text-cool" />
            Recent battles
          </h2>
          {player.recentBattles.length === 0 ? (
            <Card>
              <EmptyState icon={<SwordsIcon />} title="No battles yet" description={`${player.userName} has not played a battle yet.`} />
            </Card>
          ) : (
            <ul aria-label="Recent battles" className="flex flex-col gap-2">
              {player.recentBattles.map((battle) => (
                <li key={battle.id}>
                  <BattleRow battle={battle} userName={join.userName} joining={join.joiningId === battle.id} onJoin={(id) => void join.start(id)} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <Card className="h-fit">
          <CardHeader title="Best drops" headingLevel={2} icon={<PackageIcon className="size-4 text-accent" />} />
          {player.topDrops.length === 0 ? (
            <EmptyState icon={<PackageIcon />} title="No drops yet" description="Packs they open show up here, best first." />
          ) : (
            <ul aria-label="Best drops" className="divide-y divide-line">
              {player.topDrops.map((drop) => (
                <li key={drop.id} className="flex items-center gap-3 px-4 py-2.5 sm:px-5">
                  <ItemThumb src={drop.thumbUrl} valueCents={drop.valueCents} name={drop.itemName} className="size-11" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{drop.itemName}</p>
                    <Link to={`/productdetails?id=${encodeURIComponent(drop.packId)}`} className="truncate text-xs text-cool hover:text-cool-hover">
                      {drop.packName}
                    </Link>
                  </div>
                  <Money cents={drop.valueCents} className={cn('text-sm font-bold', rarityOf(drop.valueCents).textClass)} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Page>
  );
}
