/**
 * When the page reports play (play-activity.ts, DESIGN §16b): only while it is visible and the
 * player did something in the last 2 minutes, so a tab left open counts nothing.
 */
import { describe, expect, it } from 'vitest';
import { IDLE_AFTER_MS, shouldReport } from './play-activity';

const NOW = Date.UTC(2026, 0, 31, 12, 0);

describe('shouldReport', () => {
  it.each([
    ['visible, just used', { visible: true, lastInteractionMs: NOW - 1_000 }, true],
    ['visible, used 2 minutes ago', { visible: true, lastInteractionMs: NOW - IDLE_AFTER_MS }, true],
    ['visible, idle for longer', { visible: true, lastInteractionMs: NOW - IDLE_AFTER_MS - 1 }, false],
    ['hidden, just used', { visible: false, lastInteractionMs: NOW - 1_000 }, false],
  ])('%s → %s', (_name, state, expected) => {
    expect(shouldReport({ ...state, nowMs: NOW })).toBe(expected);
  });
});
