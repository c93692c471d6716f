import { describe, expect, it } from 'vitest';
import { CHAT_EMPTY_MESSAGE, CHAT_MINUTE_MESSAGE, CHAT_TOO_FAST_MESSAGE, CHAT_TOO_LONG_MESSAGE, CHAT_UNREADABLE_MESSAGE, chatRateRefusal, chatText, mutedMessage } from './chat';

describe('chat text', () => {
  it('keeps plain text as written, trimmed at the ends', () => {
    expect(chatText('  <b>hi</b>   there ')).toEqual({ text: '<b>hi</b>   there' });
    expect(chatText(`${'a'.repeat(199)}😀`)).toEqual({ text: `${'a'.repeat(199)}😀` });
  });
  it('refuses empty, long, control characters and lone surrogates', () => {
    expect(chatText(' \t ')).toEqual({ refusal: CHAT_UNREADABLE_MESSAGE });
    expect(chatText('    ')).toEqual({ refusal: CHAT_EMPTY_MESSAGE });
    expect(chatText('a'.repeat(201))).toEqual({ refusal: CHAT_TOO_LONG_MESSAGE });
    for (const bad of ['a\u0000b', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\ud800b', 'a\udc00b']) expect(chatText(bad)).toEqual({ refusal: CHAT_UNREADABLE_MESSAGE });
  });
});

describe('chat rate', () => {
  const now = 1_000_000;
  it('one message per 2 s and 20 a minute', () => {
    expect(chatRateRefusal([], now)).toBeNull();
    expect(chatRateRefusal([now - 1_999], now)).toBe(CHAT_TOO_FAST_MESSAGE);
    expect(chatRateRefusal([now - 2_000], now)).toBeNull();
    const twenty = Array.from({ length: 20 }, (_, i) => now - 2_000 - i * 2_000);
    expect(chatRateRefusal(twenty, now)).toBe(CHAT_MINUTE_MESSAGE);
    expect(chatRateRefusal(twenty.slice(0, 19), now)).toBeNull();
  });
  it('says how long a mute lasts', () => {
    expect(mutedMessage(null, 'Spam')).toBe('You are muted: Spam');
    expect(mutedMessage(Date.UTC(2030, 4, 1, 12, 10), 'Spam')).toBe('You are muted until 1 May 2030, 12:10 UTC: Spam');
  });
});
