/**
 * When the page tells the server the player is playing (DESIGN §16b): the server counts play time
 * and reality checks in 1-minute ticks of activity, so the page reports on load, when it becomes
 * visible again, and once a minute while it is visible and the player did something (a pointer, a
 * key, a touch, a scroll) in the last 2 minutes. A tab left open in the background counts nothing.
 */
import { useEffect, useRef } from 'react';

export const ACTIVITY_EVERY_MS = 60_000;
export const IDLE_AFTER_MS = 120_000;

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/** Whether the once-a-minute report goes out now. */
export function shouldReport({ visible, lastInteractionMs, nowMs }: { visible: boolean; lastInteractionMs: number; nowMs: number }): boolean {
  return visible && nowMs - lastInteractionMs <= IDLE_AFTER_MS;
}

/** Reports play while `enabled` (a signed-in player with a profile); `report` sends it and reads the answer. */
export function usePlayActivity(enabled: boolean, report: () => void) {
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  useEffect(() => {
    if (!enabled) return;
    let lastInteractionMs = Date.now();
    const interacted = () => {
      lastInteractionMs = Date.now();
    };
    const visible = () => document.visibilityState === 'visible';
    const onVisibility = () => {
      if (!visible()) return;
      lastInteractionMs = Date.now();
      reportRef.current();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(() => {
      if (shouldReport({ visible: visible(), lastInteractionMs, nowMs: Date.now() })) reportRef.current();
    }, ACTIVITY_EVERY_MS);
    if (visible()) reportRef.current();
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, [enabled]);
}
