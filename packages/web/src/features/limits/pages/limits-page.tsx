import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { ClockIcon, DepositIcon, DiceIcon, PauseIcon, ShieldIcon, ChartIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useNow } from '../../../lib/use-now';
import type { LimitsChange } from '@lootforge/core/contracts/limits';
import type { BreakPeriod, LimitPeriod, MoneyLimit } from '@lootforge/core/limits';
import {
  changedMessage,
  KIND_LOOKS,
  limitField,
  periodAmount,
  PERIOD_LOOKS,
  playTimeChangedMessage,
  realityCheckChangedMessage,
  type LimitsAnswer,
} from '../api';
import { BreakCard } from '../components/break-card';
import { ExclusionCard } from '../components/exclusion-card';
import { LimitCard } from '../components/limit-card';
import { PlayStatus } from '../components/play-status';
import { PlayTimeCard } from '../components/play-time-card';
import { RealityCheckCard } from '../components/reality-check-card';
import { useChangeLimits } from '../requests/change-limits';
import { useLimits } from '../requests/get-limits';
import { useTakeBreak } from '../requests/take-break';
import { runningPause, takenMessage } from '../step-away';

/** What is being saved, so only its button spins: a money limit, the play time or the reality-check interval. */
type Saving = { what: `${MoneyLimit}-${LimitPeriod}` | 'play-time' | 'reality-check'; kind: 'set' | 'remove' };

const KIND_ICONS: Record<MoneyLimit, ReactNode> = {
  wager: <DiceIcon className="size-4.5" />,
  deposit: <DepositIcon className="size-4.5" />,
  loss: <ChartIcon className="size-4.5" />,
};

/** The page's sections, for the jump links at the top (a long page on a phone). */
const SECTIONS = [
  { id: 'wager-limits', label: 'Wager' },
  { id: 'deposit-limits', label: 'Deposit' },
  { id: 'loss-limits', label: 'Loss' },
  { id: 'play-time', label: 'Play time' },
  { id: 'step-away', label: 'Step away' },
];

function SectionHeading({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-xl border border-line-strong bg-ink-800 text-cool">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 id={id} className="scroll-mt-24 text-lg font-bold text-fg">
          {title}
        </h2>
        {children ? <p className="mt-0.5 text-sm leading-6 text-fg-muted">{children}</p> : null}
      </div>
    </div>
  );
}

/** The rule every change follows, said once at the top rather than under every field. */
function ChangeRule() {
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <div className="rounded-xl border border-success/25 bg-success/6 px-4 py-3">
        <dt className="text-sm font-semibold text-success">Lower a limit</dt>
        <dd className="text-xs leading-5 text-fg-muted">Applies at once, and so does a first limit or a shorter reality check.</dd>
      </div>
      <div className="rounded-xl border border-accent/25 bg-accent/6 px-4 py-3">
        <dt className="text-sm font-semibold text-accent">Raise or remove one</dt>
        <dd className="text-xs leading-5 text-fg-muted">Waits 24 hours, shown as pending until then. Periods follow the calendar in UTC.</dd>
      </div>
    </dl>
  );
}

/**
 * /limits (DESIGN §16, §16b): daily, weekly and monthly wager, deposit and loss limits, a daily
 * play time and the reality-check interval (lower now, raise or remove after 24 hours, shown as
 * pending), breaks of 24 hours to 6 weeks, and self-exclusion for 6 months, 1 year, 5 years or
 * permanently; while one runs, only choices that lengthen it are offered. The server enforces
 * every one of them on each stake and deposit; this page only asks.
 */
