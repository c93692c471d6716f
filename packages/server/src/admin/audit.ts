import type { Sql } from '../db/client';

export type AuditEntry = { action: string; targetType: string; targetId: string | null; details: Record<string, unknown> };

/** Written inside the transaction of the change it records. */
export async function writeAudit(tx: Sql, adminId: string, entry: AuditEntry): Promise<void> {
  await tx.query(`INSERT INTO audit_log (admin_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`, [
    adminId,
    entry.action,
    entry.targetType,
    entry.targetId,
    JSON.stringify(entry.details),
  ]);
}

export async function latestAudit(sql: Sql, limit: number) {
  const rows = await sql.query<{ id: number; email: string; action: string; target_type: string; target_id: string | null; details: Record<string, unknown>; created_at: Date }>(
    `SELECT l.id, a.email, l.action, l.target_type, l.target_id, l.details, l.created_at
     FROM audit_log l JOIN admins a ON a.id = l.admin_id ORDER BY l.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    adminEmail: row.email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    createdAt: row.created_at.toISOString(),
  }));
}
