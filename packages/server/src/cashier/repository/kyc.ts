/** Identity verification (DESIGN §19): one submission per player, the document kept in the row. */
import type { KycStatus } from '@lootforge/core/cashier';
import type { Sql } from '../../db/client';

export type KycRow = {
  user_id: string;
  status: Exclude<KycStatus, 'none'>;
  legal_name: string;
  date_of_birth: string;
  country: string;
  address: string;
  reason: string | null;
  submitted_at: Date;
  reviewed_at: Date | null;
  user_name?: string | null;
};

const COLUMNS = `k.user_id, k.status, k.legal_name, to_char(k.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, k.country, k.address, k.reason, k.submitted_at, k.reviewed_at`;

export async function findKyc(sql: Sql, userId: string, options: { lock?: boolean } = {}): Promise<KycRow | null> {
  const [row] = await sql.query<KycRow>(`SELECT ${COLUMNS} FROM kyc_submissions k WHERE k.user_id = $1${options.lock ? ' FOR UPDATE' : ''}`, [userId]);
  return row ?? null;
}

/** A new submission, or a new one after a rejection (the caller holds the lock and checked the status). */
export async function saveKycSubmission(
  tx: Sql,
  input: { userId: string; legalName: string; dateOfBirth: string; country: string; address: string; document: Buffer; documentType: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_submissions (user_id, status, legal_name, date_of_birth, country, address, document, document_type, submitted_at)
     VALUES ($1, 'pending', $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id) DO UPDATE SET status = 'pending', legal_name = EXCLUDED.legal_name, date_of_birth = EXCLUDED.date_of_birth, country = EXCLUDED.country,
       address = EXCLUDED.address, document = EXCLUDED.document, document_type = EXCLUDED.document_type, submitted_at = EXCLUDED.submitted_at,
       reason = NULL, reviewed_at = NULL, reviewed_by_admin_id = NULL`,
    [input.userId, input.legalName, input.dateOfBirth, input.country, input.address, input.document, input.documentType, input.at],
  );
}

export async function reviewKyc(tx: Sql, input: { userId: string; status: 'verified' | 'rejected'; reason: string | null; adminId: string; at: Date }): Promise<void> {
  await tx.query(`UPDATE kyc_submissions SET status = $2, reason = $3, reviewed_by_admin_id = $4, reviewed_at = $5 WHERE user_id = $1`, [
    input.userId,
    input.status,
    input.reason,
    input.adminId,
    input.at,
  ]);
}

export async function listKyc(sql: Sql, input: { status: KycStatus | undefined; limit: number }): Promise<KycRow[]> {
  return sql.query<KycRow>(
    `SELECT ${COLUMNS}, u.user_name FROM kyc_submissions k JOIN users u ON u.id = k.user_id
     WHERE $1::text IS NULL OR k.status = $1 ORDER BY k.status = 'pending' DESC, k.submitted_at ${input.status === 'pending' ? 'ASC' : 'DESC'} LIMIT $2`,
    [input.status ?? null, input.limit],
  );
}

export async function readKycDocument(sql: Sql, userId: string): Promise<{ document: Buffer; document_type: string } | null> {
  const [row] = await sql.query<{ document: Buffer | Uint8Array; document_type: string }>(`SELECT document, document_type FROM kyc_submissions WHERE user_id = $1`, [userId]);
  return row ? { document: Buffer.from(row.document), document_type: row.document_type } : null;
}
