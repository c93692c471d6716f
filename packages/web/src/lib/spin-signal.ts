import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * "A reel is spinning somewhere on the page": the pack reels and the battle reels say when a spin
 * starts and ends, so what must not interrupt one (the reality check, DESIGN §16b) can wait for
 * it. Several reels spin at once in a multi-open or a battle: the page is spinning while any is.
 */
let running = 0;
/** Counts the moments every reel came to rest: which quiet spell the page is in. */
let quietSpell = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Marks a spin as under way; call what it returns when the spin ends (once is enough, twice does no harm). */
export function startSpin(): () => void {
  running += 1;
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running === 0) quietSpell += 1;
    notify();
  };
}

export function isSpinRunning(): boolean {
  return running > 0;
}

export function subscribeSpins(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The quiet spell the page is in, or -1 while a reel spins. */
function currentQuietSpell(): number {
  return running > 0 ? -1 : quietSpell;
}

/**
 * True once no reel has spun for `settleMs`: the player sees where the last one landed before
 * anything covers it, and a battle's next round (which starts right after) keeps it false. A page
 * where nothing has spun yet is settled at once.
 */
export function useSpinsSettled(settleMs: number): boolean {
  const spell = useSyncExternalStore(subscribeSpins, currentQuietSpell, () => 0);
  const [settledSpell, setSettledSpell] = useState(spell);
  useEffect(() => {
    if (spell < 0) return;
    const timer = setTimeout(() => setSettledSpell(spell), settleMs);
    return () => clearTimeout(timer);
  }, [spell, settleMs]);
  return spell >= 0 && settledSpell === spell;
}
