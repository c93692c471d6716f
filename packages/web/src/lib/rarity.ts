/** Rarity tier of an item by its value (DESIGN §11), with the Tailwind classes that paint it. */

export type RarityTier = 'common' | 'uncommon' | 'rare' | 'epic' | 'legendary';

export type Rarity = {
  tier: RarityTier;
  label: string;
  /** Text colour, e.g. for the item value. */
  textClass: string;
  /** A soft border for the item card. */
  borderClass: string;
  /** A radial glow placed behind the item image (put it on an absolutely positioned layer). */
  glowClass: string;
  /** A solid swatch: dots, bars, the reel's marker. */
  swatchClass: string;
};

// Literal class strings so Tailwind's scanner sees every one of them.
const TIERS: Record<RarityTier, Rarity> = {
  common: {
    tier: 'common',
    label: 'Common',
    textClass: 'text-rarity-common',
    borderClass: 'border-rarity-common/30',
    glowClass: 'bg-radial from-rarity-common/35 via-rarity-common/10 to-transparent to-70%',
    swatchClass: 'bg-rarity-common',
  },
  uncommon: {
    tier: 'uncommon',
    label: 'Uncommon',
    textClass: 'text-rarity-uncommon',
    borderClass: 'border-rarity-uncommon/40',
    glowClass: 'bg-radial from-rarity-uncommon/45 via-rarity-uncommon/10 to-transparent to-70%',
    swatchClass: 'bg-rarity-uncommon',
  },
  rare: {
    tier: 'rare',
    label: 'Rare',
    textClass: 'text-rarity-rare',
    borderClass: 'border-rarity-rare/40',
    glowClass: 'bg-radial from-rarity-rare/45 via-rarity-rare/10 to-transparent to-70%',
    swatchClass: 'bg-rarity-rare',
  },
  epic: {
    tier: 'epic',
    label: 'Epic',
    textClass: 'text-rarity-epic',
    borderClass: 'border-rarity-epic/40',
    glowClass: 'bg-radial from-rarity-epic/45 via-rarity-epic/10 to-transparent to-70%',
    swatchClass: 'bg-rarity-epic',
  },
  legendary: {
    tier: 'legendary',
    label: 'Legendary',
    textClass: 'text-rarity-legendary',
    borderClass: 'border-rarity-legendary/50',
    glowClass: 'bg-radial from-rarity-legendary/50 via-rarity-legendary/15 to-transparent to-70%',
    swatchClass: 'bg-rarity-legendary',
  },
};

/** Upper bounds in cents (exclusive): grey < $1, blue < $10, purple < $100, pink < $1,000, gold from $1,000. */
const THRESHOLDS: ReadonlyArray<readonly [number, RarityTier]> = [
  [100, 'common'],
  [1_000, 'uncommon'],
  [10_000, 'rare'],
  [100_000, 'epic'],
];

export function rarityOf(valueCents: number): Rarity {
  for (const [below, tier] of THRESHOLDS) {
    if (valueCents < below) return TIERS[tier];
  }
  return TIERS.legendary;
}

const TIER_ORDER: readonly RarityTier[] = ['common', 'uncommon', 'rare', 'epic', 'legendary'];

/** The rarest tier among some items (common when there are none): what a landing's sting plays. */
export function rarestTier(items: readonly { valueCents: number }[]): RarityTier {
  return items.reduce<RarityTier>((best, item) => {
    const tier = rarityOf(item.valueCents).tier;
    return TIER_ORDER.indexOf(tier) > TIER_ORDER.indexOf(best) ? tier : best;
  }, 'common');
}
