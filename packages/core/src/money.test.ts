import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsText, formatCents, parseDollars } from './money';

describe('formatCents', () => {
  it.each([
    [123456, {}, '$1,234.56'],
    [-500, {}, '-$5.00'],
    [0, {}, '$0.00'],
    [7, {}, '$0.07'],
    [100_000, { signed: true }, '+$1,000.00'],
    [-2_480, { signed: true }, '-$24.80'],
    [0, { signed: true }, '$0.00'],
    [123_456_789_012, {}, '$1,234,567,890.12'],
  ])('formats %i cents %j as %s', (cents, options, expected) => {
    expect(formatCents(cents, options)).toBe(expected);
  });

  it('reads as the browser formats US dollars, signed or not', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const usdSigned = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatCents(cents)).toBe(usd.format(cents / 100));
        expect(formatCents(cents, { signed: true })).toBe(usdSigned.format(cents / 100));
      }),
    );
  });

  it('parses what it formats, without the sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseDollars(formatCents(cents).replace(/,/g, ''))).toBe(cents);
      }),
    );
  });
});

describe('dollarsText', () => {
  it('writes an amount as form text that parseDollars reads back to the cent', () => {
    expect(dollarsText(1_250)).toBe('12.50');
    expect(dollarsText(7)).toBe('0.07');
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => parseDollars(dollarsText(cents)) === cents));
  });
});
