import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import { useFinance, type FinanceDay, type FinanceReport } from '../console-api';
import { CommunityRow } from '../components/community-row';
import { TransparencyPanel } from '../components/transparency-panel';
import { TableScroll } from '../../../components/ui/table-scroll';
import { TableHead } from '../../../components/ui/table-head';

// The chart library is loaded with this page's chart only (decision 018).
const FinanceChart = lazy(() => import('../components/finance-chart').then((m) => ({ default: m.FinanceChart })));

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Column = { key: keyof Omit<FinanceDay, 'day'>; label: string };

/** Play: what players wagered and got back, and what the house kept. */
const PLAY_COLUMNS: Column[] = [
  { key: 'wageredPacksCents', label: 'Packs wagered' },
  { key: 'wageredBattlesCents', label: 'Battles wagered' },
  { key: 'wageredUpgradesCents', label: 'Upgrades wagered' },
  { key: 'paidOutCents', label: 'Paid out' },
  { key: 'commissionsCents', label: 'Commissions' },
  { key: 'promotionsCents', label: 'Promotions' },
  { key: 'adjustmentsCents', label: 'Adjustments' },
  { key: 'houseNetCents', label: 'House net' },
];

/** The cashier (DESIGN §19): money in and out through the payment provider, and shipping fees less refunds. */
const CASHIER_COLUMNS: Column[] = [
  { key: 'depositsCents', label: 'Deposits' },
  { key: 'withdrawalsCents', label: 'Withdrawals' },
  { key: 'shippingFeesCents', label: 'Shipping fees' },
];

const COLUMNS = [...PLAY_COLUMNS, ...CASHIER_COLUMNS];

/** The responsible-play counts (DESIGN §16b): how many players have each kind of limit in force now, or a break or self-exclusion running. */
const LIMITS_SET: ReadonlyArray<{ key: keyof FinanceReport['limitsSet']; label: string }> = [
  { key: 'wager', label: 'Wager limits' },
  { key: 'deposit', label: 'Deposit limits' },
  { key: 'loss', label: 'Loss limits' },
  { key: 'playTime', label: 'Play-time limits' },
  { key: 'realityCheck', label: 'Reality check under 60 min' },
  { key: 'breaks', label: 'On a break' },
  { key: 'exclusions', label: 'Self-excluded' },
];

const count = new Intl.NumberFormat('en-US');

