import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { HistoryIcon, WalletIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletBalance } from '../api';

/** /wallet: the balance and the transactions that moved it, newest first. */
export function WalletPage() {
  useDocumentTitle('Wallet');
  const wallet = useWalletBalance();

  return (
    <Page>
      <section
        aria-labelledby="balance-heading"
        aria-busy={wallet.isPending}
        className="relative isolate overflow-hidden rounded-3xl border border-accent/20 bg-ink-850 px-5 py-7 sm:px-8 sm:py-9"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_120%_at_100%_0%,rgb(247_169_40/0.18),transparent_65%),radial-gradient(50%_100%_at_0%_100%,rgb(99_102_241/0.14),transparent_65%)]"
        />
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
          // $0.00 stands in while the balance loads (spec: default 0.00), greyed until it arrives.
          <Money
            cents={wallet.data?.balanceCents ?? 0}
            className={`mt-4 block text-4xl font-extrabold tracking-tight sm:text-5xl ${wallet.isPending ? 'text-fg-subtle' : 'text-accent'}`}
          />
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
        ) : null}
      </section>

      <Card>
        <CardHeader title="Recent Transactions" icon={<HistoryIcon className="size-4 text-cool" />} />
        <EmptyState
          icon={<HistoryIcon />}
          title="No transactions found"
          description="Bonuses, battle entries, wins and pack opens will be listed here, newest first."
        />
      </Card>
    </Page>
  );
}
