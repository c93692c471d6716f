import { StepsCard } from '../../../components/ui/steps-card';
import { formatCents } from '@lootforge/core/money';
import { REFERRAL_BONUS_CENTS, REFERRAL_MIN_CLAIM_CENTS } from '@lootforge/core/referrals';

const STEPS = [
  { title: 'Share', text: 'Send your link, or give your code to type in the Referral code field when signing up.' },
  { title: 'They play', text: `A new player gets ${formatCents(REFERRAL_BONUS_CENTS)} on top of the welcome bonus. A code counts at sign-up only.` },
  { title: 'You earn', text: `1\u00a0% of every pack and battle entry they pay. Claim it to your wallet from ${formatCents(REFERRAL_MIN_CLAIM_CENTS)}.` },
] as const;

/** The referral rules of DESIGN §15 in a player's words. */
export function HowReferralsWork() {
  return <StepsCard title="How referrals work" steps={STEPS} />;
}
