/**
 * What the upgrader page computes before and after a spin (DESIGN §20): which catalogue items are
 * targets for a stake, and where on the dial the winning run and the ticket sit. The chance itself
 * is core's `upgradeChancePpm`, the server's own formula, so the page never promises another.
 */
import { NOTHING_STAKED_MESSAGE, UPGRADE_TICKETS, upgradeChancePpm, upgradeRefusal, type UpgradeDirection } from '@lootforge/core/upgrader';
import type { UpgraderOptions } from '@lootforge/core/contracts/upgrader-answers';

/** The dearest price GET /api/items accepts as `maxPriceCents`. */
const MAX_PRICE_FILTER_CENTS = 100_000_000;

/**
 * The dearest target a stake reaches at the least chance: the greatest T with
 * floor(kept · S / T) ≥ minChancePpm, i.e. floor(kept · S / minChancePpm), kept being the
 * million less the edge, as core rounds it. What the target list asks the catalogue up to.
 */
export function maxTargetCents(stakeCents: number, options: Pick<UpgraderOptions, 'houseEdge' | 'minChancePpm'>): number {
  if (stakeCents <= 0) return 0;
  const keptPpm = BigInt(UPGRADE_TICKETS - Math.round(options.houseEdge * UPGRADE_TICKETS));
  const bound = (keptPpm * BigInt(stakeCents)) / BigInt(options.minChancePpm);
  return Number(bound > BigInt(MAX_PRICE_FILTER_CENTS) ? BigInt(MAX_PRICE_FILTER_CENTS) : bound);
}

/** One catalogue item as a target of this stake: its chance, or null when nothing is staked. */
export type TargetChance<T> = { item: T; chancePpm: number | null };

/**
 * The targets the player may pick for a stake, in the order given (dearest first): worth more than
 * the stake, with a chance from minChancePpm to maxChancePpm. With nothing staked every item is
 * listed without a chance (the player may pick the target first). `exhausted` says an item below
 * the range was seen: the catalogue's next pages (cheaper still) hold no more targets.
 */
export function pickableTargets<T extends { valueCents: number }>(
  items: readonly T[],
  stakeCents: number,
  options: Pick<UpgraderOptions, 'houseEdge' | 'minChancePpm' | 'maxChancePpm'>,
): { targets: TargetChance<T>[]; exhausted: boolean } {
  if (stakeCents <= 0) return { targets: items.map((item) => ({ item, chancePpm: null })), exhausted: false };
  const targets: TargetChance<T>[] = [];
  let exhausted = false;
  for (const item of items) {
    if (item.valueCents <= stakeCents) {
      exhausted = true;
      continue;
    }
    const chancePpm = upgradeChancePpm(stakeCents, item.valueCents, options.houseEdge);
    if (chancePpm > options.maxChancePpm) exhausted = true;
    else if (chancePpm >= options.minChancePpm) targets.push({ item, chancePpm });
  }
  return { targets, exhausted };
}

/** Why the Upgrade button cannot be pressed now (first reason first), or null when it can. */
export function upgradeBlocker(input: {
  stakeCents: number;
  itemCount: number;
  targetCents: number | null;
  balancePartInvalid: boolean;
  balancePartCents: number;
  balanceCents: number | null;
  options: Pick<UpgraderOptions, 'houseEdge' | 'maxChancePpm'>;
}): string | null {
  if (input.balancePartInvalid) return 'Enter the amount as dollars and cents, like 2.50.';
  if (input.stakeCents <= 0) return NOTHING_STAKED_MESSAGE;
  if (input.targetCents === null) return 'Pick a target item.';
  if (input.balanceCents !== null && input.balancePartCents > input.balanceCents) return 'That is more than your balance.';
  return upgradeRefusal({ stakeCents: input.stakeCents, targetCents: input.targetCents, itemCount: input.itemCount, houseEdge: input.options.houseEdge, maxChancePpm: input.options.maxChancePpm });
}

/**
 * The winning run on the dial as fractions of the circle from 12 o'clock, clockwise: under wins
 * tickets 1…chance (the first `chance` millionths), over the last `chance` millionths.
 */
export function winningArc(chancePpm: number, direction: UpgradeDirection): { start: number; end: number } {
  const share = Math.min(Math.max(chancePpm, 0), UPGRADE_TICKETS) / UPGRADE_TICKETS;
  return direction === 'under' ? { start: 0, end: share } : { start: 1 - share, end: 1 };
}

/** Where a ticket sits on the dial, in degrees clockwise from 12 o'clock: ticket / 1 000 000 of the circle. */
export function ticketDegrees(ticket: number): number {
  return (ticket / UPGRADE_TICKETS) * 360;
}

/** Whole turns the needle makes before it settles. */
export const SPIN_TURNS = 4;

/**
 * The needle's rotation at the end of a spin from `fromDegrees` (where it rests now, any number of
 * turns): at least `turns` whole turns further on, clockwise, pointing at the ticket.
 */
export function landingRotation(fromDegrees: number, ticket: number, turns = SPIN_TURNS): number {
  const base = Math.floor(fromDegrees / 360) * 360 + turns * 360;
  const target = base + ticketDegrees(ticket);
  return target - fromDegrees < turns * 360 ? target + 360 : target;
}
