import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { DollarInput, Field } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import type { LimitsChange } from '@lootforge/core/contracts/limits';
import { formatCents } from '@lootforge/core/money';
import { limitField, PERIOD_LOOKS, readLimit, type LimitPeriod } from '../../limits/api';
import { useChangeLimits } from '../../limits/requests/change-limits';
import { AuthCard } from './auth-card';

const PER: Record<LimitPeriod, string> = { daily: 'a day', weekly: 'a week', monthly: 'a month' };

/** "Deposit limits saved: $20.00 a day, $100.00 a week." */
export function savedMessage(cents: Partial<Record<LimitPeriod, number>>): string {
  const parts = PERIOD_LOOKS.flatMap(({ period }) => (cents[period] === undefined ? [] : [`${formatCents(cents[period])} ${PER[period]}`]));
  return `Deposit limits saved: ${parts.join(', ')}.`;
}

/**
 * The last step of signup (DESIGN §16b): an offer to set daily, weekly and monthly deposit limits
 * before the first deposit. Every field is optional and the whole step can be skipped; what is
 * saved is a first limit, so it applies at once. `onDone` goes on to the site.
 */
export function DepositLimitsStep({ onDone }: { onDone: () => void }) {
  const id = useId();
  const change = useChangeLimits();
  const [texts, setTexts] = useState<Record<LimitPeriod, string>>({ daily: '', weekly: '', monthly: '' });
  const [errors, setErrors] = useState<Partial<Record<LimitPeriod, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (change.isPending) return;
    const found: Partial<Record<LimitPeriod, string>> = {};
    const cents: Partial<Record<LimitPeriod, number>> = {};
    for (const { period } of PERIOD_LOOKS) {
      if (texts[period].trim() === '') continue;
      const read = readLimit(texts[period]);
      if ('error' in read) found[period] = read.error;
      else cents[period] = read.cents;
    }
    setErrors(found);
    const firstWrong = PERIOD_LOOKS.find(({ period }) => found[period]);
    if (firstWrong) {
      document.getElementById(`${id}-${firstWrong.period}`)?.focus();
      return;
    }
    if (Object.keys(cents).length === 0) {
      setFormError('Enter at least one limit, or skip for now.');
      document.getElementById(`${id}-daily`)?.focus();
      return;
    }
    setFormError(null);
    const body: LimitsChange = Object.fromEntries(PERIOD_LOOKS.flatMap(({ period }) => (cents[period] === undefined ? [] : [[limitField('deposit', period), cents[period]]])));
    change.mutate(body, {
      onSuccess: () => {
        toast.success(savedMessage(cents));
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <AuthCard
      title="Set your deposit limits"
      description="Optional: cap what you can pay in each day, week or month. You can change them any time on Play limits; raising one takes 24 hours."
    >
      <div className="mb-6 flex items-center gap-3 rounded-xl border border-cool/25 bg-cool/6 px-3.5 py-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-cool/15 text-cool">
          <ShieldIcon className="size-5" />
        </span>
        <p className="text-sm leading-5 text-fg-muted">A deposit that would pass a limit is refused before checkout. Leave a field empty for no limit.</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Deposit limits">
        {PERIOD_LOOKS.map(({ period, name }) => (
          <Field key={period} label={`${name} deposit limit`} htmlFor={`${id}-${period}`} error={errors[period]}>
            <DollarInput
              id={`${id}-${period}`}
              placeholder="No limit"
              value={texts[period]}
              disabled={change.isPending}
              aria-invalid={errors[period] ? true : undefined}
              aria-describedby={errors[period] ? `${id}-${period}-error` : formError ? `${id}-form-error` : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setTexts((current) => ({ ...current, [period]: value }));
                if (errors[period]) setErrors((current) => ({ ...current, [period]: undefined }));
                if (formError) setFormError(null);
              }}
            />
          </Field>
        ))}
        {formError ? (
          <p id={`${id}-form-error`} role="alert" className="text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col gap-2">
          <Button type="submit" size="lg" variant="secondary" className="w-full" loading={change.isPending}>
            Save limits
          </Button>
          <Button type="button" size="lg" variant="ghost" className="w-full" disabled={change.isPending} onClick={onDone}>
            Skip for now
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
