/**
 * Races (DESIGN §13, decision 014): the always-on daily and weekly races
 * made ahead by the sweep, admins' own races, the standings as /race shows
 * them, and the payout of a finished race, exactly once per rank.
 */
import type { AdminRace, Race } from '@lootforge/core/contracts/races-answers';
import { RACE_ENDS_BEFORE_START, type CreateRaceInput } from '@lootforge/core/contracts/races';
import { levelOf } from '@lootforge/core/levels';
import { DAY_MS, DEFAULT_SPLIT_PERCENTS, WEEK_MS, dailyWindow, prizeSplit, raceStatus, weeklyWindow } from '@lootforge/core/races';
import type { Database, Sql } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { ensurePromotions, ensureWallet, transfers, type TransferInput } from '../ledger/ledger';
import { writeAudit } from '../console/audit';
import {
  findRace,
  insertCustomRace,
  insertScheduledRace,
  listAllRaces,
  listPublicRaces,
  lockRace,
  lockRaceDue,
  markRaceCancelled,
  raceResults,
  recordRaceFinished,
  topStandings,
  type RaceRow,
} from './repository';
import { standingsOf, type Standing } from './standings';

export type { AdminRace, Race } from '@lootforge/core/contracts/races-answers';

/** The pools of the always-on races; 0 turns one off. */
export type RacePools = { dailyCents: number; weeklyCents: number };
/** What a player must wager in the always-on races to be ranked (DESIGN §13). */
export type RaceMinWagers = { dailyCents: number; weeklyCents: number };

const LEADERS = 10;
const RECENT_FINISHED = 10;
const NO_RACE = 'That race does not exist.';

/** Makes the current and the next daily and weekly races (each once, whichever instance gets there first). */
export async function ensureScheduledRaces(db: Database, input: { clock: Clock; pools: RacePools; minWagers: RaceMinWagers }): Promise<void> {
  const nowMs = input.clock.now().getTime();
  await db.transaction(async (tx) => {
    const split = [...DEFAULT_SPLIT_PERCENTS];
    if (input.pools.dailyCents > 0) {
      for (const atMs of [nowMs, nowMs + DAY_MS]) {
        const w = dailyWindow(atMs);
        await insertScheduledRace(tx, { kind: 'daily', name: 'Daily race', startsAt: new Date(w.startsAtMs), endsAt: new Date(w.endsAtMs), poolCents: input.pools.dailyCents, splitPercents: split, minWagerCents: input.minWagers.dailyCents });
      }
    }
    if (input.pools.weeklyCents > 0) {
      for (const atMs of [nowMs, nowMs + WEEK_MS]) {
        const w = weeklyWindow(atMs);
        await insertScheduledRace(tx, { kind: 'weekly', name: 'Weekly race', startsAt: new Date(w.startsAtMs), endsAt: new Date(w.endsAtMs), poolCents: input.pools.weeklyCents, splitPercents: split, minWagerCents: input.minWagers.weeklyCents });
      }
    }
  });
}

export type FinishedRace = { raceId: number; balances: Array<{ userId: string; balanceCents: number }> };

/**
 * Pays every race whose end has passed, one transaction per race: its row
 * and its exclusive lock are taken (stakes still being counted finish
 * first; later ones count in the next window), the top ranks are paid from
 * promotions with the keys race:{id}:{rank}, the final standings written and
 * the race marked finished, all or nothing. Another instance's sweep skips
 * the locked race and finds it finished afterwards; a crash leaves it unpaid
 * for the next sweep; and a key used already could never pay twice.
 */
export async function finishDueRaces(db: Database, input: { clock: Clock }): Promise<FinishedRace[]> {
  const done: FinishedRace[] = [];
  for (;;) {
    const finished = await db.transaction(async (tx) => {
      const raceId = await lockRaceDue(tx, input.clock.now());
      if (raceId === undefined) return undefined;
      const race = await lockRace(tx, raceId);
      // Read after the exclusive lock: the end has passed and no stake is being counted in this race.
      const now = input.clock.now();
      if (!race || race.finished_at || race.cancelled_at || now < race.ends_at) return undefined;
      return payRace(tx, race, now);
    });
    if (!finished) return done;
    forgetBoards(db, [finished.raceId]);
    done.push(finished);
  }
}

