/**
 * Answers compressed once and sent many times: the web app's index page, and API answers that
 * change rarely but are read often (GET /api/transparency). Sent with their Content-Encoding set,
 * which the per-request compression leaves alone.
 */
import zlib from 'node:zlib';

export type Precompressed = { raw: Buffer; br: Buffer; gzip: Buffer };

export function precompress(raw: Buffer): Precompressed {
  return { raw, br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip: zlib.gzipSync(raw) };
}

/** The copy a request's Accept-Encoding takes (br first, then gzip; `;q=0` refuses one), and its encoding (undefined: as it is). */
export function pickEncoding(body: Precompressed, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | undefined } {
  const accepts = (coding: string) => new RegExp(`\\b${coding}\\b(?!;q=0(\\.0*)?\\b)`).test(acceptEncoding ?? '');
  if (accepts('br')) return { body: body.br, encoding: 'br' };
  if (accepts('gzip')) return { body: body.gzip, encoding: 'gzip' };
  return { body: body.raw, encoding: undefined };
}
