import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { AlertIcon, WithdrawIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { withdrawalLook } from '../../../lib/cashier-status';
import { dollarsText, formatCents } from '@lootforge/core/money';
import { readAmount } from '../amount';
import type { CashierAnswer } from '../api';
import { useCreateWithdrawal } from '../requests/create-withdrawal';
import { openWithdrawal } from '../statuses';
import { AmountInput } from './amount-input';

/**
 * The withdrawal form: what may be withdrawn now, an amount (or Max) and where to send it. The
 * page checks only the shape and the $10.00 minimum; the server decides the rest (play-through,
 * verification, one withdrawal at a time) and its refusal, in its own words, shows under the form.
 */
export function WithdrawForm({ cashier }: { cashier: CashierAnswer }) {
  const id = useId();
  const amountId = `${id}-amount`;
  const destinationId = `${id}-destination`;
  const refusalId = `${id}-refusal`;
  const [amountText, setAmountText] = useState('');
  const [destination, setDestination] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; destination?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const withdraw = useCreateWithdrawal();
  const onItsWay = openWithdrawal(cashier.withdrawals);
  const read = readAmount(amountText, { what: 'withdrawal', minCents: cashier.limits.minWithdrawalCents });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!read.ok) found.amount = read.error;
    const to = destination.trim();
    if (to.length < 4) found.destination = 'Please enter where to send the money: an account or a wallet address.';
    setErrors(found);
    setRefusal(null);
    if (found.amount || found.destination || !read.ok) {
      document.getElementById(found.amount ? amountId : destinationId)?.focus();
      return;
    }
    withdraw.mutate(
      { amountCents: read.cents, destination: to },
      {
        onSuccess: ({ withdrawal }) => {
          toast.success(`Withdrawal of ${formatCents(withdrawal.amountCents)} requested. It is held from your balance until it is paid out.`);
          setAmountText('');
          setDestination('');
        },
        onError: (failure) => setRefusal(errorMessage(failure)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Withdraw" aria-describedby={refusal ? refusalId : undefined}>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl border border-line bg-ink-950/40 px-4 py-3">
        <div>
          <p className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">Withdrawable now</p>
          <p className="mt-0.5 text-2xl font-extrabold" data-testid="withdrawable">
            <Money cents={cashier.withdrawableCents} className={cashier.withdrawableCents > 0 ? 'text-success' : 'text-fg-muted'} />
          </p>
        </div>
        <p className="text-right text-xs text-fg-subtle">
          Balance <Money cents={cashier.balanceCents} className="font-semibold text-fg-muted" />
        </p>
      </div>

      {onItsWay ? (
        <p className="rounded-xl border border-cool/30 bg-cool/6 px-4 py-3 text-sm leading-6 text-fg-muted">
          Your withdrawal of <Money cents={onItsWay.amountCents} className="font-semibold text-fg" /> is on its way (
          <span className="font-semibold text-cool">{withdrawalLook(onItsWay.status).label}</span>). You can ask for another once it is done.
        </p>
      ) : null}

      <Field label="Amount to withdraw" htmlFor={amountId} hint={`At least ${formatCents(cashier.limits.minWithdrawalCents)}.`} error={errors.amount}>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <AmountInput
              id={amountId}
              placeholder="25.00"
              value={amountText}
              error={errors.amount}
              onChange={(value) => {
                setAmountText(value);
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
            />
          </div>
          <Button
            variant="outline"
            size="lg"
            className="px-4"
            disabled={cashier.withdrawableCents <= 0}
            onClick={() => {
              setAmountText(dollarsText(cashier.withdrawableCents));
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
          >
            Max
          </Button>
        </div>
      </Field>

      <Field
        label="Send to (account or wallet address)"
        htmlFor={destinationId}
        hint={cashier.provider.sandbox ? 'Sandbox: a destination containing “fail” makes the payout fail.' : 'The account or wallet the payment provider pays out to.'}
        error={errors.destination}
      >
        <Input
          id={destinationId}
          value={destination}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. IBAN, PayPal e-mail or wallet address"
          onChange={(event) => {
            setDestination(event.target.value);
            setErrors((current) => ({ ...current, destination: undefined }));
          }}
          aria-invalid={errors.destination ? true : undefined}
          aria-describedby={errors.destination ? `${destinationId}-error` : `${destinationId}-hint`}
        />
      </Field>

      <Button type="submit" size="lg" loading={withdraw.isPending} className="w-full">
        <WithdrawIcon className="size-5" />
        {read.ok ? `Withdraw ${formatCents(read.cents)}` : 'Withdraw'}
      </Button>

      {refusal ? (
        <div id={refusalId} role="alert" data-testid="withdraw-refusal" className="-mt-1 flex items-start gap-3 rounded-xl border border-danger/35 bg-danger/8 px-4 py-3 text-sm leading-6 text-fg">
          <AlertIcon className="mt-0.5 size-4.5 shrink-0 text-danger" />
          <p>{refusal}</p>
        </div>
      ) : null}

      <p className="-mt-2 text-xs leading-5 text-fg-subtle">
        The amount leaves your balance when you ask and is held until it is paid out; a rejected or failed withdrawal comes back to your balance. One withdrawal at a time.
      </p>
    </form>
  );
}
