/** A clock a test sets by hand (buildApp's `clock` option). */
import type { Clock } from '../clock';

export type SettableClock = Clock & { set(at: Date | string): void; advance(ms: number): void };

export function settableClock(start: Date | string): SettableClock {
  let nowMs = new Date(start).getTime();
  return {
    now: () => new Date(nowMs),
    set: (at) => void (nowMs = new Date(at).getTime()),
    advance: (ms) => void (nowMs += ms),
  };
}
