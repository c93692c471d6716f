import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKETS } from './fairness';
import { chanceLabel, evenSplit, percentToPpm, ppmToPercentText } from './odds';

describe('drop chances as percentages', () => {
  it.each([
    ['12.5', 12_500],
    ['12,5', 12_500],
    [' 0.001 % ', 1],
    ['100', 100_000],
    ['33.3335', null],
    ['100.001', null],
    ['-1', null],
    ['', null],
    ['abc', null],
  ])('reads %j as %s parts per 100 000', (text, ppm) => {
    expect(percentToPpm(text)).toBe(ppm);
  });

  it('writes back exactly what it reads, short or fixed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TICKETS }), (ppm) => {
        expect(percentToPpm(ppmToPercentText(ppm))).toBe(ppm);
        expect(percentToPpm(ppmToPercentText(ppm, { fixed: true }))).toBe(ppm);
      }),
    );
    expect(ppmToPercentText(50_000)).toBe('50');
    expect(ppmToPercentText(50_000, { fixed: true })).toBe('50.000');
  });

  it.each([
    [25_000, '25%'],
    [1_500, '1.5%'],
    [25, '0.025%'],
    [12_345, '12.35%'],
  ])('labels %i as %s', (ppm, label) => {
    expect(chanceLabel(ppm)).toBe(label);
  });

  it('splits 100 % evenly into whole parts that total exactly 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
        const split = evenSplit(count);
        expect(split).toHaveLength(count);
        expect(split.reduce((sum, ppm) => sum + ppm, 0)).toBe(TICKETS);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
      }),
    );
    expect(evenSplit(3).map((ppm) => ppmToPercentText(ppm))).toEqual(['33.334', '33.333', '33.333']);
  });
});
