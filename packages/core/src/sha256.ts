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

/**
 * HMAC-SHA256 under one key for many messages: the key's inner and outer pads are hashed once,
 * then each message starts from a copy of that state (two compressions fewer per message; a
 * battle rolls hundreds of messages under its server seed). `mac(rest)` gives the same bytes as
 * `hmacSha256Hex(key, prefix + rest)`.
 */
export function keyedHmacSha256(key: string, prefix = ''): (rest: string) => Readonly<Uint8Array> {
  // With a shared prefix (a battle's "clientSeed:battleId:"), its whole blocks are hashed once too.
  const keyed = hmac.create(sha256, utf8ToBytes(key)).update(utf8ToBytes(prefix));
  // One scratch state and one output, reset per message: no allocation per roll. The returned
  // bytes are overwritten by the next call, so read them before calling again.
  const scratch = keyed.clone();
  const out = new Uint8Array(scratch.outputLen);
  return (rest) => {
    keyed._cloneInto(scratch);
    scratch.update(utf8ToBytes(rest)).digestInto(out);
    return out;
  };
}
