/**
 * The tick of a reel: a soft click each time a cell passes the marker. Reels move by the Web
 * Animations API, so the position is read from the animation itself (its eased progress) once a
 * frame, never from layout, and the ticks follow the reel's own slow-down. Clicks closer than
 * MIN_TICK_GAP_MS merge into one, so the fast start is a purr rather than a buzz.
 */
import { playTick } from './sounds';

const MIN_TICK_GAP_MS = 45;

/** Which cell is under the marker at eased progress `progress` of a run from cell `from` to cell `to`. */
export function cellAt(progress: number, from: number, to: number): number {
  return Math.floor(from + (to - from) * Math.min(1, Math.max(0, progress)) + 0.5);
}

/** Ticks while `animation` runs from cell `from` to cell `to`; returns a function that stops it. */
export function tickAsCellsPass(animation: Animation, from: number, to: number): () => void {
  let frame = 0;
  let lastCell: number | null = null;
  let lastTickAt = 0;
  const step = (now: number) => {
    const progress = animation.effect?.getComputedTiming().progress;
    if (animation.playState === 'finished' || animation.playState === 'idle') return;
    if (typeof progress === 'number') {
      const cell = cellAt(progress, from, to);
      if (lastCell !== null && cell !== lastCell && now - lastTickAt >= MIN_TICK_GAP_MS) {
        playTick();
        lastTickAt = now;
      }
      lastCell = cell;
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
