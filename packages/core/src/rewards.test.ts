import { describe, expect, it } from 'vitest';
import { formatDuration, rewardReadyCents, tooEarlyMessage } from './rewards';

describe('reward amounts', () => {
  it.each([
    [0, 0],
    [-500, 0],
    [499, 0],
    [500, 1],
    [999, 1],
    [1_000, 2],
    [1_701, 3],
    [100_000_000, 200_000],
  ])('0.2 %% of a %i-cent wager, rounded down: %i cents', (wager, ready) => {
    expect(rewardReadyCents(wager)).toBe(ready);
  });
});

describe('duration text', () => {
  const MIN = 60_000;
  it.each([
    [1, '1 min'],
    [30_000, '1 min'],
    [45 * MIN, '45 min'],
    [60 * MIN, '1 h'],
    [(5 * 60 + 12) * MIN, '5 h 12 min'],
    [(5 * 60 + 11) * MIN + 1, '5 h 12 min'],
    [24 * 60 * MIN, '1 day'],
    [(24 * 60 + 30) * MIN, '1 day'],
    [(3 * 24 * 60 + 4 * 60) * MIN, '3 days 4 h'],
    [30 * 24 * 60 * MIN, '30 days'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('says when a reward can be claimed again', () => {
    expect(tooEarlyMessage((5 * 60 + 12) * MIN)).toBe('You can claim this again in 5 h 12 min.');
  });
});
