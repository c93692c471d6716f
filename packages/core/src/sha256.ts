/**
 * SHA-256 and HMAC-SHA256 as hex, for the fairness checks, which must give the
 * same answer on the server and in the browser, synchronously (WebCrypto is
 * async and Node's crypto is not in the browser). @noble/hashes is audited,
 * has no dependencies and runs in both, so the core keeps no cipher code of
 * its own. Text is hashed as UTF-8 (lone surrogates become U+FFFD).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { _SHA256, sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(key), utf8ToBytes(message)));
}

/**
 * HMAC-SHA256 under one key for many messages (RFC 2104), for a battle's hundreds of rolls: the
 * key's inner and outer pads and the shared prefix's whole blocks are hashed once, and each
 * message then costs two runs of @noble/hashes' own SHA-256 compression (three when it is long),
 * on a block assembled here (the message's bytes, the padding and the length of FIPS 180-4 §5.1.1)
 * with no allocation. A message whose block would not fit two blocks, or that is not plain ASCII,
 * takes noble's general HMAC path from the same midstate. `mac(rest)` gives the same bytes as
 * `hmacSha256Hex(key, prefix + rest)` (tested against Node's crypto). The returned bytes are
 * overwritten by the next call: read them before calling again.
 */
export function keyedHmacSha256(key: string, prefix = ''): (rest: string) => Readonly<Uint8Array> {
  // The general path, kept from the same keyed state: any message, any length.
  const keyed = hmac.create(sha256, utf8ToBytes(key)).update(utf8ToBytes(prefix));
  const scratch = keyed.clone();
  const out = new Uint8Array(32);
  const general = (rest: string) => {
    keyed._cloneInto(scratch);
    scratch.update(utf8ToBytes(rest)).digestInto(out);
    return out;
  };

  // The pads, as HMAC defines them: a key longer than a block is hashed first.
  let keyBytes = utf8ToBytes(key);
  if (keyBytes.length > BLOCK) keyBytes = sha256(keyBytes);
  const pad = new Uint8Array(BLOCK);
  const compressor = new Compressor();
  pad.set(keyBytes);
  for (let i = 0; i < BLOCK; i++) pad[i]! ^= 0x36;
  const prefixBytes = utf8ToBytes(prefix);
  const whole = prefixBytes.length - (prefixBytes.length % BLOCK);
  const inner = midstate(compressor, [pad, prefixBytes.subarray(0, whole)]);
  const leftover = prefixBytes.slice(whole);
  for (let i = 0; i < BLOCK; i++) pad[i]! ^= 0x36 ^ 0x5c;
  const outer = midstate(new Compressor(), [pad]);

  // The last inner block(s): the prefix's leftover bytes, the message, 0x80, zeros, the length in bits.
  const block = new Uint8Array(2 * BLOCK);
  const blockView = new DataView(block.buffer);
  // The outer block: the inner digest, 0x80, zeros, and (64 + 32) bytes as bits.
  const outerBlock = new Uint8Array(BLOCK);
  const outerView = new DataView(outerBlock.buffer);
  outerBlock[32] = 0x80;
  outerView.setUint32(60, (BLOCK + 32) * 8, false);
  const outView = new DataView(out.buffer);

  return (rest) => {
    const start = leftover.length;
    const end = start + rest.length;
    if (end + 9 > 2 * BLOCK) return general(rest);
    block.fill(0);
    block.set(leftover);
    for (let i = 0; i < rest.length; i++) {
      const code = rest.charCodeAt(i);
      if (code > 0x7f) return general(rest);
      block[start + i] = code;
    }
    block[end] = 0x80;
    const blocks = end + 9 <= BLOCK ? 1 : 2;
    const bits = (BLOCK + whole + end) * 8;
    blockView.setUint32(blocks * BLOCK - 8, Math.floor(bits / 2 ** 32), false);
    blockView.setUint32(blocks * BLOCK - 4, bits >>> 0, false);
    compressor.load(inner);
    compressor.compress(blockView, 0);
    if (blocks === 2) compressor.compress(blockView, BLOCK);
    compressor.writeState(outerView);
    compressor.load(outer);
    compressor.compress(outerView, 0);
    compressor.writeState(outView);
    return out;
  };
}

const BLOCK = 64;

/**
 * noble's SHA-256, driven a block at a time: its compression function (`process`) on a state
 * we set, read back as words. These are the class's own extension points for subclasses.
 */
class Compressor extends _SHA256 {
  load(state: Int32Array): void {
    this.set(state[0]!, state[1]!, state[2]!, state[3]!, state[4]!, state[5]!, state[6]!, state[7]!);
  }

  compress(view: DataView, offset: number): void {
    this.process(view, offset);
  }

  words(): Int32Array {
    return Int32Array.from(this.get());
  }

  /** The state's eight words, big-endian, at the start of `view` (a digest, or the next block's first half). */
  writeState(view: DataView): void {
    view.setInt32(0, this.A, false);
    view.setInt32(4, this.B, false);
    view.setInt32(8, this.C, false);
    view.setInt32(12, this.D, false);
    view.setInt32(16, this.E, false);
    view.setInt32(20, this.F, false);
    view.setInt32(24, this.G, false);
    view.setInt32(28, this.H, false);
  }
}

/** SHA-256's state after whole blocks of input (each part a multiple of 64 bytes long). */
function midstate(hash: Compressor, parts: Uint8Array[]): Int32Array {
  for (const part of parts) {
    const view = new DataView(part.buffer, part.byteOffset, part.byteLength);
    for (let offset = 0; offset < part.length; offset += BLOCK) hash.compress(view, offset);
  }
  return hash.words();
}
