/**
 * The SQL of wager accounting (DESIGN §13, decision 014): the stakes log, the
 * players' lifetime totals and their running totals in each race.
 */
import type { Sql } from '../db/client';
import type { StakeTotals } from '@lootforge/core/limits';
import { refusal, type PostedRow } from '../ledger/ledger';

/**
 * The first key of every race's advisory lock; the second is the race id.
 * Stakes take it shared, the payout sweep and a cancel take it exclusive.
 */
export const RACE_LOCK_CLASS = 72_002;

/** Takes a shared lock on each of these races. */
export async function lockRacesShared(tx: Sql, raceIds: number[]): Promise<void> {
  if (raceIds.length === 0) return;
  await tx.query(`SELECT pg_advisory_xact_lock_shared(${RACE_LOCK_CLASS}, id::int) FROM unnest($1::bigint[]) id`, [raceIds]);
}

/** The starts of the UTC day, week and month a moment falls in, and of the next of each (DESIGN §16; limits/rules `stakePeriods`). */
export type StakePeriods = { day: Date; nextDay: Date; week: Date; nextWeek: Date; month: Date; nextMonth: Date };

type Period = 'daily' | 'weekly' | 'monthly';
/** One kind of money limit's columns for each period: the limit, a pending raise or removal, and when it applies. */
type PeriodColumns<Prefix extends string> = { [K in `${Prefix}${Period}_cents` | `${Prefix}${Period}_pending_cents`]: number | null } & {
  [K in `${Prefix}${Period}_pending_at`]: Date | null;
};

/** A player's limits row (DESIGN §16, §16b) as the checks read it (all null: no row). Wager limits have no prefix. */
export type LimitsRow = PeriodColumns<''> &
  PeriodColumns<'deposit_'> &
  PeriodColumns<'loss_'> & {
    play_minutes: number | null;
    play_pending_minutes: number | null;
    play_pending_at: Date | null;
    reality_minutes: number | null;
    reality_pending_minutes: number | null;
    reality_pending_at: Date | null;
    break_until: Date | null;
    excluded_at: Date | null;
    /** When a timed self-exclusion ends; null with excluded_at: permanent. */
    excluded_until: Date | null;
  };

const PERIODS: Period[] = ['daily', 'weekly', 'monthly'];
/** Every column of LimitsRow, in one list for the SELECTs and the JSON stake_and_post sends. */
export const LIMIT_COLUMNS = [
  ...['', 'deposit_', 'loss_'].flatMap((prefix) => PERIODS.flatMap((period) => [`${prefix}${period}_cents`, `${prefix}${period}_pending_cents`, `${prefix}${period}_pending_at`])),
  'play_minutes',
  'play_pending_minutes',
  'play_pending_at',
  'reality_minutes',
  'reality_pending_minutes',
  'reality_pending_at',
  'break_until',
  'excluded_at',
  'excluded_until',
] as Array<keyof LimitsRow>;

const isTimeColumn = (column: string) => column.endsWith('_at') || column.endsWith('_until');

/** A limits row from JSON (to_jsonb of the row: times as ISO text, bigints as numbers). */
export function limitsRowOf(json: Record<string, number | string | null>): LimitsRow {
  const row: Record<string, number | Date | null> = {};
  for (const column of LIMIT_COLUMNS) {
    const value = json[column] ?? null;
    row[column] = value === null ? null : isTimeColumn(column) ? new Date(value) : Number(value);
  }
  return row as LimitsRow;
}

/** What the limit check needs: the player's totals with this stake, and their limits row if they have one. */
export type StakeCheck = { totals: StakeTotals; limits: LimitsRow | null };

export type RecordedStake = { raceIds: number[]; check: StakeCheck };

/** `counts`: the stake counts for races, rewards and referrals now (a pack open, the entry that settles its battle); else only for the limits until its battle settles. */
export type StakeInput = {
  userId: string;
  kind: 'pack_open' | 'battle_entry' | 'upgrade';
  amountCents: number;
  /** What the stake won back, when that is known as it is paid (a pack open's items, the settling entry's payout); else 0 (DESIGN §16b). */
  returnedCents: number;
  battleId: string | null;
  counts: boolean;
  at: Date;
  horizon: Date;
  periods: StakePeriods;
};
type TotalsJson = {
  day_cents: number;
  week_cents: number;
  month_cents: number;
  day_lost: number;
  week_lost: number;
  month_lost: number;
  play_minutes: number;
  session_minutes: number;
  reality_acked_minutes: number;
};
type StakeRow = PostedRow & { race_ids: Array<number | string>; totals: TotalsJson; limits: Record<string, number | string | null> | null; refusal: string | null };

