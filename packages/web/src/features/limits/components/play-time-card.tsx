import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ClockIcon } from '../../../components/ui/icons';
import { Field, Select } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMinutes, PLAY_MINUTES_MAX, PLAY_MINUTES_MIN } from '@lootforge/core/limits';
import { formatUtcShort, type LimitsAnswer } from '../api';

/** The lengths offered, 30 minutes to 12 hours (the server takes any whole minute in between). */
const CHOICES = [30, 45, 60, 90, 120, 180, 240, 360, 480, PLAY_MINUTES_MAX].filter((minutes) => minutes >= PLAY_MINUTES_MIN);

/**
 * The daily play-time limit (DESIGN §16b): minutes with activity today (UTC) against the limit,
 * a raise or removal waiting for its time, and a choice of length. Once it is reached, stakes are
 * refused until 00:00 UTC.
 */
export function PlayTimeCard({
  playTime,
  saving,
  onSave,
}: {
  playTime: LimitsAnswer['playTime'] | undefined;
  saving: false | 'set' | 'remove';
  onSave: (minutes: number | null) => void;
}) {
  const selectId = useId();
  const [choice, setChoice] = useState(String(CHOICES[2]));
  const limit = playTime?.limitMinutes ?? null;
  const percent = playTime && limit ? Math.min(100, (playTime.playedMinutes / limit) * 100) : 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(Number(choice));
  }

  return (
    <Card data-limit="play-time" className="flex h-full flex-col">
      <CardHeader
        title="Daily play time"
        headingLevel={3}
        icon={<ClockIcon className="size-4 text-cool" />}
        extra={playTime ? limit === null ? <Badge>Off</Badge> : <Badge tone="success">On</Badge> : null}
      />
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5">
        <div>
          <p className="text-2xl font-black text-fg sm:text-3xl" data-testid="play-time-limit">
            {!playTime ? <Skeleton className="h-8 w-28" /> : limit === null ? <span className="text-fg-muted">No limit</span> : formatMinutes(limit)}
          </p>
          <p className="mt-0.5 text-xs text-fg-subtle">Time signed in with activity, counted by the minute. Resets every day at 00:00 UTC.</p>
        </div>
        <div>
          <div className="flex flex-wrap items-center justify-between gap-x-2 text-xs">
            <span className="text-fg-muted">
              Played today: <span className="font-semibold text-fg tabular-nums">{formatMinutes(playTime?.playedMinutes ?? 0)}</span>
            </span>
            {playTime && limit !== null ? <span className="text-fg-subtle tabular-nums">{formatMinutes(Math.max(0, limit - playTime.playedMinutes))} left</span> : null}
          </div>
          <ProgressBar label="Daily play time used" percent={percent} fill={percent >= 100 ? 'bg-danger' : percent >= 75 ? 'bg-accent' : 'bg-cool'} className="mt-2" />
        </div>
        {playTime?.pending ? (
          <p className="rounded-xl border border-accent/30 bg-accent/8 px-3 py-2 text-xs leading-5 text-fg-muted" data-testid="play-time-pending">
            <span className="font-semibold text-accent">Pending: </span>
            {playTime.pending.limitMinutes === null ? 'no limit' : formatMinutes(playTime.pending.limitMinutes)} from {formatUtcShort(playTime.pending.appliesAt)}
          </p>
        ) : null}
        <form onSubmit={submit} className="mt-auto flex flex-col gap-2" noValidate>
          <Field label="New daily play-time limit" htmlFor={selectId}>
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <Select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value)} options={CHOICES.map((minutes) => ({ value: String(minutes), label: formatMinutes(minutes) }))} />
              </div>
              <Button type="submit" variant="secondary" loading={saving === 'set'} disabled={Boolean(saving) || !playTime}>
                Set limit
              </Button>
            </div>
          </Field>
          {limit !== null && !(playTime?.pending && playTime.pending.limitMinutes === null) ? (
            <Button type="button" variant="ghost" size="sm" className="self-start px-2 text-fg-subtle" loading={saving === 'remove'} disabled={Boolean(saving)} onClick={() => onSave(null)}>
              Remove play-time limit
            </Button>
          ) : null}
        </form>
      </div>
    </Card>
  );
}
