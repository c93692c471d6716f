import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { UsersIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatCents } from '@lootforge/core/money';
import { REFERRAL_BONUS_CENTS } from '@lootforge/core/referrals';
import { EarningsCard } from '../components/earnings-card';
import { HowReferralsWork } from '../components/how-referrals-work';
import { ReferralLinkCard } from '../components/referral-link-card';
import { ReferralStats } from '../components/referral-stats';
import { ReferredPlayers } from '../components/referred-players';
import { useClaimReferralEarnings } from '../requests/claim-referral-earnings';
import { useReferrals } from '../requests/get-referrals';

/**
 * /referrals (signed in, from the profile menu): the code and link with a copy button, the one
 * vanity change, the players referred with their wager, and the earnings with Claim (from $1.00;
 * the server's answer is the toast).
 */
export function ReferralsPage() {
  const referrals = useReferrals();
  const claim = useClaimReferralEarnings();

  function onClaim() {
    claim.mutate(undefined, {
      onSuccess: ({ amountCents }) => toast.success(`Referral earnings claimed: ${formatCents(amountCents)} added to your wallet.`),
      onError: (error) => {
        // Below the $1.00 minimum is a wait, not a failure.
        if (error instanceof ApiError && error.status === 409) toast.info(error.message);
        else toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Page>
      <PageHeader
        title="Referrals"
        description={`Invite friends to LootForge. They get ${formatCents(REFERRAL_BONUS_CENTS)} extra when they sign up with your code, and you earn 1\u00a0% of everything they wager.`}
      />
      {referrals.isPending ? (
        <div role="status" aria-label="Loading your referrals" className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6">
          <Skeleton className="h-80 rounded-card" />
          <Skeleton className="h-80 rounded-card" />
        </div>
      ) : referrals.isError ? (
        <Card>
          {referrals.error instanceof ApiError && referrals.error.status === 403 ? (
            <EmptyState
              icon={<UsersIcon />}
              title="Finish signing up first"
              description={referrals.error.message}
              action={<ButtonLink to="/signup">Finish sign-up</ButtonLink>}
            />
          ) : (
            <LoadError title="We could not load your referrals" description={referrals.error.message} query={referrals} />
          )}
        </Card>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6">
            <ReferralLinkCard referrals={referrals.data} />
            <EarningsCard referrals={referrals.data} claiming={claim.isPending} onClaim={onClaim} />
          </div>
          <ReferralStats referrals={referrals.data} />
          <ReferredPlayers referrals={referrals.data} />
        </>
      )}
      <HowReferralsWork />
    </Page>
  );
}
