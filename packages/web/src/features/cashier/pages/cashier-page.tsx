import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChartIcon, IdCardIcon, TruckIcon, WalletIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatStrip } from '../../../components/ui/stat-strip';
import { Tabs } from '../../../components/ui/tabs';
import { useNow } from '../../../lib/use-now';
import { useWalletBalance } from '../../../lib/wallet-balance';
import type { CashierAnswer } from '../api';
import { DepositHistory, WithdrawalHistory } from '../components/cashier-history';
import { DepositForm } from '../components/deposit-form';
import { DepositReturn } from '../components/deposit-return';
import { PlaythroughCard, VerificationCard } from '../components/withdrawal-status';
import { WithdrawForm } from '../components/withdraw-form';
import { useCashier } from '../requests/get-cashier';
import { useLiveCashier } from '../use-live-cashier';

type Tab = 'deposit' | 'withdraw';
const TABS = [
  { id: 'deposit', label: 'Deposit' },
  { id: 'withdraw', label: 'Withdraw' },
] as const;

/**
 * /cashier (DESIGN §19): deposit (an amount, then the provider's checkout) and withdraw (an amount
 * and where to send it), beside the play-through still due and the verification state, over the
 * history of both. `?tab=withdraw` opens on the withdrawal form (the wallet's Withdraw button).
 * Live: a completed deposit shows as such, and the balance moves, without a reload.
 */
export function CashierPage() {
  useLiveCashier();
  const cashier = useCashier();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  // Whether a deposit may still be paid depends on the clock: a minute is fine enough.
  const now = useNow(30_000);

  // Back from the provider's checkout: that deposit's outcome, above all else.
  const returnedId = params.get('deposit');
  const returned = returnedId ? cashier.data?.deposits.find((deposit) => deposit.id === returnedId) : undefined;

  function forget(param: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(param);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function choose(next: Tab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'deposit') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Page>
      <PageHeader
        title="Cashier"
        description="Add money to your balance, and withdraw it once it has been played through."
        actions={
          <>
            <ButtonLink to="/wallet" variant="ghost" icon={<WalletIcon className="size-4.5" />}>
              Wallet
            </ButtonLink>
            <ButtonLink to="/shipping" variant="outline" icon={<TruckIcon className="size-4.5" />}>
              Shipping
            </ButtonLink>
          </>
        }
      />

      {cashier.isError ? (
        <Card>
          <LoadError title="We could not load the cashier" description={cashier.error.message} query={cashier} />
        </Card>
      ) : !cashier.data ? (
        <div role="status" aria-label="Loading the cashier" className="flex flex-col gap-6">
          <Skeleton className="h-20 rounded-card" />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <Skeleton className="h-[28rem] rounded-card" />
            <Skeleton className="h-72 rounded-card" />
          </div>
        </div>
      ) : (
        <>
          {returned ? <DepositReturn deposit={returned} onClose={() => forget('deposit')} /> : null}
          <CashierFigures cashier={cashier.data} />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <Card className="overflow-visible">
              <div className="border-b border-line px-4 py-3 sm:px-5">
                <Tabs items={TABS} active={tab} onChange={choose} idPrefix="cashier" label="Deposit or withdraw" className="w-full sm:w-fit" />
              </div>
              <div id={`cashier-panel-${tab}`} role="tabpanel" aria-labelledby={`cashier-tab-${tab}`} className="px-4 py-5 sm:px-6 sm:py-6">
                {tab === 'deposit' ? <DepositForm cashier={cashier.data} /> : <WithdrawForm cashier={cashier.data} />}
              </div>
            </Card>
            <aside aria-label="Before you withdraw" className="flex flex-col gap-6">
              <PlaythroughCard cashier={cashier.data} />
              <VerificationCard cashier={cashier.data} />
            </aside>
          </div>
          <section aria-labelledby="cashier-history" className="flex flex-col gap-4">
            <h2 id="cashier-history" className="text-lg font-bold text-fg">
              History
            </h2>
            <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
              <DepositHistory deposits={cashier.data.deposits} nowMs={now} />
              <WithdrawalHistory withdrawals={cashier.data.withdrawals} />
            </div>
          </section>
        </>
      )}
    </Page>
  );
}

/** Balance, what may be withdrawn now, and the wager still due (or the verification state once none is). */
function CashierFigures({ cashier }: { cashier: CashierAnswer }) {
  // The navbar's live balance, which a push moves first; the cashier's own answer follows it.
  const wallet = useWalletBalance();
  const balanceCents = wallet.data?.balanceCents ?? cashier.balanceCents;
  return (
    <StatStrip
      label="Your cashier"
      tiles={[
        { icon: <WalletIcon className="size-5 text-accent" />, label: 'Balance', value: <Money cents={balanceCents} className="text-fg" /> },
        {
          icon: <WalletIcon className="size-5 text-success" />,
          label: 'Withdrawable',
          value: <Money cents={cashier.withdrawableCents} className={cashier.withdrawableCents > 0 ? 'text-success' : 'text-fg-muted'} />,
        },
        cashier.turnoverDueCents > 0
          ? { icon: <ChartIcon className="size-5 text-cool" />, label: 'Wager due', value: <Money cents={cashier.turnoverDueCents} className="text-accent" /> }
          : { icon: <IdCardIcon className="size-5 text-cool" />, label: 'Identity', value: <span className="text-fg">{cashier.kyc.status === 'verified' ? 'Verified' : 'Not verified'}</span> },
      ]}
    />
  );
}
