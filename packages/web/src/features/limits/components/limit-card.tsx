import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DollarInput, Field } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents, parseDollars } from '@lootforge/core/money';
import { MAX_LIMIT_CENTS } from '@lootforge/core/limits';
import { formatUtcShort, type LIMIT_LOOKS, type PeriodLimit } from '../api';
import { ProgressBar } from '../../../components/ui/progress-bar';

type Look = (typeof LIMIT_LOOKS)[number];

/** What the player typed, as cents, or why it is not a limit. */
function readLimit(text: string): { cents: number } | { error: string } {
  const cents = parseDollars(text);
  if (cents === null) return { error: 'Enter an amount in dollars, like 50 or 12.50.' };
  if (cents < 1) return { error: 'A limit must be at least $0.01.' };
  if (cents > MAX_LIMIT_CENTS) return { error: 'A limit can be at most $1,000,000.00.' };
  return { cents };
}

/**
 * One period's limit: what is in force, how much of it is used (a bar that turns amber, then red,
 * as it fills), a raise or removal waiting for its time, and a form to change it. The server
 * decides whether a change applies now or in 24 hours; the card shows what it answered.
 */
export function LimitCard({
  look,
  limit,
  saving,
  onSave,
}: {
  look: Look;
  limit: PeriodLimit | undefined;
  saving: false | 'set' | 'remove';
  onSave: (cents: number | null) => void;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const used = limit?.limitCents ? Math.min(100, (limit.wageredCents / limit.limitCents) * 100) : 0;
  const left = limit?.limitCents != null ? Math.max(0, limit.limitCents - limit.wageredCents) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readLimit(text);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    onSave(read.cents);
    setText('');
  }

  return (
    <Card data-limit={look.period} className="flex h-full flex-col gap-5 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-bold text-fg">{look.title}</h3>
          <p className="mt-0.5 text-xs text-fg-subtle">{look.resets}</p>
        </div>
        {limit ? limit.limitCents === null ? <Badge>Off</Badge> : <Badge tone="success">On</Badge> : null}
      </div>

      <div>
        <p className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">Limit</p>
        <p className="mt-1 text-3xl font-black text-fg" data-testid={`${look.period}-limit`}>
          {!limit ? <Skeleton className="h-9 w-28" /> : limit.limitCents === null ? <span className="text-fg-muted">No limit</span> : <Money cents={limit.limitCents} />}
        </p>
      </div>

      <div>
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="text-fg-muted">
            {look.wagered}: <Money cents={limit?.wageredCents ?? 0} className="font-semibold text-fg" />
          </span>
          {left !== null ? (
            <span className="shrink-0 text-fg-subtle">
              <Money cents={left} /> left
            </span>
          ) : null}
        </div>
        <ProgressBar
          label={`${look.title} used`}
          percent={used}
          fill={used >= 100 ? 'bg-danger' : used >= 75 ? 'bg-accent' : 'bg-success'}
          className="mt-2"
        />
      </div>

      {limit?.pending ? (
        <p className="rounded-xl border border-accent/30 bg-accent/8 px-3 py-2 text-xs leading-5 text-fg-muted" data-testid={`${look.period}-pending`}>
          <span className="font-semibold text-accent">Pending: </span>
          {limit.pending.limitCents === null ? 'no limit' : formatCents(limit.pending.limitCents)} from {formatUtcShort(limit.pending.appliesAt)}
        </p>
      ) : null}

      <form onSubmit={submit} className="mt-auto flex flex-col gap-3" noValidate>
        <Field label={`New ${look.title.toLowerCase()}`} htmlFor={inputId} error={error} hint="Lower: now. Higher or none: in 24 hours.">
          <DollarInput
            id={inputId}
            placeholder="50.00"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          />
        </Field>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1" loading={saving === 'set'} disabled={Boolean(saving) || !limit}>
            Set limit
          </Button>
          {limit?.limitCents != null && !(limit.pending && limit.pending.limitCents === null) ? (
            <Button type="button" variant="ghost" loading={saving === 'remove'} disabled={Boolean(saving)} onClick={() => onSave(null)}>
              Remove
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
