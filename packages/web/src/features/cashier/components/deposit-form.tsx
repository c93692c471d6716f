import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/input';
import { DepositIcon, LockIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { readAmount, quickAmounts } from '../amount';
import type { CashierAnswer } from '../api';
import { useCreateDeposit } from '../requests/create-deposit';
import { AmountInput } from './amount-input';
import { SandboxNote } from './sandbox-note';

/**
 * The deposit form: an amount (typed, or one of the quick picks) within the limits, then Deposit,
 * which creates the deposit and sends the browser to the provider's checkout to pay it. The
 * balance moves when the provider says the payment went through, not before.
 */
export function DepositForm({ cashier }: { cashier: CashierAnswer }) {
  const id = useId();
  const amountId = `${id}-amount`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const deposit = useCreateDeposit();
  const { minDepositCents, maxDepositCents } = cashier.limits;
  const rules = { what: 'deposit', minCents: minDepositCents, maxCents: maxDepositCents } as const;
  const read = readAmount(text, rules);
  const picks = quickAmounts(cashier.limits);

  // Back from the checkout with the browser's Back button, the page may come back as it was left
  // (the back/forward cache): the button is no longer on its way anywhere.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!read.ok) {
      setError(read.error);
      document.getElementById(amountId)?.focus();
      return;
    }
    setError(null);
    deposit.mutate(read.cents, {
      onSuccess: ({ deposit: created }) => {
        if (!created.checkoutUrl) {
          setError('The payment provider did not open a checkout for this deposit. Please try again.');
          return;
        }
        // To the provider's checkout: a page of its own, which sends the player back here.
        setLeaving(true);
        window.location.assign(created.checkoutUrl);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Deposit">
      {cashier.provider.sandbox ? <SandboxNote /> : null}

      <Field
        label="Amount to deposit"
        htmlFor={amountId}
        hint={`Between ${formatCents(minDepositCents)} and ${formatCents(maxDepositCents)}.`}
        error={error}
      >
        <AmountInput
          id={amountId}
          placeholder="50.00"
          value={text}
          error={error}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
      </Field>

      {picks.length > 0 ? (
        <div role="group" aria-label="Quick amounts" className="grid grid-cols-4 gap-2">
          {picks.map((cents) => {
            const chosen = read.ok && read.cents === cents;
            return (
              <button
                key={cents}
                type="button"
                aria-pressed={chosen}
                onClick={() => {
                  setText(String(cents / 100));
                  setError(null);
                }}
                className={cn(
                  'h-10 rounded-xl text-sm font-bold tabular-nums ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cool',
                  chosen ? 'bg-accent/15 text-accent ring-accent/50' : 'bg-ink-800/70 text-fg-muted ring-line-strong hover:bg-ink-700 hover:text-fg',
                )}
              >
                {formatCents(cents).replace(/\.00$/, '')}
              </button>
            );
          })}
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-ink-950/40 px-4 py-3 text-sm">
        <div>
          <dt className="text-xs text-fg-subtle">You pay</dt>
          <dd className="font-bold text-fg tabular-nums">{read.ok ? formatCents(read.cents) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">Added to your balance</dt>
          <dd className="font-bold text-success tabular-nums">{read.ok ? formatCents(read.cents) : '—'}</dd>
        </div>
      </dl>

      <Button type="submit" size="lg" loading={deposit.isPending || leaving} className="w-full">
        <DepositIcon className="size-5" />
        {read.ok ? `Deposit ${formatCents(read.cents)}` : 'Deposit'}
      </Button>
      <p className="-mt-2 flex items-start gap-2 text-xs leading-5 text-fg-subtle">
        <LockIcon className="mt-0.5 size-3.5 shrink-0" />
        You pay on the payment provider’s own checkout page, then come back here. A deposit is played through once before it can be withdrawn.
      </p>
    </form>
  );
}
