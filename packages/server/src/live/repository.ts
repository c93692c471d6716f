/** The SQL of the live feed: the latest pack opens and battle wins. */
import type { Sql } from '../db/client';

export type RecentOpenRow = {
  id: string;
  user_name: string | null;
  avatar_thumb_key: string | null;
  item_name: string;
  value_cents: number;
  thumb_key: string | null;
  pack_id: string;
  pack_name: string;
  created_at: Date;
};

/** The latest opens of items worth at least `minValueCents`. */
export async function listRecentOpens(sql: Sql, input: { limit: number; minValueCents: number }): Promise<RecentOpenRow[]> {
  return sql.query<RecentOpenRow>(
    `SELECT o.id, u.user_name, u.avatar_thumb_key, o.item_name, o.value_cents, i.thumb_key, o.pack_id, o.pack_name, o.created_at
     FROM pack_opens o JOIN users u ON u.id = o.user_id JOIN items i ON i.id = o.item_id
     WHERE o.value_cents >= $2
     ORDER BY o.created_at DESC LIMIT $1`,
    [input.limit, input.minValueCents],
  );
}

export type RecentWinRow = { id: string; seat: number; user_name: string | null; avatar_thumb_key: string | null; payout_cents: number; completed_at: Date };

/** Seats paid at least `minValueCents` by battles settled with a completion time up to `untilMs`. */
export async function listRecentWins(sql: Sql, input: { limit: number; untilMs: number; minValueCents: number }): Promise<RecentWinRow[]> {
  return sql.query<RecentWinRow>(
    `SELECT b.id, s.seat, u.user_name, u.avatar_thumb_key, s.payout_cents, b.completed_at
     FROM battles b JOIN battle_seats s ON s.battle_id = b.id JOIN users u ON u.id = s.user_id
     WHERE b.status = 'settled' AND b.private_key IS NULL AND b.completed_at <= to_timestamp($2 / 1000.0) AND s.payout_cents > 0 AND s.payout_cents >= $3
     ORDER BY b.completed_at DESC LIMIT $1`,
    [input.limit, input.untilMs, input.minValueCents],
  );
}

export type RecentUpgradeWinRow = {
  id: string;
  user_name: string | null;
  avatar_thumb_key: string | null;
  target_name: string;
  target_value_cents: number;
  thumb_key: string | null;
  created_at: Date;
};

/** The latest upgrades won, of targets worth at least `minValueCents`. */
export async function listRecentUpgradeWins(sql: Sql, input: { limit: number; minValueCents: number }): Promise<RecentUpgradeWinRow[]> {
  const rows = await sql.query<RecentUpgradeWinRow>(
    `SELECT g.id, u.user_name, u.avatar_thumb_key, g.target_name, g.target_value_cents, i.thumb_key, g.created_at
     FROM upgrades g JOIN users u ON u.id = g.user_id JOIN items i ON i.id = g.target_item_id
     WHERE g.won AND g.target_value_cents >= $2
     ORDER BY g.created_at DESC LIMIT $1`,
    [input.limit, input.minValueCents],
  );
  return rows.map((row) => ({ ...row, target_value_cents: Number(row.target_value_cents) }));
}
