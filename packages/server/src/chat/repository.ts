/** The SQL of the chat (DESIGN §22): messages, who may post and how often, and mutes. */
import { inOrder, type Sql } from '../db/client';

export type ChatRow = {
  id: number | string;
  kind: 'player' | 'system';
  user_id: string | null;
  user_name: string | null;
  avatar_thumb_key: string | null;
  xp_cents: number | string | null;
  text: string;
  created_at: Date;
  deleted_at: Date | null;
};

const MESSAGE_COLUMNS = `m.id, m.kind, m.user_id, u.user_name, u.avatar_thumb_key,
  (SELECT wager_cents FROM wager_totals WHERE user_id = m.user_id) AS xp_cents, m.text, m.created_at, m.deleted_at`;

/** The last `limit` messages not deleted, newest first. */
export async function listMessages(sql: Sql, limit: number): Promise<ChatRow[]> {
  return sql.prepared<ChatRow>(
    'chat_recent',
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id
     WHERE m.deleted_at IS NULL ORDER BY m.id DESC LIMIT $1`,
    [limit],
  );
}

/** The console's view: the last `limit` messages, deleted ones too, newest first. */
export async function listMessagesForAdmin(sql: Sql, limit: number): Promise<ChatRow[]> {
  return sql.query<ChatRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id ORDER BY m.id DESC LIMIT $1`, [limit]);
}

export type PosterRow = {
  id: string;
  user_name: string | null;
  avatar_thumb_key: string | null;
  xp_cents: number | string;
  excluded_at: Date | null;
  excluded_until: Date | null;
  /** The mute in force at `since` that ends last (a permanent one first), if any. */
  mute_until: Date | null;
  mute_reason: string | null;
  muted: boolean;
  /** Their messages since a minute before `since`, newest first (ms). */
  recent: Array<number | string> | null;
};

/**
 * Locks the rows of the players posting (in id order, so batches of several instances never
 * wait for each other crosswise: their posts go one after another, and the rate limit holds under
 * simultaneous requests), then reads what the rules need of each: their level's XP, a running
 * self-exclusion, a mute in force and their recent messages. Sent together, run one after the
 * other: the read is a statement of its own, so it starts once the locks are held and sees the
 * messages of the posts it waited for (one statement reads as of its start, before the wait).
 * Players suspended (or unknown) are left out.
 */
export async function lockPosters(tx: Sql, input: { userIds: string[]; since: Date }): Promise<PosterRow[]> {
  const [locked, rows] = await inOrder([
    () => tx.prepared<{ id: string }>('chat_lock_users', `SELECT id FROM users WHERE id = ANY($1::uuid[]) AND suspended_at IS NULL ORDER BY id FOR NO KEY UPDATE`, [input.userIds]),
    () =>
      tx.prepared<PosterRow>(
        'chat_read_posters',
        `SELECT u.id, u.user_name, u.avatar_thumb_key,
                coalesce((SELECT wager_cents FROM wager_totals WHERE user_id = u.id), 0) AS xp_cents,
                l.excluded_at, l.excluded_until,
                mute.until AS mute_until, mute.reason AS mute_reason, mute.id IS NOT NULL AS muted,
                (SELECT array_agg((extract(epoch FROM created_at) * 1000)::bigint ORDER BY created_at DESC)
                 FROM chat_messages WHERE user_id = u.id AND created_at > $2::timestamptz - interval '1 minute') AS recent
         FROM users u
         LEFT JOIN player_limits l ON l.user_id = u.id
         LEFT JOIN LATERAL (SELECT id, until, reason FROM chat_mutes
                            WHERE user_id = u.id AND lifted_at IS NULL AND (until IS NULL OR until > $2)
                            ORDER BY until DESC NULLS FIRST LIMIT 1) mute ON true
         WHERE u.id = ANY($1::uuid[])`,
        [input.userIds, input.since],
      ),
  ]);
  const held = new Set(locked.map((row) => row.id));
  return rows.filter((row) => held.has(row.id));
}

