import type { Sql } from '../db/client';
import { insertAuditEntry, listAuditEntries } from './repository/admins';

export type AuditEntry = { action: string; targetType: string; targetId: string | null; details: Record<string, unknown> };

/** Written inside the transaction of the change it records; `adminId` is null only for a sign-in attempt that named no admin. */
export async function writeAudit(tx: Sql, adminId: string | null, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(tx, { adminId, ...entry });
}

export async function latestAudit(sql: Sql, limit: number) {
  const rows = await listAuditEntries(sql, limit);
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    createdAt: row.created_at.toISOString(),
  }));
}
