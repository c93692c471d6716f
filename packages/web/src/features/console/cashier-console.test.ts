/** The Cashier section's rules (cashier-console.ts, DESIGN §19): tabs and filters from the address, ages, shipping moves, the decision forms' checks. */
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_STATUSES } from '@lootforge/core/cashier';
import {
  ageInYears,
  ageLabel,
  cashierTabOf,
  checkReason,
  checkResolution,
  checkShipped,
  isOverdue,
  mismatchDifferenceCents,
  nextShippingStatuses,
  statusFilterOf,
  suggestedCreditCents,
  yesterdayUtc,
} from './cashier-console';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('the address', () => {
  it('opens the withdrawal queue unless it names another tab', () => {
    expect(cashierTabOf(null)).toBe('withdrawals');
    expect(cashierTabOf('shipping')).toBe('shipping');
    expect(cashierTabOf('reconciliation')).toBe('reconciliation');
    expect(cashierTabOf('ledger')).toBe('withdrawals');
  });

  it('takes a known status or "all", and falls back to the tab’s default for anything else', () => {
    expect(statusFilterOf('sent', WITHDRAWAL_STATUSES, 'requested')).toBe('sent');
    expect(statusFilterOf('all', WITHDRAWAL_STATUSES, 'requested')).toBe('all');
    expect(statusFilterOf(null, WITHDRAWAL_STATUSES, 'requested')).toBe('requested');
    expect(statusFilterOf('review', WITHDRAWAL_STATUSES, 'requested')).toBe('requested');
  });
});

describe('how long a request has waited', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 min'],
    [59 * 60_000, '59 min'],
    [60 * 60_000, '1 h'],
    [47 * 3_600_000, '47 h'],
    [48 * 3_600_000, '2 d'],
    [10 * 86_400_000, '10 d'],
  ])('%i ms reads "%s"', (ms, label) => expect(ageLabel(ago(ms), NOW)).toBe(label));

  it('reads a time a little ahead of the clock (another machine’s) as just now', () => {
    expect(ageLabel(new Date(NOW + 5_000).toISOString(), NOW)).toBe('just now');
  });

  it('marks a request that has waited a day', () => {
    expect(isOverdue(ago(86_400_000 - 1), NOW)).toBe(false);
    expect(isOverdue(ago(86_400_000), NOW)).toBe(true);
  });

  it('names the UTC day before, across a month and a year', () => {
    expect(yesterdayUtc(NOW)).toBe('2026-02-28');
    expect(yesterdayUtc(Date.parse('2026-01-01T00:30:00Z'))).toBe('2025-12-31');
  });

  it('gives a date of birth’s age in whole years, the birthday counting on the day', () => {
    expect(ageInYears('2008-03-01', NOW)).toBe(18);
    expect(ageInYears('2008-03-02', NOW)).toBe(17);
    expect(ageInYears('1990-12-31', NOW)).toBe(35);
    expect(ageInYears('not a date', NOW)).toBeNull();
  });
});

describe('shipping moves', () => {
  it('offers each order only the states it can go to next', () => {
    expect(nextShippingStatuses('requested')).toEqual(['processing', 'cancelled']);
    expect(nextShippingStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(nextShippingStatuses('shipped')).toEqual(['delivered']);
    expect(nextShippingStatuses('delivered')).toEqual([]);
    expect(nextShippingStatuses('cancelled')).toEqual([]);
  });

  it('needs a carrier and a tracking number to ship, and sends the link only when there is one', () => {
    expect(checkShipped({ carrier: ' DHL ', trackingNumber: 'JD0146', trackingUrl: '' })).toEqual({ ok: true, value: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146' } });
    expect(checkShipped({ carrier: 'DHL', trackingNumber: 'JD0146', trackingUrl: 'https://dhl.example/t/JD0146' })).toEqual({
      ok: true,
      value: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146', trackingUrl: 'https://dhl.example/t/JD0146' },
    });
    expect(checkShipped({ carrier: 'DHL', trackingNumber: '  ', trackingUrl: '' })).toEqual({ ok: false, error: 'A shipped order needs its carrier and tracking number.' });
    expect(checkShipped({ carrier: '', trackingNumber: 'JD0146', trackingUrl: '' })).toEqual({ ok: false, error: 'A shipped order needs its carrier and tracking number.' });
    expect(checkShipped({ carrier: 'DHL', trackingNumber: 'JD0146', trackingUrl: 'javascript:alert(1)' })).toEqual({ ok: false, error: 'A tracking link starts with https:// or http://.' });
  });
});

describe('reasons', () => {
  it('takes a trimmed reason of at least 3 characters', () => {
    expect(checkReason('  Wrong account name  ')).toEqual({ ok: true, value: 'Wrong account name' });
    expect(checkReason('no')).toEqual({ ok: false, error: 'Please give a reason (at least 3 characters).' });
    expect(checkReason('')).toMatchObject({ ok: false });
  });
});

describe('resolving a deposit under review', () => {
  const shortPaid = { amountCents: 5_000, providerAmountCents: 4_500 };
  const overPaid = { amountCents: 5_000, providerAmountCents: 6_000 };

  it('suggests crediting what arrived, never more than the deposit was for', () => {
    expect(suggestedCreditCents(shortPaid)).toBe(4_500);
    expect(suggestedCreditCents(overPaid)).toBe(5_000);
    expect(suggestedCreditCents({ amountCents: 5_000, providerAmountCents: null })).toBe(5_000);
  });

  it('credits at most what arrived', () => {
    expect(checkResolution({ action: 'credit', amount: '45', reason: 'Partial payment confirmed' }, shortPaid)).toEqual({
      ok: true,
      value: { action: 'credit', amountCents: 4_500, reason: 'Partial payment confirmed' },
    });
    expect(checkResolution({ action: 'credit', amount: '45.01', reason: 'Partial payment confirmed' }, shortPaid)).toEqual({ ok: false, error: 'Credit at most what arrived: $45.00.', field: 'amount' });
    expect(checkResolution({ action: 'credit', amount: 'lots', reason: 'Partial payment confirmed' }, shortPaid)).toMatchObject({ ok: false, field: 'amount' });
    expect(checkResolution({ action: 'credit', amount: '0', reason: 'Partial payment confirmed' }, shortPaid)).toMatchObject({ ok: false, field: 'amount' });
  });

  it('needs a reason either way, and fails without an amount', () => {
    expect(checkResolution({ action: 'credit', amount: '45', reason: '' }, shortPaid)).toEqual({ ok: false, error: 'Please give a reason (at least 3 characters).', field: 'reason' });
    expect(checkResolution({ action: 'fail', amount: '', reason: 'x' }, shortPaid)).toEqual({ ok: false, error: 'Please give a reason (at least 3 characters).', field: 'reason' });
    expect(checkResolution({ action: 'fail', amount: 'ignored', reason: 'Reversed by the bank' }, shortPaid)).toEqual({ ok: true, value: { action: 'fail', reason: 'Reversed by the bank' } });
  });
});

describe('reconciliation', () => {
  it('shows theirs less ours when both sides have a figure', () => {
    expect(mismatchDifferenceCents({ oursCents: 5_000, theirsCents: 4_500 })).toBe(-500);
    expect(mismatchDifferenceCents({ oursCents: null, theirsCents: 4_500 })).toBeNull();
    expect(mismatchDifferenceCents({ oursCents: 5_000, theirsCents: null })).toBeNull();
  });
});
