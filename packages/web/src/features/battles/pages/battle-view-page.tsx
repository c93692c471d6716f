import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BORROW_PERCENTS, seatPrice } from '@lootforge/core/seat-price';
import { formatCents } from '@lootforge/core/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { EmptyCard } from '../../../components/ui/empty-state';
import { ArrowLeftIcon, EyeIcon, SwordsIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Notice } from '../../../components/ui/notice';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { isRealityCheckRefusal } from '../../../lib/reality-check-signal';
import { cn } from '../../../lib/cn';
import { isPlayer, type BattleDetail } from '../api';
import { useHostAction } from '../requests/host-action';
import { useBattle } from '../requests/get-battle';
import { BattleLobby } from '../components/battle-lobby';
import { modeRule } from '@lootforge/core/battle-modes';
import { RoundsStrip } from '../components/rounds-strip';
import { BattleStage } from '../components/battle-stage';
import { BattleStatusBadge, shortId } from '../components/battle-status-badge';
import { FairnessPanel } from '../components/fairness-panel';
import { PackContents } from '../components/pack-contents';
import { battlePath, useJoinFlow } from '../components/use-join';
import { MuteToggle } from '../../../components/ui/mute-toggle';
import { useBattleLive } from '../use-battle-live';
import '../battles.css';

/** /allbattlesecondsec/:battleId: one battle's seats, reels, winner and fairness data. */
export function BattleViewPage() {
  const { battleId = '' } = useParams();
  const [search] = useSearchParams();
  const urlKey = search.get('key');
  const query = useBattle(battleId, urlKey);
  // A private battle's events go to a topic named with its key (the host has it from the answer).
  const { watchers } = useBattleLive(battleId, query.data?.battle.key ?? urlKey);

  if (query.isPending) return <BattleViewSkeleton battleId={battleId} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Page>
        <PageHeader title="Battle" documentTitle={`Battle ${battleId}`} actions={<BackLink />} />
        <EmptyCard
          icon={<SwordsIcon />}
          title={missing ? 'This battle does not exist' : 'We could not load this battle'}
          description={missing ? 'The link may be mistyped, or the battle was never created.' : errorMessage(query.error)}
          action={
            missing ? (
              <ButtonLink to="/battlepage1" variant="secondary">
                See all battles
              </ButtonLink>
            ) : (
              <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </Page>
    );
  }
  return <BattleView battle={query.data.battle} clockOffsetMs={query.data.clockOffsetMs} watchers={watchers} />;
}

function BackLink() {
  return (
    <ButtonLink to="/battlepage1" variant="ghost" icon={<ArrowLeftIcon className="size-4" />}>
      All battles
    </ButtonLink>
  );
}

