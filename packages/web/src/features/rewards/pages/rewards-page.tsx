import { useQueryClient } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { SUBSCRIBED, readAgain, useTopic } from '../../../lib/realtime';
import { useNow } from '../../../lib/use-now';
import { formatCents } from '@lootforge/core/money';
import { useMe } from '../../../lib/session';
import { rewardsQueryKey, type RewardKind } from '../api';
import { RewardCard } from '../components/reward-card';
import { RewardsSummary } from '../components/rewards-summary';
import { HowRewardsWork } from '../components/how-rewards-work';
import { PromoCodeCard } from '../components/promo-code-card';
import { useClaimReward } from '../requests/claim-reward';
import { useRewards } from '../requests/get-rewards';
import { REWARD_CARDS } from '../reward-kinds';

/**
 * /rewards: the product's (DESIGN §14) Daily, Weekly (last 7 days) and Monthly (last 30 days) cards, each with the
 * amount ready now, a live countdown to when it may be claimed and its progress, and Claim. The
 * server's answer is the toast; a claim's new balance shows in the navbar at once.
 */
export function RewardsPage() {
  const { data: me } = useMe();
  const rewards = useRewards();
  const claim = useClaimReward();
  const queryClient = useQueryClient();
  const now = useNow();

  // Every stake the player makes changes what is ready: a balance event follows each.
  useTopic(me ? 'user' : null, (event) => {
    if (event === 'balance') void queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
    if (event === SUBSCRIBED) void readAgain(queryClient, rewardsQueryKey);
  });

  function onClaim(kind: RewardKind, title: string) {
    claim.mutate(kind, {
      onSuccess: ({ amountCents }) => toast.success(`${title} reward claimed: ${formatCents(amountCents)} added to your wallet.`),
      onError: (error) => {
        // "Nothing to claim yet — …" and "You can claim this again in …" are a wait, not a failure.
        if (error instanceof ApiError && error.status === 409) toast.info(error.message);
        else toast.error(errorMessage(error));
      },
    });
  }

  const signedIn = Boolean(me);
  return (
    <Page>
      <PageHeader title="Rewards" description={'Get back 0.2\u00a0% of everything you wager, three times over: claim it daily, weekly and monthly.'} />
      {signedIn ? <RewardsSummary rewards={rewards.data} now={now} /> : null}
      {signedIn && rewards.isError ? (
        <Card>
          <LoadError title="We could not load your rewards" description={rewards.error.message} query={rewards} />
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {REWARD_CARDS.map((look) => (
            <li key={look.kind}>
              <RewardCard
                look={look}
                reward={rewards.data?.find((reward) => reward.kind === look.kind)}
                now={now}
                signedIn={signedIn}
                claiming={claim.isPending && claim.variables === look.kind}
                onClaim={() => onClaim(look.kind, look.title)}
              />
            </li>
          ))}
        </ul>
      )}
      {signedIn ? <PromoCodeCard /> : null}
      <HowRewardsWork />
    </Page>
  );
}