async function payRace(tx: Sql, race: RaceRow, now: Date): Promise<FinishedRace> {
  const prizes = prizeSplit(race.pool_cents, race.split_percents);
  const standings = await topStandings(tx, { raceId: race.id, limit: prizes.length });
  const promotions = await ensurePromotions(tx);
  const payments: Array<{ userId: string; walletId: number; transfer: TransferInput }> = [];
  const results = standings.map((s, i) => ({ rank: i + 1, userId: s.user_id, wagerCents: s.wager_cents, prizeCents: prizes[i]!.prizeCents }));
  for (const result of results) {
    if (result.prizeCents <= 0) continue;
    const walletId = await ensureWallet(tx, result.userId);
    payments.push({
      userId: result.userId,
      walletId,
      transfer: { debitAccountId: promotions, creditAccountId: walletId, amountCents: result.prizeCents, kind: 'race_prize', refType: 'race', refId: String(race.id), idempotencyKey: `race:${race.id}:${result.rank}` },
    });
  }
  const paid = await transfers(tx, payments.map((p) => p.transfer));
  await recordRaceFinished(tx, { raceId: race.id, at: now, results });
  const balances = new Map<string, number>();
  for (const p of payments) {
    const balance = paid.balances.get(p.walletId);
    if (balance !== undefined) balances.set(p.userId, balance);
  }
  return { raceId: race.id, balances: [...balances].map(([userId, balanceCents]) => ({ userId, balanceCents })) };
}

type Leader = Race['leaders'][number];

/**
 * The boards read for /race, remembered per process for up to a second:
 * the board is the same for everyone, so 200 page loads a second read it
 * about once. A stake or payout committed in this process forgets the race
 * at once (`forgetBoards`), so only another instance's changes can take up
 * to that second to show, as the live feed's do.
 */
const BOARD_MEMORY_MS = 1_000;
const boardsByDatabase = new WeakMap<object, Map<number, { untilMs: number; finished: boolean; leaders: Promise<Leader[]> }>>();

function boardsOf(sql: { scope: object }) {
  let boards = boardsByDatabase.get(sql.scope);
  if (!boards) boardsByDatabase.set(sql.scope, (boards = new Map()));
  return boards;
}

export function forgetBoards(db: { scope: object }, raceIds: number[]): void {
  const boards = boardsOf(db);
  for (const id of raceIds) boards.delete(id);
}

async function leadersOf(sql: Sql, race: RaceRow, remembered: boolean): Promise<Leader[]> {
  const boards = boardsOf(sql);
  const finished = race.finished_at !== null;
  const known = boards.get(race.id);
  if (remembered && known && known.finished === finished && known.untilMs > Date.now()) return known.leaders;
  const prizes = prizeSplit(race.pool_cents, race.split_percents);
  const leaders = finished
    ? raceResults(sql, { raceId: race.id, limit: LEADERS }).then((rows) => rows.map((r) => ({ rank: r.rank, userName: r.user_name, level: levelOf(r.xp_cents), wagerCents: r.wager_cents, prizeCents: r.prize_cents })))
    : topStandings(sql, { raceId: race.id, limit: LEADERS }).then((rows) => rows.map((s, i) => ({ rank: i + 1, userName: s.user_name, level: levelOf(s.xp_cents), wagerCents: s.wager_cents, prizeCents: prizes[i]?.prizeCents ?? 0 })));
  if (!remembered) return leaders;
  // The read under way is shared: requests arriving meanwhile wait for it rather than each reading again.
  if (boards.size > 1_000) boards.clear();
  const entry = { untilMs: Date.now() + BOARD_MEMORY_MS, finished, leaders };
  boards.set(race.id, entry);
  leaders.catch(() => boards.get(race.id) === entry && boards.delete(race.id));
  return leaders;
}

/**
 * A race as /race shows it at `nowMs`: its prizes, the top 10 (or final
 * standings) and the player's own standing (`me`, read for all the races of
 * a page at once by `standingsFor`). A race not started has no stakes yet
 * (a stake counts only from a race's start), so nothing is read for it.
 */
async function raceView(sql: Sql, race: RaceRow, input: { nowMs: number; me: Standing | null; remembered?: boolean }): Promise<Race> {
  const prizes = prizeSplit(race.pool_cents, race.split_percents);
  const started = input.nowMs >= race.starts_at.getTime();
  const leaders = started ? await leadersOf(sql, race, input.remembered ?? false) : [];
  return {
    id: race.id,
    name: race.name,
    kind: race.kind,
    status: raceStatus({ startsAtMs: race.starts_at.getTime(), finished: race.finished_at !== null, cancelled: race.cancelled_at !== null }, input.nowMs),
    startsAt: race.starts_at.toISOString(),
    endsAt: race.ends_at.toISOString(),
    poolCents: race.pool_cents,
    minWagerCents: race.min_wager_cents,
    prizes,
    leaders,
    me: input.me,
  };
}

