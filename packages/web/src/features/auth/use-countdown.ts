import { useEffect, useState } from 'react';

/** Whole seconds left until `untilMs` (epoch ms), ticking once a second; 0 once it has passed. */
export function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const running = untilMs !== null && untilMs > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running, untilMs]);
  if (untilMs === null) return 0;
  return Math.max(0, Math.ceil((untilMs - now) / 1000));
}

/** 27 → "0:27". */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
