/**
 * Every stored image is re-encoded here: the full image as WebP (keeps
 * transparency, strips metadata) and the 200x200 JPEG q60 thumbnail of DESIGN §3.
 */
import pLimit from 'p-limit';
import sharp from 'sharp';

export const THUMB_SIZE = 200;
export const THUMB_QUALITY = 60;
export const MAX_IMAGE_SIDE = 1024;
/** Decoding is what costs: an image of more pixels than this is refused before it is decoded (decision 019). */
export const MAX_INPUT_PIXELS = 16_000_000;
/** Image work (decode, resize, encode) one process does at once; the rest wait their turn. */
export const IMAGE_WORK_AT_ONCE = 2;
const imageWork = pLimit(IMAGE_WORK_AT_ONCE);
/** Thumbnails are JPEG, so transparency needs a background: the site's card colour. */
const THUMB_BACKGROUND = '#131a2e';

export type EncodedImage = { image: Buffer; thumb: Buffer };

export function encodeImage(input: Buffer): Promise<EncodedImage> {
  return imageWork(() => encode(input));
}

async function encode(input: Buffer): Promise<EncodedImage> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const [image, thumb] = await Promise.all([
    source.clone().resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 86 }).toBuffer(),
    source
      .clone()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside' })
      .flatten({ background: THUMB_BACKGROUND })
      .jpeg({ quality: THUMB_QUALITY, mozjpeg: true })
      .toBuffer(),
  ]);
  return { image, thumb };
}

/** Drawn art (SVG) rasterised at 512 px, then encoded like any upload. */
export function encodeSvg(svg: string): Promise<EncodedImage> {
  return imageWork(async () => encode(await sharp(Buffer.from(svg), { density: 144 }).resize(512, 512).png().toBuffer()));
}