function BattleView({ battle, clockOffsetMs, watchers }: { battle: BattleDetail; clockOffsetMs: number; watchers: number | null }) {
  const join = useJoinFlow();
  const host = useHostAction(join.userName);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [borrowPercent, setBorrowPercent] = useState(0);
  const joinNow = () => void join.start(battle.id, { borrowPercent, key: battle.key });
  const { paidCents: pays, borrowedCents: borrowed } = seatPrice({ entryCents: battle.entryCents, fundPercent: battle.fundPercent, borrowPercent, host: false });
  const link = `${window.location.origin}${battlePath(battle.id, battle.key)}`;

  const seated = battle.seats.some((seat) => isPlayer(seat, join.userName));
  const isHost = Boolean(join.userName) && battle.hostName === join.userName;
  const open = battle.status === 'open';
  const canJoin = open && !seated;
  // Once the reels exist, the stage is what matters: the figures go beside the title, so the reels
  // and the totals fit one 1440×900 screen (DESIGN §11).
  const staged = battle.results !== null;

  async function hostAction(action: 'fill-bots' | 'cancel') {
    try {
      const { message } = await host.mutateAsync({ battleId: battle.id, action });
      toast.success(message);
      setConfirmCancel(false);
    } catch (error) {
      // A reality check due (filling seats with bots stakes) shows as the layout's dialog, not a toast.
      if (!isRealityCheckRefusal(error)) toast.error(errorMessage(error));
    }
  }

  const figures = (
    <dl className={cn('grid grid-cols-[auto_minmax(0,1fr)_auto_auto] gap-2 sm:grid-cols-4 sm:gap-3', staged && 'w-full sm:w-auto lg:min-w-[36rem]')}>
      <Stat compact={staged} label={battle.fundPercent > 0 ? 'Entry (sponsored)' : 'Entry'}>
        <Money cents={battle.joinCents} />
      </Stat>
      <Stat compact={staged} label="Winners receive" tone="accent">
        {battle.results && battle.status === 'completed' ? <Money cents={battle.results.totalValueCents} /> : 'Every item'}
      </Stat>
      <Stat compact={staged} label="Rounds">
        {battle.roundPacks.length}
      </Stat>
      <Stat compact={staged} label="Players">
        {battle.joined}/{battle.players}
      </Stat>
    </dl>
  );

  const actions: ReactNode[] = [];
  if (canJoin) {
    actions.push(
      <label key="borrow" className="flex items-center gap-2 text-sm text-fg-muted">
        Borrow
        <select
          aria-label="Borrow part of the entry"
          value={borrowPercent}
          onChange={(event) => setBorrowPercent(Number(event.target.value))}
          className="h-10 rounded-lg bg-ink-800 px-2 text-sm text-fg ring-1 ring-line-strong ring-inset"
        >
          {BORROW_PERCENTS.map((percent) => (
            <option key={percent} value={percent}>
              {percent === 0 ? 'Nothing' : `${percent} %`}
            </option>
          ))}
        </select>
      </label>,
      <Button key="join" variant="primary" loading={join.joiningId === battle.id} onClick={joinNow}>
        Join Battle · <Money cents={pays} />
      </Button>,
    );
  }
  if (open && isHost) {
    actions.push(
      <Button key="bots" variant="secondary" loading={host.isPending && host.variables?.action === 'fill-bots'} onClick={() => void hostAction('fill-bots')}>
        Fill with bots
      </Button>,
      <Button key="cancel" variant="outline" onClick={() => setConfirmCancel(true)}>
        Cancel battle
      </Button>,
    );
  }

  return (
    <Page tight={staged}>
      <PageHeader
        title={battle.modeLabel + (battle.teamLayout ? ` ${battle.teamLayout}` : '')}
        documentTitle={`Battle ${shortId(battle.id)}`}
        description={
          <>
            {modeRule(battle.mode, battle.cursed)}
            {borrowPercent > 0 && canJoin
              ? // The house keeps the part of a win it paid for (DESIGN §12): what it lent, of the whole entry.
                ` Borrowing ${borrowPercent} %: you pay ${formatCents(pays)}, the house lends ${formatCents(borrowed)} and keeps that part of anything you win (${formatCents(borrowed)} of every ${formatCents(battle.entryCents)}).`
              : ''}
          </>
        }
        eyebrow={
          <div className="flex flex-wrap items-center gap-2">
            <Link to="/battlepage1" className="mr-1 inline-flex items-center gap-1 text-sm font-semibold text-fg-muted hover:text-fg">
              <ArrowLeftIcon className="size-4" />
              Battles
            </Link>
            <span className="inline-flex rounded-full bg-ink-700/80 px-2 py-0.5 font-mono text-xs text-fg-muted ring-1 ring-line-strong ring-inset" title={battle.id}>
              {shortId(battle.id)}
            </span>
            <BattleStatusBadge status={battle.status} />
            {battle.fast ? <OptionBadge>Turbo</OptionBadge> : null}
            {battle.private ? <OptionBadge>Private</OptionBadge> : null}
            {battle.fundPercent > 0 ? <OptionBadge>Sponsored {battle.fundPercent} %</OptionBadge> : null}
            {battle.cursed ? <OptionBadge>Cursed</OptionBadge> : null}
            {watchers !== null ? <WatcherCount count={watchers} /> : null}
            <MuteToggle />
          </div>
        }
        actions={actions.length > 0 ? actions : staged ? figures : undefined}
      />

      {staged ? null : figures}

      {battle.status === 'cancelled' ? (
        <Notice title="This battle was cancelled.">Every payer was refunded exactly what they paid.</Notice>
      ) : null}
      {open && seated && !isHost ? <Notice title="You're in this battle">The reels start the moment the last seat fills.</Notice> : null}
      {open && isHost ? (
        <Notice title="Your battle is open">
          <span className="flex flex-col gap-3">
            <span>
              {battle.private ? 'Only people with this link can see and join it. ' : 'Send this link to friends. '}
              It starts when every seat is taken. Fill the empty seats with house bots to start now, or cancel for a full refund.
            </span>
            <span className="flex min-w-0 items-center gap-2">
              <input readOnly value={link} aria-label="Battle link" className="h-11 min-w-0 flex-1 truncate rounded-xl bg-ink-950/60 px-3 font-mono text-xs text-fg-muted ring-1 ring-line ring-inset" onFocus={(event) => event.currentTarget.select()} />
              <CopyButton value={link} label="Copy the battle link" size="md" />
            </span>
          </span>
        </Notice>
      ) : null}

      {battle.results ? (
        <BattleStage battle={battle} results={battle.results} clockOffsetMs={clockOffsetMs} userName={join.userName} />
      ) : (
        <>
          <RoundsStrip battle={battle} current={null} revealed={0} />
          <BattleLobby
          battle={battle}
          userName={join.userName}
          canJoin={canJoin}
          joining={join.joiningId === battle.id}
          onJoin={joinNow}
          />
        </>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PackContents battle={battle} />
        <FairnessPanel battle={battle} />
      </div>

      <Modal
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        size="sm"
        title="Cancel this battle?"
        description="The battle closes and every player's entry goes back to their wallet."
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
              Keep battle
            </Button>
            <Button variant="danger" loading={host.isPending && host.variables?.action === 'cancel'} onClick={() => void hostAction('cancel')}>
              Cancel battle
            </Button>
          </>
        }
      />
    </Page>
  );
}

function OptionBadge({ children }: { children: ReactNode }) {
  return <span className="inline-flex rounded-full bg-cool/10 px-2 py-0.5 text-xs font-semibold text-cool ring-1 ring-cool/30 ring-inset">{children}</span>;
}

function Stat({ label, tone, compact = false, children }: { label: string; tone?: 'accent'; compact?: boolean; children: ReactNode }) {
  return (
    <div className={cn('min-w-0 rounded-xl bg-ink-850/80 px-2.5 py-2 ring-1 ring-line ring-inset', compact ? 'sm:px-3.5 sm:py-2' : 'sm:px-4 sm:py-3')}>
      <dt className="truncate text-[11px] text-fg-subtle sm:text-xs">{label}</dt>
      <dd className={cn('truncate text-sm font-bold tabular-nums', compact ? 'sm:text-base' : 'sm:text-xl', tone === 'accent' ? 'text-accent' : 'text-fg')}>{children}</dd>
    </div>
  );
}

/** How many pages are on this battle right now, on every instance (this one included). */
function WatcherCount({ count }: { count: number }) {
  return (
    <span
      data-watchers={count}
      className="inline-flex items-center gap-1 rounded-full bg-ink-700/80 px-2 py-0.5 text-xs font-semibold text-fg-muted tabular-nums ring-1 ring-line-strong ring-inset"
    >
      <EyeIcon className="size-3.5" />
      {count} watching
    </span>
  );
}

function BattleViewSkeleton({ battleId }: { battleId: string }) {
  return (
    <Page>
      <PageHeader title="Battle" documentTitle={`Battle ${battleId}`} actions={<BackLink />} />
      <div className="grid grid-cols-4 gap-2 sm:gap-3" aria-busy="true" aria-label="Loading battle">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[4.25rem] rounded-xl" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-96 rounded-card" />
        ))}
      </div>
    </Page>
  );
}
