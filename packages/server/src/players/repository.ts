/** The SQL of public player profiles: who they are, how their battles went, their best drops. */
import type { Sql } from '../db/client';
import type { BattleRow } from '../battles/repository';

export type PlayerRow = { id: string; user_name: string; avatar_key: string | null; avatar_thumb_key: string | null; created_at: Date };

/** A player with a finished profile, by name ignoring case; suspended players have no public page. */
export async function findPlayerByName(sql: Sql, userName: string): Promise<PlayerRow | undefined> {
  const [row] = await sql.query<PlayerRow>(
    `SELECT id, user_name, avatar_key, avatar_thumb_key, created_at FROM users
     WHERE lower(user_name) = lower($1) AND profile_completed_at IS NOT NULL AND suspended_at IS NULL`,
    [userName],
  );
  return row;
}

export type PlayerStatsRow = { played: number; won: number; biggest_win_cents: number | null };

/** Battles played out (reels finished by `now`), won (paid anything), and the biggest payout. */
export async function readPlayerStats(sql: Sql, input: { userId: string; now: Date }): Promise<PlayerStatsRow> {
  const [row] = await sql.query<PlayerStatsRow>(
    `SELECT count(*)::int AS played,
            count(*) FILTER (WHERE s.payout_cents > 0)::int AS won,
            max(s.payout_cents) AS biggest_win_cents
     FROM battle_seats s JOIN battles b ON b.id = s.battle_id
     WHERE s.user_id = $1 AND b.status = 'settled' AND b.completed_at <= $2 AND b.private_key IS NULL`,
    [input.userId, input.now],
  );
  return row ?? { played: 0, won: 0, biggest_win_cents: null };
}

/** Their latest public battles (open or played), newest first. */
export async function listPlayerPublicBattles(sql: Sql, input: { userId: string; limit: number }): Promise<BattleRow[]> {
  return sql.query<BattleRow>(
    `SELECT b.* FROM battles b JOIN battle_seats s ON s.battle_id = b.id AND s.user_id = $1
     WHERE b.status <> 'cancelled' AND b.private_key IS NULL
     ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
    [input.userId, input.limit],
  );
}

export type DropRow = { id: string; item_name: string; value_cents: number; thumb_key: string | null; pack_id: string; pack_name: string; created_at: Date };

/** Their most valuable pack opens, shown once each reel has landed (before `until`). */
export async function listPlayerTopDrops(sql: Sql, input: { userId: string; until: Date; limit: number }): Promise<DropRow[]> {
  return sql.query<DropRow>(
    `SELECT o.id, o.item_name, o.value_cents, i.thumb_key, o.pack_id, o.pack_name, o.created_at
     FROM pack_opens o JOIN items i ON i.id = o.item_id
     WHERE o.user_id = $1 AND o.created_at <= $2
     ORDER BY o.value_cents DESC, o.created_at DESC LIMIT $3`,
    [input.userId, input.until, input.limit],
  );
}
