import { useEffect, useState } from 'react';

/**
 * The time now, in ms, refreshed every `everyMs` while `active` (countdowns). Ticks land just
 * after each whole second so a "0:05" never shows for less than a second.
 */
export function useNow(everyMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, everyMs - (current % everyMs) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [everyMs, active]);
  return now;
}
