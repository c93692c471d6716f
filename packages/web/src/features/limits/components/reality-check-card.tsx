import { useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { EyeIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatMinutes, REALITY_CHECK_MINUTES } from '@lootforge/core/limits';
import { formatUtcShort, type RealityCheck } from '../api';

/**
 * How often the reality check comes (DESIGN §16b): every 15, 30 or 60 minutes of play, never off.
 * A shorter interval applies at once; a longer one waits 24 hours (shown as pending). Choosing
 * one saves it; the choice shows at once and settles on what the server answers.
 */
export function RealityCheckCard({
  realityCheck,
  saving,
  onChoose,
}: {
  realityCheck: RealityCheck | undefined;
  saving: boolean;
  onChoose: (minutes: (typeof REALITY_CHECK_MINUTES)[number], done: () => void) => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const checked = choice ?? realityCheck?.intervalMinutes ?? null;
  const session = realityCheck?.session ?? null;

  function choose(minutes: (typeof REALITY_CHECK_MINUTES)[number]) {
    if (!realityCheck || minutes === realityCheck.intervalMinutes) return;
    setChoice(minutes);
    onChoose(minutes, () => setChoice(null));
  }

  return (
    <Card data-limit="reality-check" className="flex h-full flex-col">
      <CardHeader title="Reality check" headingLevel={3} icon={<EyeIcon className="size-4 text-cool" />} extra={saving ? <Spinner size="sm" label="Saving" className="text-cool" /> : null} />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5">
        <p className="text-sm leading-6 text-fg-muted">
          Every so often we pause the game and show how long you have played since signing in and what you are up or down. It cannot be turned off.
        </p>
        <fieldset disabled={!realityCheck || saving}>
          <legend className="mb-2 text-sm font-medium text-fg">Remind me every</legend>
          {realityCheck ? (
            <div className="grid grid-cols-3 gap-1 rounded-2xl border border-line bg-ink-950/50 p-1">
              {REALITY_CHECK_MINUTES.map((minutes) => (
                <label
                  key={minutes}
                  className={cn(
                    'relative grid h-10 cursor-pointer place-items-center rounded-xl text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cool',
                    checked === minutes ? 'bg-ink-700 text-fg shadow-sm ring-1 ring-line-strong' : 'text-fg-muted hover:text-fg',
                  )}
                >
                  <input
                    type="radio"
                    name="reality-check"
                    value={minutes}
                    checked={checked === minutes}
                    onChange={() => choose(minutes)}
                    className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl"
                  />
                  {formatMinutes(minutes)}
                </label>
              ))}
            </div>
          ) : (
            <Skeleton className="h-12 w-full rounded-2xl" />
          )}
        </fieldset>
        {realityCheck?.pending ? (
          <p className="rounded-xl border border-accent/30 bg-accent/8 px-3 py-2 text-xs leading-5 text-fg-muted" data-testid="reality-check-pending">
            <span className="font-semibold text-accent">Pending: </span>
            every {formatMinutes(realityCheck.pending.intervalMinutes)} from {formatUtcShort(realityCheck.pending.appliesAt)}
          </p>
        ) : null}
        {session ? (
          <dl className="mt-auto grid grid-cols-2 gap-2">
            <div className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
              <dt className="text-xs text-fg-subtle">Played this session</dt>
              <dd className="mt-0.5 font-bold text-fg tabular-nums">{formatMinutes(session.playedMinutes)}</dd>
            </div>
            <div className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
              <dt className="text-xs text-fg-subtle">Next check in</dt>
              <dd className="mt-0.5 font-bold text-fg tabular-nums">{session.due ? 'Now' : formatMinutes(session.dueInMinutes)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </Card>
  );
}
