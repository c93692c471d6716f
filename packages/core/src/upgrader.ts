/**
 * The upgrader (DESIGN §20): stake items and/or balance worth S for a chance at one dearer
 * item worth T. The chance keeps the house edge on every input (chance × T ≤ (1 − e) × S), and
 * the roll is the player's pack seed pair's next nonce, recomputable by anyone (§5).
 */
import { formatCents, type Cents } from './money';
import { requireClientSeed, rollValue } from './fairness';

/** An upgrade's ticket runs from 1 to 1 000 000 (a part per million each). */
export const UPGRADE_TICKETS = 1_000_000;
/** The least chance a target may have: 1 %. */
export const UPGRADER_MIN_CHANCE_PPM = 10_000;
/** The greatest, unless UPGRADER_MAX_CHANCE_PPM says otherwise: 75 %. */
export const DEFAULT_UPGRADER_MAX_CHANCE_PPM = 750_000;
/** The most inventory items one upgrade may stake. */
export const MAX_UPGRADE_ITEMS = 10;

export const UPGRADE_DIRECTIONS = ['under', 'over'] as const;
export type UpgradeDirection = (typeof UPGRADE_DIRECTIONS)[number];

/**
 * The win chance in parts per million: floor(1 000 000 · (1 − e) · S / T), computed exactly (the
 * edge is taken to the nearest part per million first, so no float rounding can favour the player).
 */
export function upgradeChancePpm(stakeCents: Cents, targetCents: Cents, houseEdge: number): number {
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0 || !Number.isSafeInteger(targetCents) || targetCents <= 0) throw new RangeError('Stake and target are positive whole cents.');
  if (!(houseEdge >= 0 && houseEdge < 1)) throw new RangeError('The house edge is from 0 up to 1.');
  const keptPpm = BigInt(UPGRADE_TICKETS - Math.round(houseEdge * UPGRADE_TICKETS));
  return Number((keptPpm * BigInt(stakeCents)) / BigInt(targetCents));
}

/** "Pick a target with a win chance between 1 % and 75 %." with the configured maximum. */
export function chanceRangeMessage(maxChancePpm: number): string {
  return `Pick a target with a win chance between 1 % and ${formatPercent(maxChancePpm, 0)}.`;
}

export const TARGET_NOT_DEARER_MESSAGE = 'Pick a target worth more than what you stake.';
export const TOO_MANY_ITEMS_MESSAGE = `Stake up to ${MAX_UPGRADE_ITEMS} items at once.`;
export const NOTHING_STAKED_MESSAGE = 'Pick items or an amount to stake.';

/** Why an upgrade of these figures is refused (DESIGN §20), or null. */
export function upgradeRefusal(input: { stakeCents: Cents; targetCents: Cents; itemCount: number; houseEdge: number; maxChancePpm: number }): string | null {
  if (input.itemCount > MAX_UPGRADE_ITEMS) return TOO_MANY_ITEMS_MESSAGE;
  if (input.stakeCents <= 0) return NOTHING_STAKED_MESSAGE;
  if (input.targetCents <= input.stakeCents) return TARGET_NOT_DEARER_MESSAGE;
  const chance = upgradeChancePpm(input.stakeCents, input.targetCents, input.houseEdge);
  if (chance < UPGRADER_MIN_CHANCE_PPM || chance > input.maxChancePpm) return chanceRangeMessage(input.maxChancePpm);
  return null;
}

/** Message of an upgrade's roll: `${clientSeed}:${nonce}:upgrade`. */
export function upgradeMessage(clientSeed: string, nonce: number): string {
  return `${requireClientSeed(clientSeed)}:${nonce}:upgrade`;
}

/** The ticket, 1 to 1 000 000: floor(n / 2^52 · 1 000 000) + 1 with n the roll's first 52 bits. */
export function upgradeTicket(serverSeed: string, clientSeed: string, nonce: number): number {
  return Math.floor((rollValue(serverSeed, upgradeMessage(clientSeed, nonce)) / 2 ** 52) * UPGRADE_TICKETS) + 1;
}

/** Under wins on the lowest `chancePpm` tickets, over on the highest: each exactly chancePpm of the million. */
export function upgradeWins(ticket: number, chancePpm: number, direction: UpgradeDirection): boolean {
  return direction === 'under' ? ticket <= chancePpm : ticket > UPGRADE_TICKETS - chancePpm;
}

/** "37.52 %" (parts per million as a percentage, `digits` after the point). */
export function formatPercent(ppm: number, digits = 2): string {
  return `${(ppm / 10_000).toFixed(digits)} %`;
}

/** "×2.65": what the target is worth against the stake. */
export function formatMultiplier(stakeCents: Cents, targetCents: Cents): string {
  return `×${(targetCents / stakeCents).toFixed(2)}`;
}

/** How an upgrade reads in words, for the page and the live feed. */
export function upgradeSummary(stakeCents: Cents, targetCents: Cents, chancePpm: number): string {
  return `${formatCents(stakeCents)} for ${formatCents(targetCents)} at ${formatPercent(chancePpm)}`;
}
