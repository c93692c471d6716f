/** How /rewards presents each reward: the product's card titles and periods (DESIGN §14), and each card's colour. */
import type { RewardKind } from './api';

export const REWARD_CARDS: ReadonlyArray<{ kind: RewardKind; title: string; period: string; every: string; glow: string; icon: string; bar: string }> = [
  { kind: 'daily', title: 'Daily', period: 'Claim once a day', every: 'every 24 hours', glow: 'from-cool/25', icon: 'text-cool', bar: 'from-cool to-[#7dd8f5]' },
  { kind: 'weekly', title: 'Weekly', period: 'Last 7 days', every: 'every 7 days', glow: 'from-rarity-rare/25', icon: 'text-rarity-rare', bar: 'from-rarity-rare to-[#c084fc]' },
  { kind: 'monthly', title: 'Monthly', period: 'Last 30 days', every: 'every 30 days', glow: 'from-rarity-legendary/25', icon: 'text-rarity-legendary', bar: 'from-accent to-rarity-legendary' },
];
