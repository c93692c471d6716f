/**
 * SHA-256 and HMAC-SHA256 as hex, for the fairness checks, which must give the
 * same answer on the server and in the browser, synchronously (WebCrypto is
 * async and Node's crypto is not in the browser). @noble/hashes is audited,
 * has no dependencies and runs in both, so the core keeps no cipher code of
 * its own. Text is hashed as UTF-8 (lone surrogates become U+FFFD).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}
