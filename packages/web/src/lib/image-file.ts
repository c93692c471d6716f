/** The server's upload limit (packages/server/src/http/multipart.ts). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const LARGEST_SIDE = 2048;

export const NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
export const IMAGE_TOO_LARGE = 'The image is too large: the limit is 5 MB.';

/**
 * A picked file made ready to upload: any image up to 5 MB goes as it is; a bigger photo is
 * scaled down in the browser (the server re-encodes every image anyway). Throws a readable Error.
 */
export async function prepareImage(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
  if (file.size <= MAX_UPLOAD_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(NOT_AN_IMAGE);
  }
  const scale = Math.min(1, LARGEST_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob || blob.size > MAX_UPLOAD_BYTES) throw new Error(IMAGE_TOO_LARGE);
  return blob;
}

/** An image picked for upload, with a blob: URL to preview it. */
export type PickedImage = { blob: Blob; previewUrl: string };

/**
 * Reads a picked file into a PickedImage (see prepareImage), releasing the preview of the one
 * it replaces. Throws a readable Error.
 */
export async function pickImage(file: File, replacing: PickedImage | null): Promise<PickedImage> {
  const blob = await prepareImage(file);
  if (replacing) URL.revokeObjectURL(replacing.previewUrl);
  return { blob, previewUrl: URL.createObjectURL(blob) };
}

export function releaseImage(image: PickedImage | null): void {
  if (image) URL.revokeObjectURL(image.previewUrl);
}
