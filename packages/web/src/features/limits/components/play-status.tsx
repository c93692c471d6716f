import { AlertIcon, CheckCircleIcon, ClockIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatCountdownShort } from '../../../lib/countdown';
import { formatUtc } from '@lootforge/core/limits';
import { anyLimitOn, formatUtcShort, type LimitsAnswer } from '../api';
import { excludedPhrase, runningPause } from '../step-away';

/** Where the player stands at a glance: excluded (until when, or permanently), on a break (with a live countdown), or free to play within their limits. */
export function PlayStatus({ limits, now }: { limits: LimitsAnswer; now: number }) {
  const tone = limits.excludedAt ? 'danger' : limits.breakUntil ? 'accent' : 'success';
  const Icon = limits.excludedAt ? AlertIcon : limits.breakUntil ? ClockIcon : CheckCircleIcon;
  const anyLimit = anyLimitOn(limits);
  return (
    <section
      aria-live="polite"
      data-testid="play-status"
      className={cn(
        'flex items-start gap-4 rounded-card border p-4 sm:items-center sm:p-5',
        tone === 'danger' && 'border-danger/35 bg-danger/8',
        tone === 'accent' && 'border-accent/35 bg-accent/8',
        tone === 'success' && 'border-success/30 bg-success/6',
      )}
    >
      <span
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-2xl',
          tone === 'danger' && 'bg-danger/15 text-danger',
          tone === 'accent' && 'bg-accent/15 text-accent',
          tone === 'success' && 'bg-success/12 text-success',
        )}
      >
        <Icon className="size-5.5" />
      </span>
      <div className="min-w-0 flex-1">
        {limits.excludedAt ? (
          <>
            <p className="font-bold text-fg">You have excluded yourself from play</p>
            <p className="text-sm font-semibold text-danger" data-testid="excluded-until">
              {excludedPhrase(runningPause(limits))}
            </p>
            <p className="mt-0.5 text-sm text-fg-muted">
              Since {formatUtc(Date.parse(limits.excludedAt))}. Play and deposits stay closed{limits.excludedUntil ? ' until then' : ''}; withdrawals and shipping stay open.
              {limits.excludedUntil ? '' : ' Contact support to talk about lifting it.'}
            </p>
          </>
        ) : limits.breakUntil ? (
          <>
            <p className="font-bold text-fg">You are on a break</p>
            <p className="text-sm text-fg-muted">
              Until {formatUtcShort(limits.breakUntil)} · <span className="font-semibold text-accent tabular-nums">{formatCountdownShort(Date.parse(limits.breakUntil) - now)}</span> left
            </p>
          </>
        ) : (
          <>
            <p className="font-bold text-fg">{anyLimit ? 'Your limits are on' : 'No limits set'}</p>
            <p className="text-sm text-fg-muted">{anyLimit ? 'A stake or deposit that would pass a limit is refused before anything is charged.' : 'Set wager, deposit or loss limits and a daily play time below, or take a break whenever you need one.'}</p>
          </>
        )}
      </div>
    </section>
  );
}
