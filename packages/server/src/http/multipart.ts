/**
 * Reads a form that may carry one image. The image is checked to be a real
 * image by decoding its header, and capped in size; everything else in the
 * form is a short text field.
 */
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../errors';
import { MAX_INPUT_PIXELS } from '../storage/images';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export type FormInput = { fields: Record<string, string>; image: Buffer | undefined };

export async function readForm(request: FastifyRequest, imageField: string): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      throw new AppError('validation', 'Send a form or a JSON object.');
    }
    return { fields: (body ?? {}) as Record<string, string>, image: undefined };
  }
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 2_000 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== imageField) {
          await part.toBuffer();
          throw new AppError('validation', `Unexpected file field "${part.fieldname.slice(0, 40)}".`);
        }
        image = await part.toBuffer();
      } else {
        if (typeof part.value !== 'string') throw new AppError('validation', `${part.fieldname.slice(0, 40)} must be text.`);
        if (part.valueTruncated) throw new AppError('validation', `${part.fieldname.slice(0, 40)} is too long.`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'The image is too large: the limit is 5 MB.');
    if (code === 'FST_FILES_LIMIT') throw new AppError('validation', 'Send one image at most.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('validation', 'The form has too many fields.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('validation', 'The form could not be read.');
    throw new AppError('validation', 'The form could not be read.');
  }
  if (image !== undefined && image.length === 0) image = undefined;
  if (image) await assertImage(image);
  return { fields, image };
}

export const TOO_MANY_PIXELS = 'The image is too large: at most 16 megapixels (for example 4000 × 4000).';

/** A real image of a known format and at most MAX_INPUT_PIXELS, told from its header alone (nothing is decoded). */
export async function assertImage(buffer: Buffer): Promise<void> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>> | undefined;
  try {
    // The header only: its size is checked below, before anything is decoded.
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    meta = undefined;
  }
  if (!meta?.format || !IMAGE_FORMATS.has(meta.format)) {
    throw new AppError('unsupported_media_type', 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).');
  }
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_INPUT_PIXELS) throw new AppError('payload_too_large', TOO_MANY_PIXELS);
}