function checkOf(row: StakeRow, stakeCents: number): StakeCheck {
  const t = row.totals;
  return {
    totals: {
      stakeCents,
      wagered: { daily: Number(t.day_cents), weekly: Number(t.week_cents), monthly: Number(t.month_cents) },
      lost: { daily: Number(t.day_lost), weekly: Number(t.week_lost), monthly: Number(t.month_lost) },
      playedMinutes: Number(t.play_minutes),
      session: { minutes: Number(t.session_minutes), ackedMinutes: Number(t.reality_acked_minutes) },
    },
    limits: row.limits && limitsRowOf(row.limits),
  };
}

/** The parameters of `stake_and_post` in its order (the benchmarks send them too). */
export function stakeAndPostParams(input: StakeInput & { legs: unknown }): unknown[] {
  const { periods } = input;
  return [input.userId, input.amountCents, input.returnedCents, input.kind, input.battleId, input.counts, input.at, input.horizon, periods.day, periods.nextDay, periods.week, periods.nextWeek, periods.month, periods.nextMonth, input.legs];
}

/**
 * Records a stake at `at` and pays for it in one round trip:
 * `stake_and_post` (stake-and-post.sql, beside this file, says what it
 * does). The wager-limit check (DESIGN §16, decision 016) gets the period
 * totals with this stake, from the upsert of the player's `wager_totals` row
 * (computed on its latest committed version under its row lock, so one
 * player's concurrent stakes see each other one after another), and the
 * player's limits when they have any: then a ledger refusal comes back as its
 * detail (ledger_refuse's JSON) rather than as an error, so the limits are
 * checked first. Otherwise it throws as `pay`'s does.
 */
export async function insertStakeAndPost(
  tx: Sql,
  input: StakeInput & { legs: unknown },
): Promise<{ stake: RecordedStake; posted: PostedRow | null; refusal: string | null }> {
  const [row] = await tx.prepared<StakeRow>(
    'wager_stake_and_post',
    `SELECT * FROM stake_and_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb)`,
    stakeAndPostParams(input),
  ).catch(refusal);
  const stake = { raceIds: row!.race_ids.map(Number), check: checkOf(row!, input.amountCents) };
  return { stake, posted: row!.refusal ? null : row!, refusal: row!.refusal };
}

/** A player's limits row (null: none), their minutes played on the day starting `day` and their play session, for a check where nothing is staked. */
export async function readPlayLimits(sql: Sql, userId: string, day: Date): Promise<{ limits: LimitsRow | null; playedMinutes: number; session: { minutes: number; ackedMinutes: number } }> {
  const [row] = await sql.query<LimitsRow & { has_limits: boolean; played_today: number | null; session_minutes: number | null; reality_acked_minutes: number | null }>(
    `SELECT l.user_id IS NOT NULL AS has_limits, ${LIMIT_COLUMNS.map((column) => `l.${column}`).join(', ')},
       CASE WHEN t.play_day = $2 THEN t.play_minutes ELSE 0 END AS played_today, t.session_minutes, t.reality_acked_minutes
     FROM users u LEFT JOIN player_limits l ON l.user_id = u.id LEFT JOIN wager_totals t ON t.user_id = u.id WHERE u.id = $1`,
    [userId, day],
  );
  return {
    limits: row?.has_limits ? row : null,
    playedMinutes: Number(row?.played_today ?? 0),
    session: { minutes: Number(row?.session_minutes ?? 0), ackedMinutes: Number(row?.reality_acked_minutes ?? 0) },
  };
}

/** A battle entry's stake, unless it was refunded already; `counted`: it counts in races, rewards and referrals already (a settled battle, or paid before migration 0024). */
export async function findBattleStake(
  tx: Sql,
  input: { userId: string; battleId: string },
): Promise<{ amountCents: number; raceIds: number[]; stakedAt: Date; counted: boolean } | undefined> {
  const [row] = await tx.query<{ amount_cents: number; race_ids: Array<number | string>; staked_at: Date; counted: boolean }>(
    `SELECT amount_cents, race_ids, staked_at, counted_at IS NOT NULL AS counted FROM stakes s
     WHERE battle_id = $1 AND user_id = $2 AND kind = 'battle_entry'
       AND NOT EXISTS (SELECT 1 FROM stakes r WHERE r.battle_id = $1 AND r.user_id = $2 AND r.kind = 'battle_refund')`,
    [input.battleId, input.userId],
  );
  return row && { amountCents: Number(row.amount_cents), raceIds: row.race_ids.map(Number), stakedAt: row.staked_at, counted: row.counted };
}

