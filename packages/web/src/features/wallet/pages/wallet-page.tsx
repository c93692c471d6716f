import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChartIcon, DepositIcon, HistoryIcon, PackageIcon, SwordsIcon, TrophyIcon, WalletIcon, WithdrawIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';
import { StatStrip } from '../../../components/ui/stat-strip';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InventoryPanel } from '../../inventory/components/inventory-panel';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useWalletSummary } from '../requests/get-wallet-summary';
import { TransactionRow } from '../components/transaction-row';
import { useWalletTransactions } from '../requests/get-transactions';
import { LoadMore } from '../../../components/ui/load-more';

/** /wallet: the balance, the items won (inventory) and the transactions that moved it, newest first. */
export function WalletPage() {
  useDocumentTitle('Wallet');
  return (
    <Page>
      <BalanceHero />
      <WalletTotals />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <InventoryPanel />
        <TransactionsCard />
      </div>
    </Page>
  );
}

/** What the player has staked in all and won back in cash, and the difference. */
function WalletTotals() {
  const summary = useWalletSummary();
  const figure = (cents: number | undefined, signed = false) =>
    cents === undefined ? <span className="text-fg-subtle">{summary.isError ? '—' : '…'}</span> : <Money cents={cents} signed={signed} className={signed ? (cents >= 0 ? 'text-success' : 'text-danger') : 'text-fg'} />;
  const net = summary.data ? summary.data.wonCents - summary.data.wageredCents : undefined;
  return (
    <StatStrip
      label="Your totals"
      tiles={[
        { icon: <ChartIcon className="size-5 text-cool" />, label: 'Wagered', value: figure(summary.data?.wageredCents) },
        { icon: <TrophyIcon className="size-5 text-accent" />, label: 'Won back', value: figure(summary.data?.wonCents) },
        { icon: <WalletIcon className="size-5 text-success" />, label: 'Net', value: figure(net, true) },
      ]}
    />
  );
}

function BalanceHero() {
  const wallet = useWalletBalance();
  return (
    <section
      aria-labelledby="balance-heading"
      aria-busy={wallet.isPending}
      className="relative isolate overflow-hidden rounded-3xl border border-accent/20 bg-ink-850 px-5 py-7 sm:px-8 sm:py-9"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_120%_at_100%_0%,rgb(247_169_40/0.18),transparent_65%),radial-gradient(50%_100%_at_0%_100%,rgb(99_102_241/0.14),transparent_65%)]"
      />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-accent/12 text-accent ring-1 ring-accent/30">
              <WalletIcon />
            </span>
            <h1 id="balance-heading" className="text-base font-semibold text-fg-muted">
              My Balance
            </h1>
          </div>
          {wallet.isError ? (
            <p className="mt-4 text-4xl font-extrabold tracking-tight text-fg-subtle sm:text-5xl" aria-label="Balance unavailable">
              —
            </p>
          ) : (
            // $0.00 stands in while the balance loads (DESIGN §2: default 0.00), greyed until it arrives.
            <p aria-live="polite" className="mt-4">
              <Money
                cents={wallet.data?.balanceCents ?? 0}
                className={cn(
                  'block text-4xl font-extrabold tracking-tight transition-colors sm:text-5xl',
                  wallet.isPending ? 'text-fg-subtle' : 'text-accent',
                )}
              />
            </p>
          )}
          {wallet.isError ? (
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              <p role="alert" className="text-danger">
                We could not load your balance.
              </p>
              <Button variant="ghost" size="sm" loading={wallet.isFetching} onClick={() => void wallet.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <p className="mt-2 flex items-center gap-2 text-xs text-fg-subtle">
              <span className="relative flex size-2">
                <span className="absolute inline-flex size-full rounded-full bg-success/60 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2 rounded-full bg-success" />
              </span>
              Updates live as you play
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          {/* Money in and out (the cashier, DESIGN §19), then where to play with it. */}
          {/* On a phone the two share a row: less padding, so the icons keep their size. */}
          <div className="grid grid-cols-2 gap-2 max-sm:[&>a]:px-3 sm:flex">
            <ButtonLink to="/cashier" size="lg" icon={<DepositIcon className="size-5" />}>
              Deposit
            </ButtonLink>
            <ButtonLink to="/cashier?tab=withdraw" variant="outline" size="lg" icon={<WithdrawIcon className="size-5" />}>
              Withdraw
            </ButtonLink>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <ButtonLink to="/battlepage1" variant="secondary" icon={<SwordsIcon className="size-4.5" />}>
              Battle
            </ButtonLink>
            <ButtonLink to="/packs" variant="secondary" icon={<PackageIcon className="size-4.5" />}>
              Open packs
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function TransactionsCard() {
  const transactions = useWalletTransactions();
  const rows = transactions.data?.pages.flatMap((page) => page.transactions) ?? [];

  return (
    <Card aria-busy={transactions.isPending}>
      <CardHeader title="Recent Transactions" icon={<HistoryIcon className="size-4 text-cool" />} />
      {transactions.isPending ? (
        <SkeletonRows
          label="Loading transactions"
          count={4}
          rowClassName="gap-4 px-4 py-3.5 sm:px-5"
          thumbClassName="size-10"
          titleClassName="w-32"
          lineClassName="w-44"
          trailingClassName="h-4 w-20"
        />
      ) : transactions.isError ? (
        <LoadError title="We could not load your transactions" description="Check your connection and try again." query={transactions} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          title="No transactions found"
          description="Bonuses, battle entries, wins and pack opens will be listed here, newest first."
        />
      ) : (
        <>
          <ul aria-label="Transactions" className="divide-y divide-line">
            {rows.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
          <LoadMore list={transactions} />
        </>
      )}
    </Card>
  );
}
