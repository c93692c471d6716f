/**
 * The battle page's timeline (playback.ts): every spectator derives the same
 * round and phase from the server's timestamps, and the same reel from the
 * battle, round and seat, landing on the rolled item.
 */
import { describe, expect, it } from 'vitest';
import { COUNTDOWN_MS, roundTimings } from '@lootforge/core/battle';
import { LANDING_INDEX, REEL_LENGTH, reelStrip } from './playback';
import { nextChangeAt, phaseAt, roundsRevealed, type Schedule } from './schedule';

const normal = roundTimings(false);
const turbo = roundTimings(true);
const startAt = 1_000_000;
const schedule = (rounds: number, fast = false): Schedule => ({ startAt, endAt: startAt + rounds * roundTimings(fast).roundMs, rounds, fast });

describe('phaseAt', () => {
  it('counts down, then spins and shows each round in turn, then is done', () => {
    const s = schedule(3);
    expect(phaseAt(s, startAt - COUNTDOWN_MS)).toEqual({ kind: 'countdown', secondsLeft: 3 });
    expect(phaseAt(s, startAt - 1)).toEqual({ kind: 'countdown', secondsLeft: 1 });
    expect(phaseAt(s, startAt)).toEqual({ kind: 'spin', round: 0, spinStartAt: startAt });
    expect(phaseAt(s, startAt + normal.spinMs)).toEqual({ kind: 'result', round: 0 });
    expect(phaseAt(s, startAt + normal.roundMs + 1)).toEqual({ kind: 'spin', round: 1, spinStartAt: startAt + normal.roundMs });
    expect(phaseAt(s, s.endAt)).toEqual({ kind: 'done' });
  });

  it('plays a turbo battle in half the time', () => {
    expect(turbo.roundMs * 2).toBe(normal.roundMs);
    const s = schedule(2, true);
    expect(phaseAt(s, startAt + turbo.roundMs)).toEqual({ kind: 'spin', round: 1, spinStartAt: startAt + turbo.roundMs });
    expect(phaseAt(s, startAt + turbo.roundMs)).not.toEqual(phaseAt(schedule(2), startAt + turbo.roundMs));
  });

  it('never reveals a round before its result shows, and every round once done', () => {
    const s = schedule(4);
    const revealed = (now: number) => roundsRevealed(phaseAt(s, now), s.rounds);
    expect(revealed(startAt - 10)).toBe(0);
    expect(revealed(startAt + normal.spinMs - 1)).toBe(0);
    expect(revealed(startAt + normal.spinMs)).toBe(1);
    expect(revealed(s.endAt)).toBe(4);
  });
});

describe('nextChangeAt', () => {
  it('names each moment the phase changes, walking the whole battle to its end', () => {
    const s = schedule(3);
    const seen: string[] = [];
    let now = startAt - COUNTDOWN_MS;
    for (let step = 0; step < 50; step++) {
      const phase = phaseAt(s, now);
      seen.push(phase.kind === 'countdown' ? `countdown ${phase.secondsLeft}` : phase.kind === 'done' ? 'done' : `${phase.kind} ${phase.round}`);
      const next = nextChangeAt(s, now);
      if (next === null) break;
      expect(next).toBeGreaterThan(now);
      expect(phaseAt(s, next)).not.toEqual(phase);
      now = next;
    }
    expect(seen).toEqual(['countdown 3', 'countdown 2', 'countdown 1', 'spin 0', 'result 0', 'spin 1', 'result 1', 'spin 2', 'result 2', 'done']);
  });
});

describe('reelStrip', () => {
  const oddsPpm = [60_000, 30_000, 9_000, 1_000];

  it('is the same for every spectator, and lands on the rolled item', () => {
    const strip = reelStrip({ seed: 'battle-1:0:2', oddsPpm, landingItemIndex: 3 });
    expect(strip).toHaveLength(REEL_LENGTH);
    expect(strip[LANDING_INDEX]).toBe(3);
    expect(reelStrip({ seed: 'battle-1:0:2', oddsPpm, landingItemIndex: 3 })).toEqual(strip);
    expect(strip.every((index) => index >= 0 && index < oddsPpm.length)).toBe(true);
  });

  it('differs from seat to seat', () => {
    const strips = [0, 1, 2, 3].map((seat) => reelStrip({ seed: `battle-1:0:${seat}`, oddsPpm, landingItemIndex: 0 }).join(','));
    expect(new Set(strips).size).toBeGreaterThan(1);
  });
});
