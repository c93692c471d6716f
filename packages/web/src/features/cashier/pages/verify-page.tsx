import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { AlertIcon, BanknoteIcon, CheckCircleIcon, ClockIcon, IdCardIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StepsCard } from '../../../components/ui/steps-card';
import { kycLook } from '../../../lib/cashier-status';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format-date';
import type { KycState } from '../api';
import { KycForm } from '../components/kyc-form';
import { StatusBadge } from '../components/status-badge';
import { useKyc } from '../requests/get-kyc';
import { useLiveCashier } from '../use-live-cashier';

const STEPS = [
  { title: 'Your details', text: 'Your legal name, date of birth, country and address, as on your document.' },
  { title: 'One document', text: 'A clear photo or scan of your passport, ID card or driving licence.' },
  { title: 'Our review', text: 'A person checks it, usually within a day or two. You can keep playing meanwhile.' },
] as const;

/**
 * /verify (DESIGN §19): the player's verification status (with the reason of a rejection) and,
 * while there is nothing under review or verified, the form. Verified players withdraw without
 * the lifetime limit unverified players have.
 */
export function VerifyPage() {
  useLiveCashier();
  const kyc = useKyc();
  const state = kyc.data?.kyc;
  const showForm = state?.status === 'none' || state?.status === 'rejected';

  return (
    <Page>
      <PageHeader
        title="Verify your identity"
        description="Verification keeps your account and the money in it yours. Once verified, you can withdraw without the limit that applies before."
        actions={
          <ButtonLink to="/cashier?tab=withdraw" variant="outline" icon={<BanknoteIcon className="size-4.5" />}>
            Cashier
          </ButtonLink>
        }
      />
      {kyc.isError ? (
        <Card>
          <LoadError title="We could not load your verification" description={kyc.error.message} query={kyc} />
        </Card>
      ) : !state ? (
        <div role="status" aria-label="Loading your verification" className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-[32rem] rounded-card" />
          <Skeleton className="h-64 rounded-card" />
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-6">
            <KycStatusCard kyc={state} />
            {showForm ? (
              <Card>
                <CardHeader title={state.status === 'rejected' ? 'Send your details again' : 'Your details'} icon={<IdCardIcon className="size-4 text-cool" />} />
                <div className="px-4 py-5 sm:px-6 sm:py-6">
                  <KycForm />
                </div>
              </Card>
            ) : null}
          </div>
          <StepsCard title="How verification works" steps={STEPS} layout="column" />
        </div>
      )}
    </Page>
  );
}

const STATUS_TEXT: Record<KycState['status'], string> = {
  none: 'You have not been verified yet.',
  pending: 'Thank you. We have your details and are checking them.',
  verified: 'You are verified. No verification limit applies to your withdrawals.',
  rejected: 'We could not verify you with the details you sent.',
};

/** Where the player stands: the status, when it was sent, why it was rejected, and what may be withdrawn meanwhile. */
function KycStatusCard({ kyc }: { kyc: KycState }) {
  const look = kycLook(kyc.status);
  const Icon = kyc.status === 'verified' ? CheckCircleIcon : kyc.status === 'rejected' ? AlertIcon : kyc.status === 'pending' ? ClockIcon : IdCardIcon;
  return (
    <Card data-testid="kyc-status" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0 -z-10 opacity-80',
          kyc.status === 'verified' && 'bg-[radial-gradient(60%_140%_at_100%_0%,rgb(52_211_153/0.14),transparent_65%)]',
          kyc.status === 'pending' && 'bg-[radial-gradient(60%_140%_at_100%_0%,rgb(247_169_40/0.14),transparent_65%)]',
          kyc.status === 'rejected' && 'bg-[radial-gradient(60%_140%_at_100%_0%,rgb(248_113_113/0.14),transparent_65%)]',
          kyc.status === 'none' && 'bg-[radial-gradient(60%_140%_at_100%_0%,rgb(76_201_240/0.12),transparent_65%)]',
        )}
      />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:p-6">
        <span
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-2xl ring-1 ring-inset',
            kyc.status === 'verified' && 'bg-success/10 text-success ring-success/30',
            kyc.status === 'pending' && 'bg-accent/10 text-accent ring-accent/30',
            kyc.status === 'rejected' && 'bg-danger/10 text-danger ring-danger/30',
            kyc.status === 'none' && 'bg-cool/10 text-cool ring-cool/30',
          )}
        >
          <Icon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="text-lg font-bold text-fg">Verification status</h2>
            <StatusBadge look={look} />
          </div>
          <p className="mt-1.5 text-sm leading-6 text-fg-muted">{STATUS_TEXT[kyc.status]}</p>
          {kyc.submittedAt && kyc.status !== 'none' ? <p className="mt-1 text-xs text-fg-subtle">Sent on {formatLongDate(kyc.submittedAt)}.</p> : null}
          {kyc.status === 'rejected' && kyc.reason ? (
            <p className="mt-3 rounded-xl border border-danger/30 bg-danger/8 px-3.5 py-2.5 text-sm leading-6 text-fg">
              <span className="font-semibold">Reason: </span>
              {kyc.reason}
            </p>
          ) : null}
          {kyc.status !== 'verified' ? (
            <p className="mt-3 text-sm text-fg-muted">
              Until you are verified you can withdraw <Money cents={kyc.freeWithdrawRemainingCents} className="font-bold text-fg" /> more.
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
