import { useId, useState, type FormEvent } from 'react';
import { DEPOSIT_STATUS_LABELS, DEPOSIT_STATUSES, type DepositStatus } from '@lootforge/core/cashier';
import { dollarsText, formatCents, parseDollars } from '@lootforge/core/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { WalletIcon } from '../../../components/ui/icons';
import { DollarInput, Field, Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { readableError } from '../../../lib/readable-error';
import { checkResolution, suggestedCreditCents, type StatusFilter } from '../cashier-console';
import { useCashierDeposits, type AdminDeposit } from '../requests/get-cashier-deposits';
import { useResolveDeposit } from '../requests/resolve-deposit';
import { ACTIONS_CELL, Age, ListBody, MoneyTable, PlayerCell, StatusBadge, StatusToolbar, whenUtc } from './cashier-parts';


/** Deposits by status (DESIGN §19); one the provider reported another amount for waits in `review` to be credited or failed. */
export function CashierDeposits({ status, onStatus, nowMs }: { status: StatusFilter<DepositStatus>; onStatus: (status: StatusFilter<DepositStatus>) => void; nowMs: number }) {
  const deposits = useCashierDeposits(status);
  const [resolving, setResolving] = useState<AdminDeposit | null>(null);
  const rows = deposits.data ?? [];
  const totalCents = rows.reduce((sum, row) => sum + row.amountCents, 0);

  return (
    <Card className="overflow-hidden">
      <StatusToolbar
        value={status}
        statuses={DEPOSIT_STATUSES}
        labels={DEPOSIT_STATUS_LABELS}
        onChange={onStatus}
        refreshing={deposits.isFetching && !deposits.isPending}
        summary={deposits.data ? `${rows.length} ${rows.length === 1 ? 'deposit' : 'deposits'} · ${formatCents(totalCents)}` : null}
      />
      <ListBody
        query={deposits}
        name="deposits"
        skeleton={{ count: 4, thumbClassName: 'size-8 rounded-full', titleClassName: 'h-4 w-40', lineClassName: 'h-3 w-24', trailingClassName: 'h-4 w-16' }}
        empty={
          <EmptyState
            icon={<WalletIcon />}
            title={status === 'all' ? 'No deposits yet' : status === 'review' ? 'Nothing to review' : `No ${DEPOSIT_STATUS_LABELS[status].toLowerCase()} deposits`}
            description={status === 'review' ? 'A deposit waits here when the provider reports a different amount from the one asked for.' : undefined}
          />
        }
      >
        <MoneyTable
          label="Deposits"
          status={status}
          labels={DEPOSIT_STATUS_LABELS}
          faded={deposits.isPlaceholderData}
          columns={[{ label: 'Provider reported', className: 'px-4 py-3 text-right' }, { label: 'Status' }, { label: 'Provider' }, { label: 'Created' }]}
        >
          {rows.map((deposit) => (
            <tr key={deposit.id} data-deposit={deposit.id}>
              <PlayerCell row={deposit} gapClassName="gap-1.5">
                <Money cents={deposit.amountCents} className="font-bold text-fg" />
                {deposit.providerAmountCents !== null ? (
                  <>
                    <span className="text-fg-subtle">→</span>
                    <Money cents={deposit.providerAmountCents} className="font-semibold text-accent" />
                  </>
                ) : null}
              </PlayerCell>
              <td className="px-4 py-3 text-right">
                <Money cents={deposit.amountCents} className="font-bold text-fg" />
              </td>
              <td className="px-4 py-3 text-right">
                {deposit.providerAmountCents === null ? (
                  <span className="text-fg-subtle">—</span>
                ) : (
                  <>
                    <Money cents={deposit.providerAmountCents} className="font-semibold text-accent" />
                    <div className="text-[11px] text-fg-subtle tabular-nums">{formatCents(deposit.providerAmountCents - deposit.amountCents, { signed: true })}</div>
                  </>
                )}
              </td>
              <td className="px-4 py-3">
                <StatusBadge kind="deposit" status={deposit.status} />
                {deposit.creditedCents !== null && deposit.creditedCents !== deposit.amountCents ? (
                  <div className="mt-1 text-[11px] whitespace-nowrap text-fg-subtle">
                    credited <Money cents={deposit.creditedCents} />
                  </div>
                ) : null}
                {deposit.completedAt ? <div className="mt-1 text-[11px] whitespace-nowrap text-fg-subtle">{whenUtc(deposit.completedAt)}</div> : null}
              </td>
              <td className="px-4 py-3">
                <span className="text-fg-muted capitalize">{deposit.provider}</span>
                <div className="max-w-[12rem] truncate font-mono text-[11px] text-fg-subtle" title={deposit.providerRef}>
                  {deposit.providerRef}
                </div>
              </td>
              <td className="px-4 py-3">
                <Age iso={deposit.createdAt} nowMs={nowMs} />
              </td>
              <td className={ACTIONS_CELL}>
                {deposit.status === 'review' ? (
                  <Button size="sm" variant="secondary" aria-label={`Resolve ${displayName(deposit.userName)}'s deposit of ${formatCents(deposit.amountCents)}`} onClick={() => setResolving(deposit)}>
                    Resolve
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </MoneyTable>
      </ListBody>
      {resolving ? <ResolveDialog deposit={resolving} onClose={() => setResolving(null)} /> : null}
    </Card>
  );
}

/** Credit what arrived (at most), or fail the deposit; either with a reason (audited). */
function ResolveDialog({ deposit, onClose }: { deposit: AdminDeposit; onClose: () => void }) {
  const id = useId();
  const resolve = useResolveDeposit();
  const arrivedCents = deposit.providerAmountCents ?? deposit.amountCents;
  const [action, setAction] = useState<'credit' | 'fail'>('credit');
  const [amount, setAmount] = useState(() => dollarsText(suggestedCreditCents(deposit)));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const amountCents = parseDollars(amount);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkResolution({ action, amount, reason }, deposit);
    if (!checked.ok) return setErrors({ [checked.field]: checked.error });
    setErrors({});
    resolve.mutate(
      { id: deposit.id, resolution: checked.value },
      {
        onSuccess: () => {
          toast.success(
            checked.value.action === 'credit'
              ? `Credited ${formatCents(checked.value.amountCents)} to ${displayName(deposit.userName)}.`
              : `The deposit of ${formatCents(deposit.amountCents)} is marked failed.`,
          );
          onClose();
        },
        // The server's refusal is about the amount ("At most what arrived …") or the deposit itself.
        onError: (failure) => setErrors({ [action === 'credit' ? 'amount' : 'reason']: readableError(failure) }),
      },
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Resolve deposit"
      description={`${displayName(deposit.userName)} asked to deposit ${formatCents(deposit.amountCents)}; the provider reported a different amount.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit" form={`${id}-form`} variant={action === 'credit' ? 'primary' : 'danger'} loading={resolve.isPending}>
            {action === 'credit' ? `Credit ${amountCents !== null && amountCents > 0 ? formatCents(amountCents) : ''}`.trim() : 'Fail deposit'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
            <dt className="text-xs text-fg-subtle">Ours (asked for)</dt>
            <dd className="mt-0.5 text-lg font-bold tabular-nums">{formatCents(deposit.amountCents)}</dd>
          </div>
          <div className="rounded-xl border border-accent/30 bg-accent/6 px-3 py-2">
            <dt className="text-xs text-fg-subtle">Theirs (arrived)</dt>
            <dd className="mt-0.5 text-lg font-bold text-accent tabular-nums">{deposit.providerAmountCents === null ? 'Not reported' : formatCents(deposit.providerAmountCents)}</dd>
          </div>
        </dl>
        <div role="radiogroup" aria-label="Decision" className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-ink-950/50 p-1">
          {(
            [
              ['credit', 'Credit'],
              ['fail', 'Fail'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={action === value}
              onClick={() => {
                setAction(value);
                setErrors({});
              }}
              className={cn('rounded-lg px-3 py-2 text-sm font-semibold transition-colors', action === value ? 'bg-ink-700 text-fg ring-1 ring-line-strong' : 'text-fg-muted hover:text-fg')}
            >
              {label}
            </button>
          ))}
        </div>
        {action === 'credit' ? (
          <Field label="Amount to credit" htmlFor={`${id}-amount`} hint={`At most what arrived: ${formatCents(arrivedCents)}.`} error={errors.amount}>
            <DollarInput
              id={`${id}-amount`}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? `${id}-amount-error` : `${id}-amount-hint`}
            />
          </Field>
        ) : (
          <p className="text-sm text-fg-muted">Nothing is credited; the player sees the deposit as failed.</p>
        )}
        <Field label="Reason" htmlFor={`${id}-reason`} hint="Kept in the audit log with your name." error={errors.reason}>
          <Textarea
            id={`${id}-reason`}
            rows={2}
            value={reason}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
            placeholder={action === 'credit' ? 'e.g. Provider confirmed a partial payment' : 'e.g. Payment reversed by the provider'}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : `${id}-reason-hint`}
          />
        </Field>
      </form>
    </Modal>
  );
}
