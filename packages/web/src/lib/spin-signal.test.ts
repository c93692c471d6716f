/**
 * The page's "a reel is spinning" signal (spin-signal.ts), which the reality check waits on: it
 * holds while any reel spins, several reels count each, and a spin's end counts once however
 * often it is said (a reel both lands and unmounts).
 */
import { describe, expect, it } from 'vitest';
import { isSpinRunning, startSpin, subscribeSpins } from './spin-signal';

describe('spin signal', () => {
  it('holds while any reel spins and tells its listeners each change', () => {
    const heard: boolean[] = [];
    const stop = subscribeSpins(() => heard.push(isSpinRunning()));
    expect(isSpinRunning()).toBe(false);
    const first = startSpin();
    const second = startSpin();
    expect(isSpinRunning()).toBe(true);
    first();
    expect(isSpinRunning()).toBe(true);
    second();
    expect(isSpinRunning()).toBe(false);
    expect(heard).toEqual([true, true, true, false]);
    stop();
  });

  it('counts the end of a spin once, however often it is said', () => {
    const end = startSpin();
    const other = startSpin();
    end();
    end();
    expect(isSpinRunning()).toBe(true);
    other();
    expect(isSpinRunning()).toBe(false);
  });
});
