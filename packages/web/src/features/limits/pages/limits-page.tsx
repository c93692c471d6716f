import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ShieldIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useNow } from '../../../lib/use-now';
import { formatCents } from '@lootforge/core/money';
import type { BreakPeriod, LimitPeriod } from '@lootforge/core/limits';
import { formatUtcShort, LIMIT_LOOKS, type LimitsAnswer } from '../api';
import { BreakCard } from '../components/break-card';
import { ExclusionCard } from '../components/exclusion-card';
import { LimitCard } from '../components/limit-card';
import { PlayStatus } from '../components/play-status';
import { useChangeLimits } from '../requests/change-limits';
import { useLimits } from '../requests/get-limits';
import { useTakeBreak } from '../requests/take-break';
import { runningPause, takenMessage } from '../step-away';

/** The toast after a change: what the server says now holds for that period. */
function changedMessage(answer: LimitsAnswer, period: LimitPeriod, title: string): string {
  const limit = answer[period];
  if (limit.pending) {
    const to = limit.pending.limitCents === null ? 'no limit' : formatCents(limit.pending.limitCents);
    return `${title} changes to ${to} on ${formatUtcShort(limit.pending.appliesAt)}. Raising or removing a limit takes 24 hours.`;
  }
  return limit.limitCents === null ? `${title} removed.` : `${title} set to ${formatCents(limit.limitCents)}.`;
}

/**
 * /limits (DESIGN §16, §16b): daily, weekly and monthly wager limits (lower now, raise or remove
 * after 24 hours, shown as pending), breaks of 24 hours to 6 weeks, and self-exclusion for 6 months,
 * 1 year, 5 years or permanently; while one runs, only choices that lengthen it are offered.
 * The server enforces every one of them on each stake; this page only asks.
 */
export function LimitsPage() {
  const limits = useLimits();
  const change = useChangeLimits();
  const takeBreak = useTakeBreak();
  // Each second for a break's countdown; otherwise often enough to tell which choices still lengthen what runs.
  const now = useNow(limits.data?.breakUntil ? 1000 : 30_000);
  const running = limits.data ? runningPause(limits.data) : null;
  const busy = takeBreak.isPending ? (takeBreak.variables ?? null) : null;
  const [saving, setSaving] = useState<{ period: LimitPeriod; kind: 'set' | 'remove' } | null>(null);

  function save(look: (typeof LIMIT_LOOKS)[number], cents: number | null) {
    setSaving({ period: look.period, kind: cents === null ? 'remove' : 'set' });
    change.mutate(
      { [look.field]: cents },
      {
        onSuccess: (answer) => toast.success(changedMessage(answer, look.period, look.title)),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setSaving(null),
      },
    );
  }

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
        description="Decide how much you wager, and step away whenever you want. Lowering a limit works at once; raising or removing one takes 24 hours."
      />
      {limits.isError ? (
        <Card>
          <LoadError title="We could not load your limits" description={limits.error.message} query={limits} />
        </Card>
      ) : (
        <>
          {limits.data ? <PlayStatus limits={limits.data} now={now} /> : <Skeleton className="h-20 w-full rounded-card" />}
          <section aria-labelledby="wager-limits" className="flex flex-col gap-4">
            <h2 id="wager-limits" className="text-lg font-bold text-fg">
              Wager limits
            </h2>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {LIMIT_LOOKS.map((look) => (
                <li key={look.period}>
                  <LimitCard
                    look={look}
                    limit={limits.data?.[look.period]}
                    saving={saving?.period === look.period ? saving.kind : false}
                    onSave={(cents) => save(look, cents)}
                  />
                </li>
              ))}
            </ul>
            <p className="text-xs leading-5 text-fg-subtle">
              Every pack you open and every battle entry you pay counts toward your limits (a refunded entry is taken off). Periods follow the calendar in UTC.
            </p>
          </section>
          <section aria-label="Step away" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <BreakCard running={running} now={now} busy={busy} onTake={take} />
            <ExclusionCard running={running} now={now} busy={busy} onTake={take} />
          </section>
        </>
      )}
    </Page>
  );
}
