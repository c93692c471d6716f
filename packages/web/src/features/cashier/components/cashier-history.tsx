import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { DepositIcon, ExternalLinkIcon, WithdrawIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { depositLook, withdrawalLook } from '../../../lib/cashier-status';
import { cn } from '../../../lib/cn';
import { formatLongDate, formatTime } from '../../../lib/format-date';
import type { Deposit, Withdrawal } from '../api';
import { isPayable, shortDestination } from '../statuses';
import { StatusBadge } from './status-badge';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      {formatLongDate(iso)}
      <span aria-hidden="true"> · </span>
      <span className="sr-only"> at </span>
      {formatTime(iso)}
    </time>
  );
}

/** One entry of a history: an icon, the amount and when, the status, and what can be done next. */
function HistoryRow({
  icon,
  amountCents,
  title,
  lines,
  badge,
  action,
  testId,
}: {
  icon: ReactNode;
  amountCents: number;
  title: string;
  lines: ReactNode;
  badge: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <li data-testid={testId} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3.5 sm:flex-nowrap sm:gap-4 sm:px-5">
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-700/70 text-fg-muted ring-1 ring-line-strong ring-inset">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Money cents={amountCents} className="text-base font-bold text-fg" />
          <span className="text-fg-subtle">{title}</span>
        </p>
        <div className="mt-0.5 text-xs leading-5 text-fg-subtle">{lines}</div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">{badge}</div>
      {action ? <div className="w-full pl-13 sm:w-auto sm:shrink-0 sm:pl-0">{action}</div> : null}
    </li>
  );
}

/** A history's card: its title and how many entries, then the entries (a list named as the card), or what will be listed while there are none. */
function HistoryCard({
  title,
  icon: Icon,
  count,
  empty,
  children,
}: {
  title: string;
  icon: ComponentType<{ className?: string }>;
  count: number;
  empty: { title: string; description: string };
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} icon={<Icon className="size-4 text-cool" />} extra={<span className="text-xs text-fg-subtle tabular-nums">{count}</span>} />
      {count === 0 ? (
        <EmptyState compact icon={<Icon />} title={empty.title} description={empty.description} />
      ) : (
        <ul aria-label={title} className="divide-y divide-line">
          {children}
        </ul>
      )}
    </Card>
  );
}

/** The player's deposits, newest first, each with its status; one still to be paid links back to its checkout. */
export function DepositHistory({ deposits, nowMs }: { deposits: readonly Deposit[]; nowMs: number }) {
  return (
    <HistoryCard
      title="Deposits"
      icon={DepositIcon}
      count={deposits.length}
      empty={{ title: 'No deposits yet', description: 'Deposits you make are listed here with their status.' }}
    >
      {deposits.map((deposit) => (
        <HistoryRow
          key={deposit.id}
          testId="deposit-row"
          icon={<DepositIcon className="size-5" />}
          amountCents={deposit.creditedCents ?? deposit.amountCents}
          title="deposit"
          lines={
            deposit.creditedCents !== null && deposit.creditedCents !== deposit.amountCents ? (
              <>
                <When iso={deposit.createdAt} /> · credited of <Money cents={deposit.amountCents} /> asked
              </>
            ) : (
              <When iso={deposit.createdAt} />
            )
          }
          badge={<StatusBadge look={depositLook(deposit.status)} />}
          action={
            isPayable(deposit, nowMs) && deposit.checkoutUrl ? (
              // The provider's page: a full page load, as the Deposit button sends it.
              <a href={deposit.checkoutUrl} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'w-full sm:w-auto' })}>
                Continue to payment
                <ExternalLinkIcon className="size-3.5" />
              </a>
            ) : undefined
          }
        />
      ))}
    </HistoryCard>
  );
}

/** The player's withdrawals, newest first: amount, where to, status, and why one was rejected or failed. */
export function WithdrawalHistory({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  return (
    <HistoryCard
      title="Withdrawals"
      icon={WithdrawIcon}
      count={withdrawals.length}
      empty={{ title: 'No withdrawals yet', description: 'Withdrawals you ask for are listed here until they are paid out.' }}
    >
      {withdrawals.map((withdrawal) => (
        <HistoryRow
          key={withdrawal.id}
          testId="withdrawal-row"
          icon={<WithdrawIcon className="size-5" />}
          amountCents={withdrawal.amountCents}
          title="withdrawal"
          lines={
            <>
              <span className="block truncate" title={withdrawal.destination}>
                To <span className="font-mono text-fg-muted">{shortDestination(withdrawal.destination)}</span>
              </span>
              <When iso={withdrawal.createdAt} />
              {withdrawal.reason ? <span className={cn('mt-1 block text-danger')}>{withdrawal.reason}</span> : null}
            </>
          }
          badge={<StatusBadge look={withdrawalLook(withdrawal.status)} />}
        />
      ))}
    </HistoryCard>
  );
}
