import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rollerFor } from './fairness';
import { hmacSha256Hex, keyedHmacSha256, sha256Hex } from './sha256';

describe('sha256 and hmac', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('hashes the standard vector %j', (input, expected) => {
    expect(sha256Hex(input)).toBe(expected);
  });

  it('matches the platform implementation on any text, including non-ASCII and long inputs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ maxLength: 150 }), (message, key) => {
        expect(sha256Hex(message)).toBe(createHash('sha256').update(message, 'utf8').digest('hex'));
        expect(hmacSha256Hex(key, message)).toBe(createHmac('sha256', key).update(message, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same bytes under one key for many messages, with any prefix, as a fresh HMAC each time', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 150 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.array(fc.string({ unit: 'grapheme', maxLength: 90 }), { minLength: 1, maxLength: 6 }), (key, prefix, rests) => {
        const mac = keyedHmacSha256(key, prefix);
        for (const rest of rests) {
          expect(Buffer.from(mac(rest)).toString('hex')).toBe(createHmac('sha256', key).update(prefix + rest, 'utf8').digest('hex'));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reads a roll's value as the first 13 hex digits of the HMAC", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (seed, prefix, message) => {
        const hex = createHmac('sha256', seed).update(prefix + message, 'utf8').digest('hex');
        expect(rollerFor(seed, prefix).value(message)).toBe(Number.parseInt(hex.slice(0, 13), 16));
      }),
      { numRuns: 300 },
    );
  });
});
