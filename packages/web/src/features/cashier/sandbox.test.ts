/** The sandbox checkout: its countdown, and the way back to the cashier. */
import { describe, expect, it } from 'vitest';
import { countdownText, returnLink } from './sandbox';

describe('countdownText', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  it.each([
    ['2026-05-01T12:30:00Z', '30:00'],
    ['2026-05-01T12:00:05.200Z', '0:06'],
    ['2026-05-01T13:05:09Z', '1:05:09'],
    ['2026-05-01T11:59:00Z', '0:00'],
  ])('until %s reads %s', (expiresAt, text) => expect(countdownText(expiresAt, now)).toBe(text));
});

describe('returnLink', () => {
  const origin = 'http://127.0.0.1:5173';
  it('follows a page of this site inside the app', () => {
    expect(returnLink('http://127.0.0.1:5173/cashier?deposit=abc', origin)).toEqual({ internal: true, to: '/cashier?deposit=abc' });
    expect(returnLink('/cashier', origin)).toEqual({ internal: true, to: '/cashier' });
  });

  it("sends any other site's address as a plain link, and never a script", () => {
    expect(returnLink('https://shop.example/return', origin)).toEqual({ internal: false, to: 'https://shop.example/return' });
    expect(returnLink('javascript:alert(1)', origin)).toEqual({ internal: true, to: '/cashier' });
  });
});