export function LimitsPage() {
  const limits = useLimits();
  const change = useChangeLimits();
  const takeBreak = useTakeBreak();
  // Each second for a break's countdown; otherwise often enough to tell which choices still lengthen what runs.
  const now = useNow(limits.data?.breakUntil ? 1000 : 30_000);
  const running = limits.data ? runningPause(limits.data) : null;
  const busy = takeBreak.isPending ? (takeBreak.variables ?? null) : null;
  const [saving, setSaving] = useState<Saving | null>(null);

  function save(what: Saving['what'], body: LimitsChange, message: (answer: LimitsAnswer) => string, done?: () => void) {
    const removing = Object.values(body).every((value) => value === null);
    setSaving({ what, kind: removing ? 'remove' : 'set' });
    change.mutate(body, {
      onSuccess: (answer) => toast.success(message(answer)),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => {
        setSaving(null);
        done?.();
      },
    });
  }

  const savingOf = (what: Saving['what']) => (saving?.what === what ? saving.kind : false);

  function take(period: BreakPeriod, done: () => void) {
    takeBreak.mutate(period, {
      onSuccess: (answer) => {
        done();
        toast.success(takenMessage(period, answer));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <Page>
      <PageHeader
        title="Play limits"
        eyebrow={
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.16em] text-cool uppercase">
            <ShieldIcon className="size-4" /> Responsible play
          </span>
        }
        description="Decide how much you wager, deposit and can lose, how long you play, and step away whenever you want."
      />
      <nav aria-label="Limits on this page" className="-mt-2 flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-line-strong bg-ink-850 px-3 py-1 text-xs font-semibold text-fg-muted transition-colors hover:border-cool/50 hover:text-fg"
          >
            {section.label}
          </a>
        ))}
      </nav>
      {limits.isError ? (
        <Card>
          <LoadError title="We could not load your limits" description={limits.error.message} query={limits} />
        </Card>
      ) : (
        <>
          {limits.data ? <PlayStatus limits={limits.data} now={now} /> : <Skeleton className="h-20 w-full rounded-card" />}
          <ChangeRule />
          {KIND_LOOKS.map((kind) => (
            <section key={kind.kind} aria-labelledby={`${kind.kind}-limits`} className="flex flex-col gap-4">
              <SectionHeading id={`${kind.kind}-limits`} icon={KIND_ICONS[kind.kind]} title={kind.title}>
                {kind.description}
              </SectionHeading>
              <Card className="overflow-hidden">
                <ul className="grid grid-cols-1 divide-y divide-line md:grid-cols-3 md:divide-x md:divide-y-0">
                  {PERIOD_LOOKS.map((look) => (
                    <li key={look.period}>
                    <LimitCard
                      kind={kind.kind}
                      look={look}
                      usedWord={kind.used}
                      limit={limits.data ? periodAmount(limits.data, kind.kind, look.period) : undefined}
                      saving={savingOf(`${kind.kind}-${look.period}`)}
                      onSave={(cents) => save(`${kind.kind}-${look.period}`, { [limitField(kind.kind, look.period)]: cents }, (answer) => changedMessage(answer, kind.kind, look.period))}
                      />
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          ))}
          <section aria-labelledby="play-time" className="flex flex-col gap-4">
            <SectionHeading id="play-time" icon={<ClockIcon className="size-4.5" />} title="Play time and reality checks">
              How long you play each day, and how often we stop to show you your session.
            </SectionHeading>
            <div className="grid grid-cols-1 gap-3 md:gap-4 lg:grid-cols-2">
              <PlayTimeCard
                playTime={limits.data?.playTime}
                saving={savingOf('play-time')}
                onSave={(minutes) => save('play-time', { dailyPlayMinutes: minutes }, playTimeChangedMessage)}
              />
              <RealityCheckCard
                realityCheck={limits.data?.realityCheck}
                saving={saving?.what === 'reality-check'}
                onChoose={(minutes, done) => save('reality-check', { realityCheckMinutes: minutes }, realityCheckChangedMessage, done)}
              />
            </div>
          </section>
          <section aria-labelledby="step-away" className="flex flex-col gap-4">
            <SectionHeading id="step-away" icon={<PauseIcon className="size-4.5" />} title="Step away">
              Pause play for a while, or close it for months or for good. Neither can be shortened once it starts.
            </SectionHeading>
            <div className="grid grid-cols-1 gap-3 md:gap-4 lg:grid-cols-2">
              <BreakCard running={running} now={now} busy={busy} onTake={take} />
              <ExclusionCard running={running} now={now} busy={busy} onTake={take} />
            </div>
          </section>
        </>
      )}
    </Page>
  );
}
