/** The countdowns of races and rewards (countdown.ts): whole seconds, never negative. */
import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, formatCountdownShort } from './countdown';

describe('countdowns', () => {
  it('rounds a wait up to the whole second and never goes below zero', () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(2 * 86_400_000 + 3_723_000)).toEqual({ days: 2, hours: 1, minutes: 2, seconds: 3 });
  });

  it('writes a clock, with days when there are any, and a short form for little room', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(2 * 86_400_000 + 3_723_000)).toBe('2d 01:02:03');
    expect(formatCountdownShort(6 * 86_400_000 + 23 * 3_600_000 + 59_000)).toBe('6d 23h');
    expect(formatCountdownShort(59_000)).toBe('00:00:59');
  });
});
