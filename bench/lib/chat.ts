/** What the chat benchmarks share (bench:chat, bench:profile with PROFILE_WHAT=chat): level-2 posters and their lines. */
import { CHAT_MIN_LEVEL } from '@lootforge/core/chat';
import { LEVEL_XP } from '@lootforge/core/levels';
import type { Database } from '../../packages/server/src/db/client';
import type { BenchPlayer } from './setup';
import type { WrkRequest } from './wrk';

/** Level CHAT_MIN_LEVEL for these players: their lifetime wager (the XP of DESIGN §21) set where the server reads it. */
export async function levelUp(db: Database, players: BenchPlayer[]): Promise<void> {
  await db.query(
    `INSERT INTO wager_totals (user_id, wager_cents, updated_at) SELECT id, $2, now() FROM unnest($1::uuid[]) id
     ON CONFLICT (user_id) DO UPDATE SET wager_cents = GREATEST(wager_totals.wager_cents, EXCLUDED.wager_cents)`,
    [players.map((p) => p.userId), LEVEL_XP[CHAT_MIN_LEVEL]!],
  );
}

/**
 * What the chatters say, in turn. No digits: the filter reads them as letters ("455", "717"), and
 * a refusal would be cheaper than a post. Checked against the server's own filter at the start.
 */
export const LINES = [
  'good luck on the next pull',
  'that was a great battle, well played',
  'anyone opening the neon box tonight?',
  'finally got the gold one, so happy',
  'how do the daily races work?',
  'gg everyone, see you tomorrow',
  'which pack has the best odds right now?',
  'the upgrader was kind to me today',
];

/** A post as the chat box sends it: POST /api/chat with the player's cookie; no Idempotency-Key (a post has none). */
export function chatRequest(player: BenchPlayer, n: number): WrkRequest {
  return { method: 'POST', path: '/api/chat', headers: { cookie: player.cookie }, body: JSON.stringify({ text: LINES[n % LINES.length] }) };
}

