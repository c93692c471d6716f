/** The featured carousel's rules (carousel.ts): its slides, the step from one to the next, drags, and when it turns. */
import { describe, expect, it } from 'vitest';
import type { PackSummary } from '../packs/api';
import type { Race } from '../races/api';
import { featuredSlides, isRotating, swipeStep, wrapIndex } from './carousel';

const pack = (id: string) => ({ id, name: `Pack ${id}` }) as PackSummary;
const race = (id: number, kind: Race['kind'], status: Race['status'] = 'running') => ({ id, kind, status, endsAt: `2026-01-0${id}T00:00:00Z` }) as Race;

describe('featured slides', () => {
  it('puts the running races between the packs, a pack first, daily before weekly before an admin’s race', () => {
    const slides = featuredSlides([pack('a'), pack('b'), pack('c'), pack('d')], [race(3, 'custom'), race(2, 'weekly'), race(1, 'daily')]);
    expect(slides.map((slide) => slide.key)).toEqual(['pack:a', 'race:1', 'pack:b', 'race:2', 'pack:c', 'race:3', 'pack:d']);
  });

  it('leaves out races that are not running, and shows races alone when there are no packs', () => {
    const races = [race(1, 'daily'), race(2, 'weekly', 'finished'), race(3, 'custom', 'scheduled'), race(4, 'custom', 'cancelled')];
    expect(featuredSlides([], races).map((slide) => slide.key)).toEqual(['race:1']);
    expect(featuredSlides([pack('a')], [])).toEqual([{ kind: 'pack', key: 'pack:a', pack: pack('a') }]);
    expect(featuredSlides([], [])).toEqual([]);
  });
});

describe('the step from slide to slide', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [-1, 5, 4],
    [-6, 5, 4],
    [12, 5, 2],
    [3, 1, 0],
    [2, 0, 0],
  ])('slide %i of %i is slide %i', (index, count, shown) => expect(wrapIndex(index, count)).toBe(shown));
});

describe('a drag', () => {
  it.each([
    // Issue #28: 40 px.
    ['a drag of 40 px to the left brings the next slide', -40, 0, 1],
    ['a long drag left brings the next slide', -180, 12, 1],
    ['a drag of 40 px to the right brings the previous slide', 40, 0, -1],
    ['a drag of 39 px does nothing', -39, 0, 0],
    ['a short drag right does nothing', 25, 3, 0],
    ['a drag more up-and-down than sideways is a scroll, not a swipe', -60, 90, 0],
  ])('%s', (_case, dxPx, dyPx, step) => expect(swipeStep({ dxPx, dyPx })).toBe(step));
});

describe('turning by itself', () => {
  const turning = { playing: true, hovered: false, dragging: false, slideCount: 3 };
  it.each([
    ['playing, untouched', turning, true],
    ['stopped (by the button, by keyboard focus, or for reduced motion)', { ...turning, playing: false }, false],
    ['under the mouse', { ...turning, hovered: true }, false],
    ['while dragged', { ...turning, dragging: true }, false],
    ['with one slide', { ...turning, slideCount: 1 }, false],
  ])('%s: %s', (_case, state, rotating) => expect(isRotating(state)).toBe(rotating));
});