function LimitsSetRow({ counts }: { counts: FinanceReport['limitsSet'] }) {
  return (
    <section aria-labelledby="limits-set-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="limits-set-heading" className="text-base font-bold text-fg">
          Responsible play
        </h2>
        <p className="text-xs text-fg-subtle">Players with each limit in force now, or a break or self-exclusion running (not a figure of the range).</p>
      </div>
      <dl aria-label="Players with limits" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7" data-testid="limits-set">
        {LIMITS_SET.map((item) => (
          <Card key={item.key} className="px-4 py-3">
            <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{item.label}</dt>
            <dd className="mt-1 text-lg font-extrabold tabular-nums">{count.format(counts[item.key])}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

/** /adminfinance?from=&to=: what was wagered, paid out and given away per UTC day, and what the house kept (DESIGN §17). */
export function AdminFinancePage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  // The last 30 UTC days unless the address says otherwise (the day the page opened: stable across renders).
  const [today] = useState(() => Date.now());
  const range = { from: params.get('from') ?? isoDay(today - 29 * DAY_MS), to: params.get('to') ?? isoDay(today) };
  const [draft, setDraft] = useState(range);
  const report = useFinance(range);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setParams(draft, { replace: true });
  }

  return (
    <Page>
      <PageHeader title="Finance" description="Per UTC day, from the ledger: wagers, what went back to players, promotions and adjustments, the house's net, and the money through the cashier." />
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <Field label="From" htmlFor={`${id}-from`}>
          <Input id={`${id}-from`} type="date" value={draft.from} max={draft.to} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </Field>
        <Field label="To" htmlFor={`${id}-to`}>
          <Input id={`${id}-to`} type="date" value={draft.to} min={draft.from} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </Field>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>

      {report.isError ? (
        <Card>
          <LoadError title="The report could not be loaded" description={readableError(report.error)} query={report} />
        </Card>
      ) : !report.data ? (
        <Skeleton className="h-80 rounded-2xl" />
      ) : (
        <div className={cn('flex flex-col gap-6 transition-opacity', report.isPlaceholderData && 'opacity-60')}>
          <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
            {PLAY_COLUMNS.map((column) => (
              <Card key={column.key} className="px-4 py-3">
                <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{column.label}</dt>
                <dd className="mt-1 truncate text-lg font-extrabold tabular-nums">
                  <Money cents={report.data.totals[column.key]} className={column.key === 'houseNetCents' ? (report.data.totals.houseNetCents >= 0 ? 'text-success' : 'text-danger') : undefined} />
                </dd>
              </Card>
            ))}
          </dl>
          <dl aria-label="Cashier totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {CASHIER_COLUMNS.map((column) => (
              <Card key={column.key} className="px-4 py-3">
                <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{column.label}</dt>
                <dd className="mt-1 truncate text-lg font-extrabold tabular-nums">
                  <Money cents={report.data.totals[column.key]} />
                </dd>
              </Card>
            ))}
            {/* Not a figure of the range: what every wallet holds this moment, what the site owes its players. */}
            <Card className="px-4 py-3">
              <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Player liabilities (now)</dt>
              <dd className="mt-1 truncate text-lg font-extrabold tabular-nums">
                <Money cents={report.data.liabilitiesCents} className="text-accent" />
              </dd>
            </Card>
            {/* Given away, not a transfer: an item from a free case moves money only when it is sold. */}
            <Card className="px-4 py-3">
              <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">Free cases opened</dt>
              <dd className="mt-1 truncate text-lg font-extrabold tabular-nums" data-free-cases={report.data.freeCases.opened}>
                {count.format(report.data.freeCases.opened)} · <Money cents={report.data.freeCases.valueCents} />
              </dd>
            </Card>
          </dl>
          <CommunityRow figures={report.data.community} />
          <LimitsSetRow counts={report.data.limitsSet} />
          <TransparencyPanel />
          <Card>
            <CardHeader title="Per day" />
            <div className="h-72 p-3 sm:p-5">
              <Suspense fallback={<Skeleton className="h-full rounded-xl" />}>
                <FinanceChart days={report.data.days} />
              </Suspense>
            </div>
          </Card>
          <Card className="overflow-hidden">
            <TableScroll label="Finance per day">
              <table className="w-full min-w-[72rem] text-right text-sm tabular-nums">
                <caption className="sr-only">
                  Finance per day from {report.data.from} to {report.data.to}
                </caption>
                <TableHead columns={[{ label: 'Day (UTC)', className: 'px-4 py-3 sm:px-5' }, ...COLUMNS.map((column) => ({ label: column.label, className: 'px-4 py-3 text-right' }))]} />
                <tbody className="divide-y divide-line">
                  {[...report.data.days].reverse().map((day) => (
                    <tr key={day.day}>
                      <th scope="row" className="px-4 py-2.5 text-left font-medium whitespace-nowrap text-fg sm:px-5">
                        {day.day}
                      </th>
                      {COLUMNS.map((column) => (
                        <td key={column.key} className={cn('px-4 py-2.5', column.key === 'houseNetCents' && (day.houseNetCents >= 0 ? 'text-success' : 'text-danger'))}>
                          <Money cents={day[column.key]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-line-strong font-bold">
                  <tr>
                    <th scope="row" className="px-4 py-3 text-left sm:px-5">
                      Total
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.key} className="px-4 py-3">
                        <Money cents={report.data.totals[column.key]} />
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </TableScroll>
          </Card>
        </div>
      )}
    </Page>
  );
}
