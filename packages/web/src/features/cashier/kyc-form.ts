/** The /verify form's checks before anything is sent: the server's own schema, the age rule and the document's kind and size. */
import { isAdultOn } from '@lootforge/core/cashier';
import { kycFieldsSchema, type KycFields } from '@lootforge/core/contracts/cashier';
import { MAX_UPLOAD_BYTES } from '../../lib/image-file';

export type KycField = keyof KycFields | 'document';
export type KycErrors = Partial<Record<KycField, string>>;

/** The kinds of image the server takes for a document. */
export const DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_KIND = 'Please choose a photo or scan of your document as a PNG, JPEG or WebP image.';
export const DOCUMENT_TOO_LARGE = 'The document image is too large: the limit is 5 MB.';
export const DOCUMENT_MISSING = 'Please add a photo or scan of your identity document.';
export const UNDER_18 = 'You must be 18 or older.';

const ORDER: KycField[] = ['legalName', 'dateOfBirth', 'country', 'address', 'document'];

/** Why a picked file cannot be the document, or null when it can. */
export function documentProblem(file: { type: string; size: number } | null): string | null {
  if (!file) return DOCUMENT_MISSING;
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_KIND;
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_TOO_LARGE;
  return null;
}

/** The latest date of birth of someone 18 today (UTC), for the date field's `max`. */
export function latestAdultBirthDate(today: Date): string {
  const year = today.getUTCFullYear() - 18;
  const month = today.getUTCMonth();
  const day = today.getUTCDate();
  // 29 February in a year whose 18-years-ago has none: the 28th is the latest that is already 18.
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * Checks the form as the server will (kycFieldsSchema, 18 or older, an image document), so the
 * words match; returns what to send, or each field's problem and the first field to fix.
 */
export function validateKyc(
  values: KycFields,
  document: { type: string; size: number } | null,
  today: Date,
): { ok: true; fields: KycFields } | { ok: false; errors: KycErrors; first: KycField } {
  const errors: KycErrors = {};
  const parsed = kycFieldsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as KycField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.dateOfBirth && !isAdultOn(values.dateOfBirth, today.toISOString().slice(0, 10))) errors.dateOfBirth = UNDER_18;
  const documentError = documentProblem(document);
  if (documentError) errors.document = documentError;
  const first = ORDER.find((field) => errors[field]);
  if (first || !parsed.success) return { ok: false, errors, first: first ?? 'legalName' };
  return { ok: true, fields: parsed.data };
}
