import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DEPOSIT_STATUSES, KYC_STATUSES, SHIPPING_STATUSES, WITHDRAWAL_STATUSES } from '@lootforge/core/cashier';
import { formatCents } from '@lootforge/core/money';
import { Card } from '../../../components/ui/card';
import { PackageIcon, ShieldIcon, WalletIcon, ZapIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { CASHIER_TABS, cashierTabOf, DEFAULT_FILTERS, statusFilterOf, yesterdayUtc, type CashierTab } from '../cashier-console';
import { CashierDeposits } from '../components/cashier-deposits';
import { CashierReconciliation } from '../components/cashier-reconciliation';
import { CashierShipping } from '../components/cashier-shipping';
import { CashierVerification } from '../components/cashier-verification';
import { CashierWithdrawals } from '../components/cashier-withdrawals';
import { useCashierDeposits } from '../requests/get-cashier-deposits';
import { useCashierWithdrawals } from '../requests/get-cashier-withdrawals';
import { useKycReviews } from '../requests/get-kyc-reviews';
import { useShippingOrders } from '../requests/get-shipping-orders';

/**
 * /admincashier?tab=&status=&date=: the console's Cashier section (DESIGN §19): the withdrawal
 * queue, deposits, identity reviews, shipping orders and the daily reconciliation. What waits
 * for a decision is counted above the tabs.
 */
export function AdminCashierPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab = cashierTabOf(params.get('tab'));
  const status = params.get('status');
  // Ages in the queues move on by the minute.
  const nowMs = useNow(60_000);
  const [openedMs] = useState(() => Date.now());
  const today = new Date(openedMs).toISOString().slice(0, 10);
  const date = params.get('date') ?? yesterdayUtc(openedMs);

  /** Another tab (its default filter), or this tab with another filter or day. */
  function go(next: { tab: CashierTab; status?: string; date?: string }) {
    const search = new URLSearchParams({ tab: next.tab });
    if (next.status) search.set('status', next.status);
    if (next.date) search.set('date', next.date);
    setParams(search, { replace: true });
  }

  // On a phone the tabs scroll sideways: the one the address opened on is brought into view (sideways only).
  useEffect(() => {
    const selected = document.getElementById(`${id}-tab-${tab}`);
    const list = selected?.parentElement;
    if (!selected || !list || list.scrollWidth <= list.clientWidth) return;
    const [tabBox, listBox] = [selected.getBoundingClientRect(), list.getBoundingClientRect()];
    list.scrollLeft += tabBox.left - listBox.left - (list.clientWidth - tabBox.width) / 2;
  }, [id, tab]);

  let panel: ReactNode;
  if (tab === 'withdrawals') {
    panel = <CashierWithdrawals status={statusFilterOf(status, WITHDRAWAL_STATUSES, DEFAULT_FILTERS.withdrawals)} onStatus={(next) => go({ tab, status: next })} nowMs={nowMs} />;
  } else if (tab === 'deposits') {
    panel = <CashierDeposits status={statusFilterOf(status, DEPOSIT_STATUSES, DEFAULT_FILTERS.deposits)} onStatus={(next) => go({ tab, status: next })} nowMs={nowMs} />;
  } else if (tab === 'verification') {
    panel = <CashierVerification status={statusFilterOf(status, KYC_STATUSES, DEFAULT_FILTERS.verification)} onStatus={(next) => go({ tab, status: next })} nowMs={nowMs} />;
  } else if (tab === 'shipping') {
    panel = <CashierShipping status={statusFilterOf(status, SHIPPING_STATUSES, DEFAULT_FILTERS.shipping)} onStatus={(next) => go({ tab, status: next })} nowMs={nowMs} />;
  } else {
    panel = <CashierReconciliation key={date} date={date} today={today} onDate={(next) => go({ tab, date: next })} />;
  }

  return (
    <Page>
      <PageHeader title="Cashier" description="Money in and out through the payment provider: the withdrawal queue, deposits, identity checks, items shipped to players, and the daily reconciliation." />
      <Waiting onOpen={(next, nextStatus) => go({ tab: next, status: nextStatus })} />
      <div className="flex min-w-0 flex-col gap-4">
        <Tabs items={CASHIER_TABS} active={tab} onChange={(next) => go({ tab: next })} idPrefix={id} label="Cashier sections" className="self-start" />
        <div id={`${id}-panel-${tab}`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="min-w-0">
          {panel}
        </div>
      </div>
    </Page>
  );
}

/** What waits for an operator, each opening its list: the queue, deposits under review, pending reviews, new orders. */
function Waiting({ onOpen }: { onOpen: (tab: CashierTab, status: string) => void }) {
  const withdrawals = useCashierWithdrawals('requested');
  const deposits = useCashierDeposits('review');
  const reviews = useKycReviews('pending');
  const orders = useShippingOrders('requested');
  const queuedCents = withdrawals.data?.reduce((sum, row) => sum + row.amountCents, 0) ?? 0;
  const tiles = [
    { tab: 'withdrawals', status: 'requested', label: 'Withdrawals waiting', icon: <WalletIcon className="size-5" />, count: withdrawals.data?.length, note: withdrawals.data ? formatCents(queuedCents) : null },
    { tab: 'deposits', status: 'review', label: 'Deposits to review', icon: <ZapIcon className="size-5" />, count: deposits.data?.length, note: 'amount differs' },
    { tab: 'verification', status: 'pending', label: 'Identity checks', icon: <ShieldIcon className="size-5" />, count: reviews.data?.length, note: 'pending' },
    { tab: 'shipping', status: 'requested', label: 'Orders to ship', icon: <PackageIcon className="size-5" />, count: orders.data?.length, note: 'new' },
  ] as const;
  return (
    <ul aria-label="Waiting for a decision" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.tab}>
          <Card interactive className="h-full">
            <button
              type="button"
              onClick={() => onOpen(tile.tab, tile.status)}
              className="flex h-full w-full items-center gap-3 rounded-card px-3 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cool sm:px-4"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'hidden size-10 shrink-0 place-items-center rounded-xl border sm:grid',
                  tile.count ? 'border-accent/35 bg-accent/10 text-accent' : 'border-line-strong bg-ink-800 text-fg-subtle',
                )}
              >
                {tile.icon}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-[11px] leading-4 font-semibold tracking-wider text-fg-subtle uppercase">{tile.label}</span>
                <span className="flex items-baseline gap-2">
                  {tile.count === undefined ? (
                    <Skeleton className="mt-1 h-6 w-10" />
                  ) : (
                    <span className={cn('text-xl font-extrabold tabular-nums', tile.count > 0 ? 'text-fg' : 'text-fg-subtle')}>{tile.count}</span>
                  )}
                  {tile.count ? <span className="truncate text-xs text-fg-muted">{tile.note}</span> : null}
                </span>
              </span>
            </button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
