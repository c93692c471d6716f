/**
 * The chat's rules (DESIGN §22): what a message may be, who may post and how often. The server
 * applies them; the web shows the same limits before it asks.
 */
import { DAILY_CASE_FROM_LEVEL } from './levels';
import { formatUtc } from './limits';

/** The longest message, in characters (code points). */
export const CHAT_MAX_LENGTH = 200;
/** The level a player must reach to post. */
export const CHAT_MIN_LEVEL = DAILY_CASE_FROM_LEVEL;
/** At most one message per this many ms, and CHAT_PER_MINUTE a minute. */
export const CHAT_GAP_MS = 2_000;
export const CHAT_PER_MINUTE = 20;
/** How many messages the room keeps on show. */
export const CHAT_HISTORY = 50;

export const CHAT_LEVEL_MESSAGE = `Reach level ${CHAT_MIN_LEVEL} to chat.`;
export const CHAT_EMPTY_MESSAGE = 'Write a message first.';
export const CHAT_TOO_LONG_MESSAGE = `A message is at most ${CHAT_MAX_LENGTH} characters.`;
export const CHAT_UNREADABLE_MESSAGE = 'A message is plain text: no control characters or broken characters.';
export const CHAT_PROFANE_MESSAGE = 'Please keep the chat friendly: that message has a word we do not allow.';
export const CHAT_TOO_FAST_MESSAGE = 'Slow down: one message every 2 seconds.';
export const CHAT_MINUTE_MESSAGE = `Slow down: at most ${CHAT_PER_MINUTE} messages a minute.`;
export const CHAT_EXCLUDED_MESSAGE = 'Chat is closed to you while your self-exclusion runs.';

/** Mutes an admin may give (DESIGN §22), and how long each lasts (null: until lifted). */
export const MUTE_DURATIONS = { '10m': 10 * 60_000, '24h': 86_400_000, '7d': 7 * 86_400_000, permanent: null } as const;
export type MuteDuration = keyof typeof MUTE_DURATIONS;

/** Control characters (C0, DEL, C1), the line and paragraph separators, and lone surrogates (\p{Cs} in `u` mode): never in a message. */
// eslint-disable-next-line no-control-regex
const UNREADABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|\p{Cs}/u;

/**
 * A message as it will be kept: trimmed at both ends, with runs of spaces inside kept as they are.
 * Refused (the reason in words): nothing but spaces, over CHAT_MAX_LENGTH characters, a control
 * character or a lone surrogate. HTML is only text: the site never renders a message as markup.
 */
export function chatText(raw: string): { text: string } | { refusal: string } {
  if (UNREADABLE.test(raw)) return { refusal: CHAT_UNREADABLE_MESSAGE };
  const text = raw.trim();
  if (text.length === 0) return { refusal: CHAT_EMPTY_MESSAGE };
  if ([...text].length > CHAT_MAX_LENGTH) return { refusal: CHAT_TOO_LONG_MESSAGE };
  return { text };
}

/** When a player may post again, given the times (ms) of their messages in the last minute, newest first. */
export function chatRateRefusal(recentMs: readonly number[], nowMs: number): string | null {
  const last = recentMs[0];
  if (last !== undefined && nowMs - last < CHAT_GAP_MS) return CHAT_TOO_FAST_MESSAGE;
  if (recentMs.filter((at) => nowMs - at < 60_000).length >= CHAT_PER_MINUTE) return CHAT_MINUTE_MESSAGE;
  return null;
}

/** "You are muted until 27 November 2026, 10:15 UTC: spam." or, for a permanent mute, "You are muted: spam." */
export function mutedMessage(untilMs: number | null, reason: string): string {
  return untilMs === null ? `You are muted: ${reason}` : `You are muted until ${formatUtc(untilMs)}: ${reason}`;
}
