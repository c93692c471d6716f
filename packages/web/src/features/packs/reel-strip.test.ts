/** The case reels' strips and the free demo roll (reel-strip.ts). */
import { describe, expect, it } from 'vitest';
import { pickByTicket, TICKETS } from '@lootforge/core/fairness';
import { seededRandom } from '../../lib/reel-strip';
import { buildStrip, demoRoll, LANDING_INDEX, STRIP_LENGTH } from './reel-strip';

const oddsPpm = [70_000, 25_000, 4_900, 100];

describe('case reel strips', () => {
  it('lands the rolled item where the reel stops, and only uses items of the pack', () => {
    for (let item = 0; item < oddsPpm.length; item++) {
      const strip = buildStrip({ oddsPpm, landingItemIndex: item, random: seededRandom(`strip-${item}`) });
      expect(strip).toHaveLength(STRIP_LENGTH);
      expect(strip[LANDING_INDEX]).toBe(item);
      expect(strip.every((index) => Number.isInteger(index) && index >= 0 && index < oddsPpm.length)).toBe(true);
    }
  });

  it('shows the rare item now and then as scenery, though its odds are 0.1 %', () => {
    const strips = Array.from({ length: 50 }, (_, i) => buildStrip({ oddsPpm, landingItemIndex: null, random: seededRandom(`idle-${i}`) }));
    expect(strips.flat().filter((index) => index === 3).length).toBeGreaterThan(0);
  });
});

describe('the demo roll', () => {
  it('draws a ticket from 1 to 100,000 and the item whose range holds it, as a real open picks', () => {
    for (let i = 0; i < 200; i++) {
      const { ticket, itemIndex } = demoRoll(oddsPpm);
      expect(ticket).toBeGreaterThanOrEqual(1);
      expect(ticket).toBeLessThanOrEqual(TICKETS);
      expect(itemIndex).toBe(pickByTicket(oddsPpm, ticket));
    }
  });
});
