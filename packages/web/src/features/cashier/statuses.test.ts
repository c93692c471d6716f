/** How the cashier's pages read statuses: what is still payable or on its way. */
import { describe, expect, it } from 'vitest';
import { movesCashier, type Deposit, type Withdrawal } from './api';
import { isPayable, isWaiting, openWithdrawal, shortDestination } from './statuses';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const deposit = (over: Partial<Deposit> = {}): Deposit => ({
  id: 'd1',
  status: 'created',
  amountCents: 5_000,
  creditedCents: null,
  provider: 'sandbox',
  checkoutUrl: 'http://localhost/cashier/sandbox/ref_12345678',
  createdAt: '2026-05-01T11:50:00Z',
  expiresAt: '2026-05-01T12:20:00Z',
  completedAt: null,
  ...over,
});
const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 'w1',
  status: 'completed',
  amountCents: 2_000,
  destination: 'DE89 3704 0044 0532 0130 00',
  reason: null,
  createdAt: '2026-04-01T10:00:00Z',
  updatedAt: '2026-04-01T10:00:00Z',
  ...over,
});

describe('isPayable', () => {
  it('offers "Continue to payment" only for a created deposit with a checkout, before it expires', () => {
    expect(isPayable(deposit(), NOW)).toBe(true);
    expect(isPayable(deposit({ status: 'pending' }), NOW)).toBe(false);
    expect(isPayable(deposit({ checkoutUrl: null }), NOW)).toBe(false);
    expect(isPayable(deposit({ expiresAt: '2026-05-01T11:59:59Z' }), NOW)).toBe(false);
  });
});

describe('openWithdrawal and isWaiting', () => {
  it('finds the one withdrawal still on its way', () => {
    expect(openWithdrawal([withdrawal(), withdrawal({ id: 'w2', status: 'sent' })])?.id).toBe('w2');
    expect(openWithdrawal([withdrawal(), withdrawal({ id: 'w3', status: 'refunded' })])).toBeUndefined();
  });

  it('keeps reading while a deposit or a payout is waiting on someone else, and stops once all are settled', () => {
    expect(isWaiting({ deposits: [deposit({ status: 'pending' })], withdrawals: [] }, NOW)).toBe(true);
    expect(isWaiting({ deposits: [deposit()], withdrawals: [] }, NOW)).toBe(true);
    expect(isWaiting({ deposits: [], withdrawals: [withdrawal({ status: 'requested' })] }, NOW)).toBe(true);
    expect(isWaiting({ deposits: [deposit({ status: 'completed' })], withdrawals: [withdrawal()] }, NOW)).toBe(false);
    // A checkout left unpaid long past its time is not waited for forever.
    expect(isWaiting({ deposits: [deposit({ expiresAt: '2026-05-01T11:00:00Z' })], withdrawals: [] }, NOW)).toBe(false);
  });
});

describe('movesCashier', () => {
  it('reads the cashier again after a balance push and the cashier’s own events, not after anything else', () => {
    expect(['balance', 'inventory', 'cashier', 'deposit_completed', 'withdrawal', 'kyc', 'shipping'].every(movesCashier)).toBe(true);
    expect(['session_ended', 'signed_out', 'reality_check'].some(movesCashier)).toBe(false);
  });
});

describe('shortDestination', () => {
  it('keeps a short destination whole and shows the ends of a long one', () => {
    expect(shortDestination('me@example.com')).toBe('me@example.com');
    const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    const short = shortDestination(wallet);
    expect(short.length).toBeLessThanOrEqual(28);
    expect(short.startsWith('0x5290')).toBe(true);
    expect(short.endsWith('169EE7')).toBe(true);
  });
});
