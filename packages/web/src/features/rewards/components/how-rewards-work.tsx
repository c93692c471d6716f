import { StepsCard } from '../../../components/ui/steps-card';

const STEPS = [
  { title: 'Play', text: 'Every pack you open and every battle entry you pay counts as wager.' },
  { title: 'Earn', text: 'Each reward holds 0.2\u00a0% of what you wagered since you last claimed it, rounded down to the cent.' },
  { title: 'Claim', text: 'Claim daily every 24 hours, weekly every 7 days, monthly every 30 days. It goes straight to your wallet.' },
] as const;

/** The reward rules of DESIGN §14 in a player's words. */
export function HowRewardsWork() {
  return <StepsCard title="How rewards work" steps={STEPS} />;
}
