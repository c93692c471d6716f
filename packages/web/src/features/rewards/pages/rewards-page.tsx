import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ComingSoonButton } from '../../../components/ui/coming-soon';
import { GiftIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useMe } from '../../auth/api';

const REWARDS = [
  { kind: 'daily', title: 'Daily', period: 'Claim once a day', glow: 'from-cool/25', icon: 'text-cool' },
  { kind: 'weekly', title: 'Weekly', period: 'Last 7 days', glow: 'from-rarity-rare/25', icon: 'text-rarity-rare' },
  { kind: 'monthly', title: 'Monthly', period: 'Last 30 days', glow: 'from-rarity-legendary/25', icon: 'text-rarity-legendary' },
] as const;

/** /rewards: daily, weekly and monthly rewards that grow with play. */
export function RewardsPage() {
  const { data: me } = useMe();
  return (
    <Page>
      <PageHeader title="Rewards" description="The more you play, the more you get back. Rewards build up over each period and are yours to claim." />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {REWARDS.map((reward) => (
          <li key={reward.kind}>
            <Card className="relative isolate flex h-full flex-col items-center overflow-hidden px-5 pt-8 pb-6 text-center">
              <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 -z-10 h-40 bg-radial-[at_50%_0%] to-transparent to-70%', reward.glow)} />
              <div className="grid size-16 place-items-center rounded-2xl border border-line-strong bg-ink-800">
                <GiftIcon className={cn('size-8', reward.icon)} />
              </div>
              <h2 className="mt-4 text-xl font-bold">{reward.title}</h2>
              <p className="mt-1 text-sm text-fg-muted">{reward.period}</p>
              <div className="mt-6 flex w-full flex-1 flex-col justify-end">
                {me ? (
                  <ComingSoonButton
                    hintId={`reward-${reward.kind}-hint`}
                    hint="Claiming opens soon"
                    align="stretch"
                  >
                    Claim
                  </ComingSoonButton>
                ) : (
                  <ButtonLink to="/loginsignup" className="w-full">
                    Login To Claim
                  </ButtonLink>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
