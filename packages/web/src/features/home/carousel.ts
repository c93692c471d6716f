/**
 * The rules of the featured carousel on /homepage, apart from React: which slides it shows, which
 * slide comes next, what a drag does, and when it turns by itself.
 */
import { CAROUSEL_SWIPE_PX } from '@lootforge/core/carousel';
import type { PackSummary } from '../packs/api';
import type { Race } from '../races/api';
import { byTabOrder } from '../races/race-labels';

export type FeaturedSlide = { kind: 'pack'; key: string; pack: PackSummary } | { kind: 'race'; key: string; race: Race };

/**
 * The running races (in the order /race lists them) between the featured packs, a pack first: a
 * race ending soon is never more than one slide away, and the packs are not all at the end.
 */
export function featuredSlides(packs: readonly PackSummary[], races: readonly Race[]): FeaturedSlide[] {
  const packSlides = packs.map((pack): FeaturedSlide => ({ kind: 'pack', key: `pack:${pack.id}`, pack }));
  const raceSlides = races
    .filter((race) => race.status === 'running')
    .sort(byTabOrder)
    .map((race): FeaturedSlide => ({ kind: 'race', key: `race:${race.id}`, race }));
  const slides: FeaturedSlide[] = [];
  for (let at = 0; at < Math.max(packSlides.length, raceSlides.length); at += 1) {
    const pack = packSlides[at];
    const race = raceSlides[at];
    if (pack) slides.push(pack);
    if (race) slides.push(race);
  }
  return slides;
}

/** Any step from any slide lands on a slide: past the last is the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * What a finished drag does: +1 (the next slide) for a drag to the left of at least
 * CAROUSEL_SWIPE_PX, −1 for one to the right, 0 for anything shorter or more up-and-down than
 * sideways (a page scroll that wandered).
 */
export function swipeStep({ dxPx, dyPx }: { dxPx: number; dyPx: number }): -1 | 0 | 1 {
  if (Math.abs(dxPx) < CAROUSEL_SWIPE_PX || Math.abs(dyPx) > Math.abs(dxPx)) return 0;
  return dxPx < 0 ? 1 : -1;
}

/**
 * Whether the carousel turns by itself now: it is playing (the player has not stopped it, keyboard
 * focus has not stopped it, and it starts stopped for someone who asked for reduced motion), and
 * no pointer rests on it and no drag is under way. One slide never turns.
 */
export function isRotating(state: { playing: boolean; hovered: boolean; dragging: boolean; slideCount: number }): boolean {
  return state.playing && !state.hovered && !state.dragging && state.slideCount > 1;
}
