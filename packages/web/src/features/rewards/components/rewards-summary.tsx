import { ClockIcon, GiftIcon, ZapIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatStrip } from '../../../components/ui/stat-strip';
import { formatCountdownShort } from '../../../lib/countdown';
import type { Reward } from '../api';

/** Above the cards: what is claimable right now in total, the rate, and the next reward to open up. */
export function RewardsSummary({ rewards, now }: { rewards: Reward[] | undefined; now: number }) {
  const open = (reward: Reward) => !reward.claimableAt || Date.parse(reward.claimableAt) <= now;
  const claimableNow = (rewards ?? []).filter(open).reduce((sum, reward) => sum + reward.readyCents, 0);
  const waits = (rewards ?? []).filter((reward) => !open(reward)).map((reward) => Date.parse(reward.claimableAt!) - now);
  const nextMs = waits.length > 0 ? Math.min(...waits) : null;
  return (
    <StatStrip
      label="Rewards at a glance"
      tiles={[
        {
          icon: <GiftIcon className="size-5 text-accent" />,
          label: 'Claimable now',
          value: rewards ? <Money cents={claimableNow} className="text-accent" /> : <Skeleton className="mt-1 h-6 w-20" />,
        },
        { icon: <ZapIcon className="size-5 text-cool" />, label: 'Rakeback', value: <span className="text-fg">0.2&nbsp;% × 3</span> },
        {
          icon: <ClockIcon className="size-5 text-rarity-rare" />,
          label: 'Next unlock',
          value: rewards ? <span className="text-fg tabular-nums">{nextMs === null ? 'All open' : formatCountdownShort(nextMs)}</span> : <Skeleton className="mt-1 h-6 w-20" />,
        },
      ]}
    />
  );
}
