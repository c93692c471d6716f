import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DollarInput, Field } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents } from '@lootforge/core/money';
import { formatUtcShort, limitName, readLimit, type MoneyLimit, type PERIOD_LOOKS, type PeriodAmount } from '../api';

type PeriodLook = (typeof PERIOD_LOOKS)[number];

/** Wager limits keep the test hooks /limits always had (`daily`, `daily-limit`); the others carry their kind. */
const hook = (kind: MoneyLimit, period: string) => (kind === 'wager' ? period : `${kind}-${period}`);

/** The bar's colour: green, amber from three quarters, red when full. */
const fillOf = (percent: number) => (percent >= 100 ? 'bg-danger' : percent >= 75 ? 'bg-accent' : 'bg-success');

/**
 * One period's money limit (a cell of its kind's card): what is in force, how much of it is used (a bar that turns amber,
 * then red, as it fills; a loss limit while the player is ahead shows what they are up), a raise
 * or removal waiting for its time, and a form to change it. The server decides whether a change
 * applies now or in 24 hours; the card shows what it answered.
 */
export function LimitCard({
  kind,
  look,
  usedWord,
  limit,
  saving,
  onSave,
}: {
  kind: MoneyLimit;
  look: PeriodLook;
  /** "Wagered", "Deposited", "Net loss". */
  usedWord: string;
  limit: PeriodAmount | undefined;
  saving: false | 'set' | 'remove';
  onSave: (cents: number | null) => void;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = limitName(kind, look.period);
  const id = hook(kind, look.period);
  const used = limit ? Math.max(0, limit.usedCents) : 0;
  const percent = limit?.limitCents ? Math.min(100, (used / limit.limitCents) * 100) : 0;
  const left = limit?.limitCents != null ? Math.max(0, limit.limitCents - used) : null;
  const ahead = kind === 'loss' && limit !== undefined && limit.usedCents < 0;

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
    <div data-limit={id} className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 text-sm font-bold text-fg">
            {look.name}
            {limit ? limit.limitCents === null ? <Badge>Off</Badge> : <Badge tone="success">On</Badge> : null}
          </h3>
          <p className="mt-0.5 text-xs text-fg-subtle">{look.resets}</p>
        </div>
        <p className="shrink-0 text-right text-xl font-black text-fg sm:text-2xl" data-testid={`${id}-limit`}>
          {!limit ? <Skeleton className="h-7 w-24" /> : limit.limitCents === null ? <span className="text-fg-subtle">No limit</span> : <Money cents={limit.limitCents} />}
        </p>
      </div>

      <div>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-xs">
          <span className="text-fg-muted">
            {usedWord} {look.span}:{' '}
            {ahead ? (
              <span className="font-semibold text-success">{formatCents(-limit.usedCents)} up</span>
            ) : (
              <Money cents={used} className="font-semibold text-fg" />
            )}
          </span>
          {left !== null ? (
            <span className="shrink-0 text-fg-subtle">
              <Money cents={left} /> left
            </span>
          ) : null}
        </div>
        <ProgressBar label={`${name} used`} percent={percent} fill={fillOf(percent)} className="mt-2" />
      </div>

      {limit?.pending ? (
        <p className="rounded-xl border border-accent/30 bg-accent/8 px-3 py-2 text-xs leading-5 text-fg-muted" data-testid={`${id}-pending`}>
          <span className="font-semibold text-accent">Pending: </span>
          {limit.pending.limitCents === null ? 'no limit' : formatCents(limit.pending.limitCents)} from {formatUtcShort(limit.pending.appliesAt)}
        </p>
      ) : null}

      <form onSubmit={submit} className="mt-auto flex flex-col gap-2" noValidate>
        <Field label={`New ${name.toLowerCase()}`} htmlFor={inputId} error={error}>
          <div className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <DollarInput
                id={inputId}
                placeholder="50.00"
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
              />
            </div>
            <Button type="submit" variant="secondary" loading={saving === 'set'} disabled={Boolean(saving) || !limit}>
              Set limit
            </Button>
          </div>
        </Field>
        {limit?.limitCents != null && !(limit.pending && limit.pending.limitCents === null) ? (
          <Button type="button" variant="ghost" size="sm" className="self-start px-2 text-fg-subtle" loading={saving === 'remove'} disabled={Boolean(saving)} onClick={() => onSave(null)}>
            {`Remove ${name.toLowerCase()}`}
          </Button>
        ) : null}
      </form>
    </div>
  );
}