/** A signed-in player's standing in each race (visitors: none), in one read for them all. */
async function standingsFor(sql: Sql, input: { races: RaceRow[]; userId: string | null; clock: Clock }): Promise<(race: RaceRow) => Standing | null> {
  if (!input.userId) return () => null;
  const nowMs = input.clock.now().getTime();
  const started = input.races.filter((race) => nowMs >= race.starts_at.getTime());
  const standings = await standingsOf(sql, { userId: input.userId, races: started.map((race) => ({ id: race.id, finished: race.finished_at !== null })), clock: input.clock });
  return (race) => standings.get(race.id) ?? { wagerCents: 0, rank: null };
}

async function adminView(sql: Sql, race: RaceRow, nowMs: number): Promise<AdminRace> {
  return {
    ...(await raceView(sql, race, { nowMs, me: null })),
    splitPercents: race.split_percents,
    createdAt: race.created_at.toISOString(),
    cancelledAt: race.cancelled_at?.toISOString() ?? null,
  };
}

/** Running and upcoming races, then the most recent finished ones; `me` for a signed-in player. */
export async function listRaces(db: Database, input: { clock: Clock; userId: string | null }): Promise<Race[]> {
  const nowMs = input.clock.now().getTime();
  const rows = await listPublicRaces(db, { finished: RECENT_FINISHED });
  const meIn = await standingsFor(db, { races: rows, userId: input.userId, clock: input.clock });
  return Promise.all(rows.map((race) => raceView(db, race, { nowMs, me: meIn(race), remembered: true })));
}

export async function getRace(db: Database, input: { clock: Clock; raceId: number; userId: string | null }): Promise<Race> {
  const race = await findRace(db, input.raceId);
  if (!race || race.cancelled_at) throw new AppError('not_found', NO_RACE);
  const meIn = await standingsFor(db, { races: [race], userId: input.userId, clock: input.clock });
  return raceView(db, race, { nowMs: input.clock.now().getTime(), me: meIn(race), remembered: true });
}

/** The live board: a race's standings without anyone's own (the `races` topic). */
export async function raceBoard(db: Database, input: { clock: Clock; raceId: number }): Promise<Race | undefined> {
  const race = await findRace(db, input.raceId);
  return race ? raceView(db, race, { nowMs: input.clock.now().getTime(), me: null }) : undefined;
}

export async function adminListRaces(db: Database, input: { clock: Clock }): Promise<AdminRace[]> {
  const nowMs = input.clock.now().getTime();
  const rows = await listAllRaces(db, 50);
  return Promise.all(rows.map((race) => adminView(db, race, nowMs)));
}

/** An admin's own race: it must start now or later; audited. */
export async function createRace(db: Database, input: { clock: Clock; adminId: string; race: CreateRaceInput }): Promise<AdminRace> {
  const now = input.clock.now();
  const startsAt = new Date(input.race.startsAt);
  const endsAt = new Date(input.race.endsAt);
  if (endsAt <= startsAt) throw new AppError('validation', RACE_ENDS_BEFORE_START);
  // A minute's grace for the time the form took to send.
  if (startsAt.getTime() < now.getTime() - 60_000) throw new AppError('validation', 'A race cannot start in the past.');
  if (endsAt.getTime() - startsAt.getTime() > 366 * DAY_MS) throw new AppError('validation', 'A race can last at most a year.');
  return db.transaction(async (tx) => {
    const race = await insertCustomRace(tx, { name: input.race.name, startsAt, endsAt, poolCents: input.race.poolCents, splitPercents: input.race.splitPercents, minWagerCents: input.race.minWagerCents, adminId: input.adminId });
    await writeAudit(tx, input.adminId, {
      action: 'race.create',
      targetType: 'race',
      targetId: String(race.id),
      details: { name: race.name, startsAt: race.starts_at.toISOString(), endsAt: race.ends_at.toISOString(), poolCents: race.pool_cents, splitPercents: race.split_percents, minWagerCents: race.min_wager_cents },
    });
    return adminView(tx, race, now.getTime());
  });
}

/** Cancels a race that has not started (audited); no stake has counted in it yet. */
export async function cancelRace(db: Database, input: { clock: Clock; adminId: string; raceId: number }): Promise<AdminRace> {
  return db.transaction(async (tx) => {
    const race = await lockRace(tx, input.raceId);
    if (!race) throw new AppError('not_found', NO_RACE);
    if (race.cancelled_at) throw new AppError('conflict', 'This race was already cancelled.');
    const now = input.clock.now();
    if (now >= race.starts_at) throw new AppError('conflict', 'This race has already started and cannot be cancelled.');
    await markRaceCancelled(tx, { raceId: race.id, at: now });
    await writeAudit(tx, input.adminId, { action: 'race.cancel', targetType: 'race', targetId: String(race.id), details: { name: race.name } });
    return adminView(tx, { ...race, cancelled_at: now }, now.getTime());
  });
}
