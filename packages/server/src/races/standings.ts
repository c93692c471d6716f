/**
 * "My rank" without counting the race on every read (DESIGN §13, decision 014).
 *
 * Each process keeps, per race, every ranked wager sorted lowest first
 * (one Float64Array: 100,000 players take 800 kB), read at most once a
 * second and only while someone asks; a finished race's is read once.
 * A player's rank is then 1 + the wagers above their own (a binary search)
 * + the players with the very same wager who reached it first (read fresh
 * with their own entry, a short range of the rank index).
 *
 * A player's own wager is always the committed one; the others' are at most
 * about a second old, as the live board's are. The snapshot is read in the
 * background while the previous one keeps answering, so no request waits
 * for it except a race's very first.
 */
import type { Sql } from '../db/client';
import type { Clock } from '../clock';
import { ownEntries, rankedWagers } from './repository';

const REFRESH_MS = 1_000;
/** Snapshots nobody asked for in this long are dropped (races long finished, a race list that moved on). */
const UNUSED_MS = 5 * 60_000;

type Snapshot = { wagers: Float64Array; readAtMs: number; usedAtMs: number; loading: Promise<Float64Array> | null };

const snapshotsByDatabase = new WeakMap<object, Map<string, Snapshot>>();

function snapshotsOf(sql: { scope: object }) {
  let snapshots = snapshotsByDatabase.get(sql.scope);
  if (!snapshots) snapshotsByDatabase.set(sql.scope, (snapshots = new Map()));
  return snapshots;
}

function forgetUnused(snapshots: Map<string, Snapshot>, nowMs: number) {
  for (const [key, snapshot] of snapshots) {
    if (nowMs - snapshot.usedAtMs > UNUSED_MS && !snapshot.loading) snapshots.delete(key);
  }
}

/** The race's ranked wagers, lowest first; `finished` ones never change, so they are read once. */
async function wagersOf(sql: Sql, input: { raceId: number; finished: boolean; clock: Clock }): Promise<Float64Array> {
  const { raceId, finished } = input;
  const snapshots = snapshotsOf(sql);
  const key = `${raceId}:${finished ? 'final' : 'running'}`;
  const nowMs = input.clock.now().getTime();
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    if (snapshots.size >= 32) forgetUnused(snapshots, nowMs);
    snapshot = { wagers: new Float64Array(0), readAtMs: 0, usedAtMs: nowMs, loading: null };
    snapshots.set(key, snapshot);
  }
  snapshot.usedAtMs = nowMs;
  const stale = snapshot.readAtMs === 0 || (!finished && nowMs - snapshot.readAtMs >= REFRESH_MS);
  if (stale && !snapshot.loading) {
    const loading = (snapshot.loading = rankedWagers(sql, raceId));
    const entry = snapshot;
    loading.then(
      (wagers) => Object.assign(entry, { wagers, readAtMs: nowMs, loading: null }),
      () => {
        entry.loading = null;
      },
    );
  }
  // Never read yet: this request waits for the first read (and shares it with any arriving meanwhile).
  if (snapshot.readAtMs === 0) return snapshot.loading!;
  return snapshot.wagers;
}

/** How many wagers in a list sorted lowest first are above `wager` (a binary search). */
export function countAbove(wagers: Float64Array, wager: number): number {
  let low = 0;
  let high = wagers.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (wagers[middle]! <= wager) low = middle + 1;
    else high = middle;
  }
  return wagers.length - low;
}

export type Standing = { wagerCents: number; rank: number | null };

/** A player's wager and rank in each of these started races, keyed by race id (no entry: $0.00, unranked). */
export async function standingsOf(
  sql: Sql,
  input: { userId: string; races: Array<{ id: number; finished: boolean }>; clock: Clock },
): Promise<Map<number, Standing>> {
  const standings = new Map<number, Standing>(input.races.map((race) => [race.id, { wagerCents: 0, rank: null }]));
  if (input.races.length === 0) return standings;
  const entries = await ownEntries(sql, { userId: input.userId, raceIds: input.races.map((race) => race.id) });
  await Promise.all(
    entries.map(async (entry) => {
      if (!entry.ranked) return standings.set(entry.raceId, { wagerCents: entry.wagerCents, rank: null });
      const race = input.races.find((r) => r.id === entry.raceId)!;
      const wagers = await wagersOf(sql, { raceId: entry.raceId, finished: race.finished, clock: input.clock });
      standings.set(entry.raceId, { wagerCents: entry.wagerCents, rank: 1 + countAbove(wagers, entry.wagerCents) + entry.tiesAhead });
    }),
  );
  return standings;
}
