/**
 * What /limits says (api.ts): the field each limit is saved in, its name, the toast after a change
 * (at once, or pending for 24 hours), the session's net result as the reality check shows it, and
 * what the player may type as a limit.
 */
import { describe, expect, it } from 'vitest';
import type { LimitsAnswer } from '@lootforge/core/contracts/limits-answers';
import type { LimitPeriod, MoneyLimit } from '@lootforge/core/limits';
import { anyLimitOn, changedMessage, formatNet, limitField, limitName, periodAmount, playTimeChangedMessage, readLimit, realityCheckChangedMessage } from './api';

const RESETS = '2026-02-01T00:00:00.000Z';
const APPLIES = '2026-02-01T12:30:00.000Z';
const none = { limitCents: null, usedCents: 0, resetsAt: RESETS, pending: null };
const wager = { limitCents: null, wageredCents: 0, resetsAt: RESETS, pending: null };

function answer(change: Partial<LimitsAnswer> = {}): LimitsAnswer {
  return {
    daily: wager,
    weekly: wager,
    monthly: wager,
    deposit: { daily: none, weekly: none, monthly: none },
    loss: { daily: none, weekly: none, monthly: none },
    playTime: { limitMinutes: null, playedMinutes: 0, resetsAt: RESETS, pending: null },
    realityCheck: { intervalMinutes: 60, pending: null, session: null },
    breakUntil: null,
    excludedAt: null,
    excludedUntil: null,
    ...change,
  };
}

describe('limitField and limitName', () => {
  it.each<[MoneyLimit, LimitPeriod, string, string]>([
    ['wager', 'daily', 'dailyWagerCents', 'Daily limit'],
    ['wager', 'monthly', 'monthlyWagerCents', 'Monthly limit'],
    ['deposit', 'daily', 'dailyDepositCents', 'Daily deposit limit'],
    ['deposit', 'weekly', 'weeklyDepositCents', 'Weekly deposit limit'],
    ['loss', 'monthly', 'monthlyLossCents', 'Monthly loss limit'],
  ])('%s %s → %s, "%s"', (kind, period, field, name) => {
    expect(limitField(kind, period)).toBe(field);
    expect(limitName(kind, period)).toBe(name);
  });
});

describe('periodAmount', () => {
  it('reads a wager limit’s wagered amount as its use, and the others as they are', () => {
    const limits = answer({ daily: { ...wager, limitCents: 500, wageredCents: 200 }, loss: { daily: none, weekly: { ...none, usedCents: -300 }, monthly: none } });
    expect(periodAmount(limits, 'wager', 'daily')).toEqual({ limitCents: 500, usedCents: 200, resetsAt: RESETS, pending: null });
    expect(periodAmount(limits, 'loss', 'weekly').usedCents).toBe(-300);
  });
});

describe('anyLimitOn', () => {
  it('is on with any money limit or a play time, and off with none', () => {
    expect(anyLimitOn(answer())).toBe(false);
    expect(anyLimitOn(answer({ deposit: { daily: { ...none, limitCents: 2_000 }, weekly: none, monthly: none } }))).toBe(true);
    expect(anyLimitOn(answer({ playTime: { limitMinutes: 60, playedMinutes: 0, resetsAt: RESETS, pending: null } }))).toBe(true);
    // A reality check is always on: it is not a limit the player set.
    expect(anyLimitOn(answer({ realityCheck: { intervalMinutes: 15, pending: null, session: null } }))).toBe(false);
  });
});

describe('changedMessage', () => {
  it('says what applies at once, and when a raise or removal applies', () => {
    expect(changedMessage(answer({ daily: { ...wager, limitCents: 500 } }), 'wager', 'daily')).toBe('Daily limit set to $5.00.');
    expect(changedMessage(answer({ deposit: { daily: { ...none, limitCents: 2_000 }, weekly: none, monthly: none } }), 'deposit', 'daily')).toBe('Daily deposit limit set to $20.00.');
    expect(changedMessage(answer({ loss: { daily: none, weekly: { ...none, limitCents: 100, pending: { limitCents: 9_000, appliesAt: APPLIES } }, monthly: none } }), 'loss', 'weekly')).toBe(
      'Weekly loss limit changes to $90.00 on Feb 1, 12:30 UTC. Raising or removing a limit takes 24 hours.',
    );
    expect(changedMessage(answer({ monthly: { ...wager, limitCents: 100, pending: { limitCents: null, appliesAt: APPLIES } } }), 'wager', 'monthly')).toBe(
      'Monthly limit changes to no limit on Feb 1, 12:30 UTC. Raising or removing a limit takes 24 hours.',
    );
    expect(changedMessage(answer(), 'deposit', 'monthly')).toBe('Monthly deposit limit removed.');
  });

  it('says the same for the play time and the reality check', () => {
    expect(playTimeChangedMessage(answer({ playTime: { limitMinutes: 90, playedMinutes: 0, resetsAt: RESETS, pending: null } }))).toBe('Daily play time set to 1 h 30 min.');
    expect(playTimeChangedMessage(answer({ playTime: { limitMinutes: 30, playedMinutes: 0, resetsAt: RESETS, pending: { limitMinutes: null, appliesAt: APPLIES } } }))).toBe(
      'Daily play time changes to no limit on Feb 1, 12:30 UTC. Raising or removing a limit takes 24 hours.',
    );
    expect(realityCheckChangedMessage(answer({ realityCheck: { intervalMinutes: 15, pending: null, session: null } }))).toBe('Reality checks now come every 15 min of play.');
    expect(realityCheckChangedMessage(answer({ realityCheck: { intervalMinutes: 15, pending: { intervalMinutes: 60, appliesAt: APPLIES }, session: null } }))).toBe(
      'Reality checks change to every 1 h on Feb 1, 12:30 UTC. A longer interval takes 24 hours.',
    );
  });
});

describe('formatNet', () => {
  it.each([
    [1_250, '+$12.50'],
    [-4_000, '\u2212$40.00'],
    [0, '$0.00'],
  ])('%i → %s', (cents, text) => {
    expect(formatNet(cents)).toBe(text);
  });
});

describe('readLimit', () => {
  it.each([
    ['20', { cents: 2_000 }],
    ['12.5', { cents: 1_250 }],
    ['five', { error: 'Enter an amount in dollars, like 50 or 12.50.' }],
    ['0', { error: 'A limit must be at least $0.01.' }],
    ['1000001', { error: 'A limit can be at most $1,000,000.00.' }],
  ])('%s', (text, expected) => {
    expect(readLimit(text)).toEqual(expected);
  });
});
