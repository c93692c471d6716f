import { SparklesIcon, TrophyIcon, UsersIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { StatStrip } from '../../../components/ui/stat-strip';
import type { Referrals } from '../api';

/** A strip of totals: how many signed up, what they wagered (of those listed), and the share. */
export function ReferralStats({ referrals }: { referrals: Referrals }) {
  const wagered = referrals.referred.reduce((sum, player) => sum + player.wagerCents, 0);
  return (
    <StatStrip
      label="Referral totals"
      tiles={[
        { icon: <UsersIcon className="size-5 text-cool" />, label: 'Players referred', value: <span className="text-fg tabular-nums">{referrals.referred.length}</span> },
        { icon: <TrophyIcon className="size-5 text-rarity-rare" />, label: 'Their wager', value: <Money cents={wagered} className="text-fg" /> },
        { icon: <SparklesIcon className="size-5 text-accent" />, label: 'Your share', value: <span className="text-accent">1&nbsp;%</span> },
      ]}
    />
  );
}