/**
 * Takes a refunded entry off: a negative log row, and each period total and
 * net loss still counting the period the entry was paid in (`periods`: the
 * starts of the periods holding the entry's moment), and the session's net
 * result when the entry was paid in this session. An entry that had counted
 * already (`counted`: only entries paid before migration 0024, when entries
 * counted as paid) also comes off the lifetime total and the races it
 * counted in that are not finished yet (the caller holds their shared
 * locks); any other never counted there. The player's totals row is locked
 * first, as a stake locks it. Returns the races it was taken off.
 */
export async function insertRefundStake(
  tx: Sql,
  input: { userId: string; battleId: string; amountCents: number; counted: boolean; raceIds: number[]; at: Date; stakedAt: Date; periods: StakePeriods },
): Promise<number[]> {
  const [row] = await tx.query<{ race_ids: Array<number | string> }>(
    `WITH total AS (
       UPDATE wager_totals SET wager_cents = wager_cents - CASE WHEN $9 THEN $2 ELSE 0 END, updated_at = $3,
         day_cents = CASE WHEN day_start = $6 THEN greatest(day_cents - $2, 0) ELSE day_cents END,
         week_cents = CASE WHEN week_start = $7 THEN greatest(week_cents - $2, 0) ELSE week_cents END,
         month_cents = CASE WHEN month_start = $8 THEN greatest(month_cents - $2, 0) ELSE month_cents END,
         day_loss_cents = CASE WHEN day_start = $6 THEN day_loss_cents - $2 ELSE day_loss_cents END,
         week_loss_cents = CASE WHEN week_start = $7 THEN week_loss_cents - $2 ELSE week_loss_cents END,
         month_loss_cents = CASE WHEN month_start = $8 THEN month_loss_cents - $2 ELSE month_loss_cents END,
         session_net_cents = CASE WHEN session_at <= $10 THEN session_net_cents + $2 ELSE session_net_cents END
       WHERE user_id = $1
       RETURNING user_id
     ), entries AS (
       -- Joined with total, so it cannot run before the totals row is locked.
       UPDATE race_entries e SET wager_cents = e.wager_cents - $2, reached_at = $3
       FROM races r, total
       WHERE r.id = e.race_id AND e.race_id = ANY($5::bigint[]) AND e.user_id = $1 AND r.finished_at IS NULL
       RETURNING e.race_id
     )
     INSERT INTO stakes (user_id, kind, amount_cents, battle_id, race_ids, staked_at)
     SELECT $1, 'battle_refund', -$2::bigint, $4, coalesce((SELECT array_agg(race_id ORDER BY race_id) FROM entries), '{}'), $3
     RETURNING race_ids`,
    [input.userId, input.amountCents, input.at, input.battleId, input.raceIds, input.periods.day, input.periods.week, input.periods.month, input.counted, input.stakedAt],
  );
  return row!.race_ids.map(Number);
}

/**
 * Counts a battle's entries at the moment it settles (`count_battle_stakes`,
 * count-battle-stakes.sql beside this file): onto the players' lifetime
 * totals and into the races holding `at`, with what each won back
 * (`returns`, by user id). Returns the races it changed.
 */
export async function countStakesOfBattle(tx: Sql, input: { battleId: string; at: Date; horizon: Date; nextWeek: Date; returns: Record<string, number> }): Promise<number[]> {
  const [row] = await tx.prepared<{ races: Array<number | string> }>(
    'count_battle_stakes',
    `SELECT count_battle_stakes($1, $2, $3, $4, $5::jsonb) AS races`,
    [input.battleId, input.at, input.horizon, input.nextWeek, JSON.stringify(input.returns)],
  );
  return row!.races.map(Number);
}

/** A player's lifetime wager (0 before their first stake): what counts for rewards and referrals (DESIGN §13). */
export async function readLifetimeWager(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.prepared<{ wager_cents: number }>('wager_lifetime', `SELECT wager_cents FROM wager_totals WHERE user_id = $1`, [userId]);
  return row ? Number(row.wager_cents) : 0;
}
