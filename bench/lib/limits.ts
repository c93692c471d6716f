/**
 * The benchmark players' responsible-play state (DESIGN §16, §16b), set in the database: no
 * limits row at all, or every limit set too high to refuse, so every check runs.
 */
import type { Database } from '../../packages/server/src/db/client';
import { DEFAULT_REALITY_CHECK_MINUTES, LIMIT_PERIODS, PLAY_MINUTES_MAX } from '@lootforge/core/limits';
import type { BenchPlayer } from './setup';

/** The two states of the benchmark players a benchmark may compare. */
export const LIMIT_SIDES = ['no limits row', 'every limit set'] as const;
export type LimitsSide = (typeof LIMIT_SIDES)[number];

/**
 * Puts the benchmark players in one state of LIMIT_SIDES, in the database (as PUT /api/limits
 * leaves the row once its raises apply): no player_limits row at all, or every limit set. Each
 * money limit is the players' whole funding (`fundCents`), more than PUT accepts (MAX_LIMIT_CENTS, $1M) but
 * the only value no run can reach: a player cannot wager or lose more than they were funded
 * with, and the bench never deposits; at $1M a long run's wager could reach it and be refused.
 * The play time is the most a player may set (720 minutes a day) and the reality check comes
 * every 60 minutes of play: a benchmark's run is far shorter.
 */
export async function setLimits(db: Database, players: BenchPlayer[], side: LimitsSide, fundCents: number): Promise<void> {
  const ids = players.map((p) => p.userId);
  if (side === 'no limits row') {
    await db.query(`DELETE FROM player_limits WHERE user_id = ANY($1::uuid[])`, [ids]);
    return;
  }
  const money = ['', 'deposit_', 'loss_'].flatMap((prefix) => LIMIT_PERIODS.map((period) => `${prefix}${period}_cents`));
  const columns = [...money, 'play_minutes', 'reality_minutes'];
  await db.query(
    `INSERT INTO player_limits (user_id, ${columns.join(', ')})
     SELECT id, ${money.map(() => '$2::bigint').join(', ')}, $3::int, $4::int FROM unnest($1::uuid[]) id
     ON CONFLICT (user_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()`,
    [ids, fundCents, PLAY_MINUTES_MAX, DEFAULT_REALITY_CHECK_MINUTES],
  );
}
