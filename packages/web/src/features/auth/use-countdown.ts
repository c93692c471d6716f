import { useCallback, useEffect, useState } from 'react';

type Clock = { untilMs: number; nowMs: number };

/**
 * A seconds countdown (the "request again" wait): `start(30)` begins it, `secondsLeft` ticks
 * down to 0, `reset()` clears it. The start time is read in the event that starts it, so the
 * first value shown is exactly the wait.
 */
export function useCountdown() {
  const [clock, setClock] = useState<Clock | null>(null);
  const running = clock !== null && clock.untilMs > clock.nowMs;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setClock((current) => current && { ...current, nowMs: Date.now() }), 250);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => {
    const nowMs = Date.now();
    setClock({ untilMs: nowMs + seconds * 1000, nowMs });
  }, []);
  const reset = useCallback(() => setClock(null), []);
  const secondsLeft = clock ? Math.max(0, Math.ceil((clock.untilMs - clock.nowMs) / 1000)) : 0;
  return { secondsLeft, start, reset };
}

/** 27 → "0:27". */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The wait in "Please wait 27 seconds before requesting another code.", when a message says one. */
export function waitSecondsIn(message: string): number | null {
  const match = /wait (\d+) seconds?/.exec(message);
  return match ? Number(match[1]) : null;
}
