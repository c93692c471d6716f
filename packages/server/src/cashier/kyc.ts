/**
 * Identity verification (DESIGN §19): legal name, date of birth (18 or older), country, address
 * and one document image, reviewed by an admin. The image is kept in the database, read only by
 * admins through the console (decision 029). The `KycProvider` is this manual review.
 */
import { calendarDay, isAdultOn, type KycStatus } from '@lootforge/core/cashier';
import type { KycFields } from '@lootforge/core/contracts/cashier';
import type { KycState } from '@lootforge/core/contracts/cashier-answers';
import { isSupportedCountry } from 'libphonenumber-js';
import sharp from 'sharp';
import type { Clock } from '../clock';
import type { CashierConfig } from '../config';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { writeAudit } from '../console/audit';
import { MAX_INPUT_PIXELS } from '../storage/images';
import { findKyc, listKyc, readKycDocument, reviewKyc, saveKycSubmission } from './repository/kyc';
import { readPlaythrough } from './repository/withdrawals';

const DOCUMENT_TYPES: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * The document as it is kept: decoded and written again in its own format, turned upright, with
 * nothing but the picture (a phone's photo carries where it was taken, often the player's home).
 */
async function cleanDocument(input: Buffer): Promise<{ bytes: Buffer; type: string }> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
  const format = await image
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  const type = format ? DOCUMENT_TYPES[format] : undefined;
  if (!format || !type) throw new AppError('unsupported_media_type', 'The document must be a PNG, JPEG or WebP image.');
  const upright = image.rotate();
  const bytes = await (format === 'png' ? upright.png() : format === 'webp' ? upright.webp({ quality: 92 }) : upright.jpeg({ quality: 92 }))
    .toBuffer()
    .catch(() => {
      throw new AppError('unsupported_media_type', 'The document could not be read as an image.');
    });
  return { bytes, type };
}

/** Where a player stands: the status, what they may still withdraw unverified, why a submission was rejected. */
export async function kycState(sql: Sql, input: { userId: string; config: CashierConfig }): Promise<KycState> {
  const [row, playthrough] = await Promise.all([findKyc(sql, input.userId), readPlaythrough(sql, input.userId)]);
  const status: KycStatus = row?.status ?? 'none';
  const withdrawn = playthrough?.withdrawn_cents ?? 0;
  return {
    status,
    freeWithdrawRemainingCents: status === 'verified' ? 0 : Math.max(0, input.config.kycFreeWithdrawCents - withdrawn),
    reason: row?.status === 'rejected' ? row.reason : null,
    submittedAt: row?.submitted_at.toISOString() ?? null,
  };
}

/** Accepts a submission when none is under review or approved; the document must be a PNG, JPEG or WebP image. */
export async function submitKyc(
  db: Database,
  input: { userId: string; fields: KycFields; document: Buffer | undefined; config: CashierConfig; clock: Clock },
): Promise<KycState> {
  const { fields } = input;
  if (!calendarDay(fields.dateOfBirth)) throw new AppError('validation', 'Please enter your date of birth like 1990-04-30.');
  if (!isAdultOn(fields.dateOfBirth, input.clock.now().toISOString().slice(0, 10))) throw new AppError('validation', 'You must be 18 or older.');
  if (fields.dateOfBirth < '1900-01-01') throw new AppError('validation', 'Please check your date of birth.');
  if (!isSupportedCountry(fields.country)) throw new AppError('validation', 'Please choose a country.');
  if (!input.document || input.document.length === 0) throw new AppError('validation', 'Please add a photo of your identity document.');
  const document = await cleanDocument(input.document);
  await db.transaction(async (tx) => {
    const current = await findKyc(tx, input.userId, { lock: true });
    if (current?.status === 'pending') throw new AppError('conflict', 'Your documents are already under review.');
    if (current?.status === 'verified') throw new AppError('conflict', 'You are already verified.');
    await saveKycSubmission(tx, { userId: input.userId, ...fields, document: document.bytes, documentType: document.type, at: input.clock.now() });
  });
  return kycState(db, { userId: input.userId, config: input.config });
}

export async function reviewKycSubmission(
  db: Database,
  input: { adminId: string; userId: string; decision: 'verified' | 'rejected'; reason: string | null; clock: Clock },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findKyc(tx, input.userId, { lock: true });
    if (!current) throw new AppError('not_found', 'That player has not submitted documents.');
    if (current.status !== 'pending') throw new AppError('conflict', `This submission is already ${current.status}.`);
    await reviewKyc(tx, { userId: input.userId, status: input.decision, reason: input.reason, adminId: input.adminId, at: input.clock.now() });
    await writeAudit(tx, input.adminId, {
      action: input.decision === 'verified' ? 'kyc_approved' : 'kyc_rejected',
      targetType: 'user',
      targetId: input.userId,
      details: input.reason ? { reason: input.reason } : {},
    });
  });
}

export async function adminKycReviews(db: Database, input: { status: KycStatus | undefined }) {
  const rows = await listKyc(db, { status: input.status, limit: 200 });
  return rows.map((row) => ({
    userId: row.user_id,
    userName: row.user_name ?? null,
    status: row.status,
    legalName: row.legal_name,
    dateOfBirth: row.date_of_birth,
    country: row.country,
    address: row.address,
    documentUrl: `/api/admin/kyc/${row.user_id}/document`,
    reason: row.reason,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  }));
}

/** An admin reads a player's document; every reading is in the audit log. */
export async function kycDocument(db: Database, input: { adminId: string; userId: string }): Promise<{ document: Buffer; type: string }> {
  const found = await readKycDocument(db, input.userId);
  if (!found) throw new AppError('not_found', 'That player has not submitted documents.');
  await writeAudit(db, input.adminId, { action: 'kyc_document_viewed', targetType: 'user', targetId: input.userId, details: {} });
  return { document: found.document, type: found.document_type };
}
