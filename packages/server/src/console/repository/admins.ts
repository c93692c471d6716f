/** The SQL of the admin area: admins, the item catalogue and the audit log. */
import type { Sql } from '../../db/client';

// Admins

export async function findAdminByEmail(sql: Sql, email: string): Promise<{ id: string; password_hash: string } | undefined> {
  const [admin] = await sql.query<{ id: string; password_hash: string }>(`SELECT id, password_hash FROM admins WHERE lower(email) = lower($1)`, [email]);
  return admin;
}

export async function findAdminEmail(sql: Sql, adminId: string): Promise<string | undefined> {
  const [row] = await sql.query<{ email: string }>(`SELECT email FROM admins WHERE id = $1`, [adminId]);
  return row?.email;
}

/** Creates an admin, or sets the password of the one with that e-mail (in any case); says which. */
export async function upsertAdmin(sql: Sql, input: { email: string; passwordHash: string }): Promise<{ created: boolean }> {
  const [row] = await sql.query<{ created: boolean }>(
    `INSERT INTO admins (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash
     RETURNING (xmax = 0) AS created`,
    [input.email, input.passwordHash],
  );
  return { created: row?.created ?? false };
}

// Items

export type ItemRow = { id: string; number: number; name: string; value_cents: number; image_key: string | null; thumb_key: string | null; created_at: Date; updated_at: Date };

const ITEM_COLUMNS = 'id, number, name, value_cents, image_key, thumb_key, created_at, updated_at';

/** Up to `limit` items numbered below `beforeNumber`, highest number first. */
export async function listItemsBefore(sql: Sql, input: { beforeNumber: number; limit: number }): Promise<ItemRow[]> {
  return sql.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM items WHERE number < $1 ORDER BY number DESC LIMIT $2`, [input.beforeNumber, input.limit]);
}

export async function countItems(sql: Sql): Promise<number> {
  const [row] = await sql.query<{ total: number }>(`SELECT COUNT(*)::int AS total FROM items`);
  return row!.total;
}

/** One writer of item numbers at a time, until the transaction ends. */
export async function lockItemNumbers(tx: Sql): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('items:number'))`);
}

/** Inserts an item numbered one above the highest number so far. */
export async function insertNextItem(tx: Sql, input: { id: string; name: string; valueCents: number; imageKey: string; thumbKey: string }): Promise<ItemRow> {
  const [created] = await tx.query<ItemRow>(
    `INSERT INTO items (id, number, name, value_cents, image_key, thumb_key)
     VALUES ($1, (SELECT COALESCE(MAX(number), 0) + 1 FROM items), $2, $3, $4, $5)
     RETURNING ${ITEM_COLUMNS}`,
    [input.id, input.name, input.valueCents, input.imageKey, input.thumbKey],
  );
  return created!;
}

export async function lockItem(tx: Sql, itemId: string): Promise<ItemRow | undefined> {
  const [row] = await tx.query<ItemRow>(`SELECT * FROM items WHERE id = $1 FOR UPDATE`, [itemId]);
  return row;
}

/** Sets the fields given (undefined keeps a field) and returns the item as it now is. */
export async function updateItem(tx: Sql, input: { id: string; name?: string; valueCents?: number; imageKey?: string; thumbKey?: string }): Promise<ItemRow> {
  const [after] = await tx.query<ItemRow>(
    `UPDATE items SET name = COALESCE($2, name), value_cents = COALESCE($3, value_cents),
       image_key = COALESCE($4, image_key), thumb_key = COALESCE($5, thumb_key), updated_at = now()
     WHERE id = $1
     RETURNING ${ITEM_COLUMNS}`,
    [input.id, input.name ?? null, input.valueCents ?? null, input.imageKey ?? null, input.thumbKey ?? null],
  );
  return after!;
}

// The audit log

export async function insertAuditEntry(
  tx: Sql,
  input: { adminId: string | null; action: string; targetType: string; targetId: string | null; details: Record<string, unknown> },
): Promise<void> {
  await tx.query(`INSERT INTO audit_log (admin_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`, [
    input.adminId,
    input.action,
    input.targetType,
    input.targetId,
    JSON.stringify(input.details),
  ]);
}

export type AuditRow = {
  id: number;
  /** Null for a sign-in attempt that named no admin. */
  email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string | null;
  details: Record<string, unknown> | string;
  created_at: Date;
};

/** The newest entries, with the player's name where the target is a player (the CASE casts only players' ids). */
export async function listAuditEntries(sql: Sql, limit: number): Promise<AuditRow[]> {
  return sql.query<AuditRow>(
    `SELECT l.id, a.email, l.action, l.target_type, l.target_id, u.user_name AS target_name, l.details, l.created_at
     FROM audit_log l LEFT JOIN admins a ON a.id = l.admin_id
     LEFT JOIN users u ON u.id = CASE WHEN l.target_type = 'user' THEN l.target_id::uuid END
     ORDER BY l.id DESC LIMIT $1`,
    [limit],
  );
}

// The second factor (TOTP)

export type AdminTotpRow = { id: string; email: string; totp_secret: string | null; totp_pending_secret: string | null; totp_last_step: number | string | null };

export async function findAdminTotp(sql: Sql, adminId: string): Promise<AdminTotpRow | undefined> {
  const [row] = await sql.query<AdminTotpRow>(`SELECT id, email, totp_secret, totp_pending_secret, totp_last_step FROM admins WHERE id = $1`, [adminId]);
  return row;
}

export async function lockAdminTotp(tx: Sql, adminId: string): Promise<AdminTotpRow | undefined> {
  const [row] = await tx.query<AdminTotpRow>(`SELECT id, email, totp_secret, totp_pending_secret, totp_last_step FROM admins WHERE id = $1 FOR UPDATE`, [adminId]);
  return row;
}

export async function setPendingTotpSecret(sql: Sql, input: { adminId: string; secret: string }): Promise<void> {
  await sql.query(`UPDATE admins SET totp_pending_secret = $2 WHERE id = $1`, [input.adminId, input.secret]);
}

/** Makes the pending secret the admin's second factor, remembering the step its first code used. */
export async function confirmTotpSecret(tx: Sql, input: { adminId: string; secret: string; step: number }): Promise<void> {
  await tx.query(`UPDATE admins SET totp_secret = $2, totp_pending_secret = NULL, totp_last_step = $3 WHERE id = $1`, [input.adminId, input.secret, input.step]);
}

export async function setTotpLastStep(tx: Sql, input: { adminId: string; step: number }): Promise<void> {
  await tx.query(`UPDATE admins SET totp_last_step = $2 WHERE id = $1`, [input.adminId, input.step]);
}

/** Removes an admin's second factor (the admin:create --reset-totp recovery); says whether the e-mail was known. */
export async function clearTotp(sql: Sql, email: string): Promise<boolean> {
  const rows = await sql.query(`UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE lower(email) = lower($1) RETURNING id`, [email]);
  return rows.length > 0;
}
