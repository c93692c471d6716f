/** The cashier's amount fields: dollars typed by a person, read as cents, and the limits said in words. */
import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT, quickAmounts, readAmount } from './amount';

const deposit = { what: 'deposit', minCents: 500, maxCents: 500_000 } as const;

describe('readAmount', () => {
  it.each([
    ['50', 5_000],
    [' 12.5 ', 1_250],
    ['$25.05', 2_505],
    ['1,250.00', 125_000],
    ['5000', 500_000],
    ['5', 500],
  ])('reads %j as %i cents', (text, cents) => expect(readAmount(text, deposit)).toEqual({ ok: true, cents }));

  it.each(['', 'fifty', '12.345', '-5', '1,2', '0', '0.00', '1e3'])('refuses %j with the format hint', (text) =>
    expect(readAmount(text, deposit)).toEqual({ ok: false, error: AMOUNT_FORMAT }),
  );

  it('says the smallest and largest amount allowed', () => {
    expect(readAmount('4.99', deposit)).toEqual({ ok: false, error: 'The smallest deposit is $5.00.' });
    expect(readAmount('5000.01', deposit)).toEqual({ ok: false, error: 'The largest deposit is $5,000.00.' });
    expect(readAmount('9.99', { what: 'withdrawal', minCents: 1_000 })).toEqual({ ok: false, error: 'The smallest withdrawal is $10.00.' });
  });

  it('leaves the largest withdrawal to the server, which knows the play-through and the verification', () => {
    expect(readAmount('1000000', { what: 'withdrawal', minCents: 1_000 })).toEqual({ ok: true, cents: 100_000_000 });
  });
});

describe('quickAmounts', () => {
  it('offers $10, $25, $50 and $100 where the limits allow them', () => {
    expect(quickAmounts({ minDepositCents: 500, maxDepositCents: 500_000 })).toEqual([1_000, 2_500, 5_000, 10_000]);
    expect(quickAmounts({ minDepositCents: 2_000, maxDepositCents: 5_000 })).toEqual([2_500, 5_000]);
  });
});
