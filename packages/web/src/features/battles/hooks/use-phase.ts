import { useEffect, useState } from 'react';
import { nextChangeAt, phaseAt, type Phase } from '../schedule';

/**
 * The current phase of a schedule on the server's clock (our clock + offsetMs). Re-renders only
 * when the phase changes (each countdown second, each spin and result), not every frame.
 */
export function usePhase(startAt: number, endAt: number, rounds: number, offsetMs: number, fast = false): Phase {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const schedule = { startAt, endAt, rounds, fast };
    let timer = 0;
    const tick = () => {
      const current = Date.now() + offsetMs;
      setNow(current);
      const next = nextChangeAt(schedule, current);
      // A few ms late rather than early, so the new phase is already true when we look.
      if (next !== null) timer = window.setTimeout(tick, Math.max(0, next - current) + 4);
    };
    timer = window.setTimeout(tick, 0);
    return () => window.clearTimeout(timer);
  }, [startAt, endAt, rounds, offsetMs, fast]);
  return phaseAt({ startAt, endAt, rounds, fast }, now);
}