/**
 * The transaction it is sent in commits without waiting for its WAL to reach the disk (decision
 * 038): still whole or not at all, and seen by everyone at once; only a crash of the database in
 * the next few hundred milliseconds can lose it. For chat messages only, never for money.
 */
export async function commitWithoutWaitingForDisk(tx: Sql): Promise<void> {
  await tx.prepared('chat_commit_async', `SELECT set_config('synchronous_commit', 'off', true)`, []);
}

/** Keeps players' messages in one statement; answers their ids in the order given. */
export async function insertPlayerMessages(tx: Sql, messages: Array<{ userId: string; text: string; at: Date }>): Promise<number[]> {
  const rows = await tx.prepared<{ id: number | string }>(
    'chat_insert_many',
    `INSERT INTO chat_messages (user_id, kind, text, created_at)
     SELECT p.user_id, 'player', p.text, p.at
     FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) WITH ORDINALITY AS p(user_id, text, at, n)
     ORDER BY p.n
     RETURNING id`,
    [messages.map((m) => m.userId), messages.map((m) => m.text), messages.map((m) => m.at)],
  );
  // The identity hands out ids in the order the rows are inserted, which is the order given.
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function insertMessage(tx: Sql, input: { userId: string | null; kind: 'player' | 'system'; text: string; at: Date }): Promise<{ id: number; created_at: Date }> {
  const [row] = await tx.prepared<{ id: number | string; created_at: Date }>(
    'chat_insert',
    `INSERT INTO chat_messages (user_id, kind, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
    [input.userId, input.kind, input.text, input.at],
  );
  return { id: Number(row!.id), created_at: row!.created_at };
}

/** Hides a message (once); answers whether this call hid it. */
export async function markDeleted(tx: Sql, input: { messageId: number; adminId: string; at: Date }): Promise<{ user_id: string | null; text: string } | undefined> {
  const [row] = await tx.query<{ user_id: string | null; text: string }>(
    `UPDATE chat_messages SET deleted_at = $3, deleted_by = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING user_id, text`,
    [input.messageId, input.adminId, input.at],
  );
  return row;
}

export async function messageExists(sql: Sql, messageId: number): Promise<boolean> {
  const [row] = await sql.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM chat_messages WHERE id = $1) AS found`, [messageId]);
  return row?.found ?? false;
}

export async function insertMute(tx: Sql, input: { userId: string; until: Date | null; reason: string; adminId: string; at: Date }): Promise<number> {
  const [row] = await tx.query<{ id: number | string }>(
    `INSERT INTO chat_mutes (user_id, until, reason, muted_by, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.userId, input.until, input.reason, input.adminId, input.at],
  );
  return Number(row!.id);
}

/** Lifts every mute of a player in force; answers how many. */
export async function liftMutes(tx: Sql, input: { userId: string; at: Date }): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE chat_mutes SET lifted_at = $2 WHERE user_id = $1 AND lifted_at IS NULL AND (until IS NULL OR until > $2) RETURNING id`,
    [input.userId, input.at],
  );
  return rows.length;
}

export type MuteRow = { id: number | string; user_id: string; user_name: string | null; until: Date | null; reason: string; muted_by: string | null; created_at: Date };

/** Mutes in force, newest first. */
export async function listMutes(sql: Sql, now: Date): Promise<MuteRow[]> {
  return sql.query<MuteRow>(
    `SELECT m.id, m.user_id, u.user_name, m.until, m.reason, a.email AS muted_by, m.created_at
     FROM chat_mutes m JOIN users u ON u.id = m.user_id LEFT JOIN admins a ON a.id = m.muted_by
     WHERE m.lifted_at IS NULL AND (m.until IS NULL OR m.until > $1) ORDER BY m.created_at DESC LIMIT 200`,
    [now],
  );
}
