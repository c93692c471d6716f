/**
 * Races benchmark (issue 12).
 *
 * On a scratch PostgreSQL database with 100,000 players and 2,000,000
 * stakes in the running daily and weekly races (bulk-loaded with
 * generate_series: the stakes log, the running totals and the lifetime
 * totals, as recordStake would have left them):
 *
 * 1. The leaderboard (top 10) and "my rank" reads (races/standings.ts: the
 *    player's own entry read fresh, the others' wagers from the per-process
 *    snapshot): p50/p99 of sequential reads (target p99 < 20 ms), and what
 *    reading the snapshot itself costs.
 * 2. GET /api/races/:id (board + my standing) and GET /api/races through
 *    HTTP, the server as its own process, paced at 200 requests/s
 *    (target p99 < 20 ms).
 * 3. What recording stakes costs the open path: opens/s through openPack
 *    next to the same transaction without recordStake (the open's own
 *    steps, called in order), same clients, same database (target ≥ 0.9).
 *
 *   npm run bench:races      BENCH_SECONDS (default 8), BENCH_CLIENTS (default 10),
 *                            BENCH_PLAYERS (default 100000), BENCH_STAKES (default 2000000),
 *                            BENCH_PARTS (default 1,2,3: which of the parts above to run)
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { systemClock } from '../../packages/server/src/clock';
import { ensureHouse, ensureWallet, pay } from '../../packages/server/src/ledger/ledger';
import { openPack, planOpen } from '../../packages/server/src/packs/open';
import { readForOpen, recordOpens } from '../../packages/server/src/packs/repository';
import { lockActivePair } from '../../packages/server/src/fairness/seed-pairs';
import { ensureScheduledRaces } from '../../packages/server/src/races/service';
import { rankedWagers, topStandings } from '../../packages/server/src/races/repository';
import { standingsOf } from '../../packages/server/src/races/standings';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { describeMeasurement, measure, type Measurement, paced, sequential } from '../lib/measure';
import { makePack, makePlayers, scratchDatabase } from '../lib/setup';
import { startServerProcess } from '../lib/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const STAKES = Number(process.env.BENCH_STAKES ?? 2_000_000);
const PARTS = new Set((process.env.BENCH_PARTS ?? '1,2,3').split(',').map((part) => part.trim()));
const RATE = 200;
const TARGET_P99_MS = 20;

const verdict = (m: Measurement) => (m.p99Ms < TARGET_P99_MS ? 'meets' : 'MISSES');

/** Players, their stakes in today's races, and the running totals those stakes leave, in a few statements. */
async function bulkLoad(db: Database, raceIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO users (user_name, client_seed, profile_completed_at, age_confirmed_at)
     SELECT 'racer_' || g, md5(g::text), now(), now() FROM generate_series(1, $1) g`,
    [PLAYERS],
  );
  await db.query(`CREATE TEMP TABLE racers AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE user_name LIKE 'racer\\_%'`);
  // Stakes of $0.50–$50.00 in the last ten minutes, twenty per player on average, spread by a hash.
  await db.query(
    `INSERT INTO stakes (user_id, kind, amount_cents, race_ids, staked_at)
     SELECT r.id, 'pack_open', 50 + abs(hashtext(g::text)) % 4951, $2::bigint[], now() - (abs(hashtext('t' || g)) % 600000) * interval '1 millisecond'
     FROM generate_series(1, $1) g JOIN racers r ON r.n = 1 + (g::bigint * 7919) % $3`,
    [STAKES, raceIds, PLAYERS],
  );
  for (const raceId of raceIds) {
    await db.query(
      `INSERT INTO race_entries (race_id, user_id, wager_cents, reached_at)
       SELECT $1, user_id, sum(amount_cents), max(staked_at) FROM stakes GROUP BY user_id`,
      [raceId],
    );
  }
  await db.query(`INSERT INTO wager_totals (user_id, wager_cents, updated_at) SELECT user_id, sum(amount_cents), max(staked_at) FROM stakes GROUP BY user_id`);
  await db.query(`VACUUM ANALYZE`);
}

async function main() {
  const scratch = await scratchDatabase('bench_races');
  const db = await openPostgres(scratch.url, { max: clients + 2 });
  try {
    await db.migrate();
    await ensureScheduledRaces(db, { clock: systemClock, pools: { dailyCents: 500_000, weeklyCents: 5_000_000 } });
    const running = await db.query<{ id: number; kind: string }>(`SELECT id, kind FROM races WHERE starts_at <= now() AND ends_at > now() ORDER BY id`);
    const raceIds = running.map((r) => Number(r.id));
    const daily = Number(running.find((r) => r.kind === 'daily')!.id);
    let t0 = performance.now();
    await bulkLoad(db, raceIds);
    const [counts] = await db.query<{ stakes: number; entries: number; ranked: number }>(
      `SELECT (SELECT count(*) FROM stakes)::int AS stakes, (SELECT count(*) FROM race_entries)::int AS entries, (SELECT count(*) FROM race_entries WHERE race_id = $1)::int AS ranked`,
      [daily],
    );
    console.log(`loaded ${PLAYERS} players, ${counts!.stakes} stakes, ${counts!.entries} race entries (${counts!.ranked} in the daily race) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const racers = (await db.query<{ user_id: string }>(`SELECT user_id FROM race_entries WHERE race_id = $1`, [daily])).map((r) => r.user_id);
    const someone = () => racers[randomInt(racers.length)]!;

    if (PARTS.has('1')) {
      console.log('\n1. repository reads (sequential, one connection at a time)');
      const top = await sequential(2_000, async () => void (await topStandings(db, { raceId: daily, limit: 10 })));
      console.log(`${describeMeasurement('leaderboard (top 10)', top)}   ${verdict(top)} p99 < ${TARGET_P99_MS} ms`);
      const snapshot = await sequential(20, async () => void (await rankedWagers(db, daily)));
      console.log(`${describeMeasurement('rank snapshot (every wager, read once a second per process while asked)', snapshot)}`);
      const standing = (userId: string) => standingsOf(db, { userId, races: [{ id: daily, finished: false }], clock: systemClock });
      const mine = await sequential(2_000, async () => void (await standing(someone())));
      console.log(`${describeMeasurement('my rank (random player)', mine)}   ${verdict(mine)} p99 < ${TARGET_P99_MS} ms`);
      const last = (await db.query<{ user_id: string }>(`SELECT user_id FROM race_entries WHERE race_id = $1 ORDER BY wager_cents, reached_at DESC LIMIT 1`, [daily]))[0]!.user_id;
      const worst = await sequential(500, async () => void (await standing(last)));
      console.log(`${describeMeasurement('my rank (the last player)', worst)}   ${verdict(worst)} p99 < ${TARGET_P99_MS} ms`);
    }

    if (PARTS.has('2')) {
      console.log(`\n2. HTTP, the server as its own process, paced at ${RATE} requests/s`);
      const cookies: string[] = [];
      for (let i = 0; i < 1_000; i++) {
        const token = randomBytes(32).toString('base64url');
        await db.query(`INSERT INTO sessions (token_hash, kind, user_id, expires_at) VALUES ($1, 'user', $2, now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), someone()]);
        cookies.push(`lf_session=${token}`);
      }
      const server = await startServerProcess({ DATABASE_URL: scratch.url, RACE_DAILY_POOL_CENTS: '500000', RACE_WEEKLY_POOL_CENTS: '5000000' });
      try {
        const get = async (path: string) => {
          const r = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: cookies[randomInt(cookies.length)]! } });
          if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
          await r.arrayBuffer();
        };
        await paced(RATE, 2, () => get(`/api/races/${daily}`));
        const one = await paced(RATE, seconds, () => get(`/api/races/${daily}`));
        console.log(`${describeMeasurement(`GET /api/races/:id (board + me)`, one)}   ${verdict(one)} p99 < ${TARGET_P99_MS} ms`);
        const list = await paced(RATE, seconds, () => get('/api/races'));
        console.log(`${describeMeasurement(`GET /api/races (${running.length} running + next)`, list)}   ${verdict(list)} p99 < ${TARGET_P99_MS} ms`);
      } finally {
        await server.stop();
      }
    }

    if (PARTS.has('3')) {
      console.log(`\n3. the open path with and without recording the stake (${clients} clients, ${seconds} s each)`);
      const players = await makePlayers(db, 400, 100_000_000);
      const pack = await makePack(db);
      const withStake = async (client: number, i: number) => {
        const player = players[(client * 37 + i) % players.length]!;
        await openPack(db, { userId: player.userId, packId: pack.packId, count: 1, idempotencyKey: undefined, houseEdge: 0.08 });
      };
      // openPack's own steps without recordStake (and without the price check, which reads nothing).
      const withoutStake = async (client: number, i: number) => {
        const player = players[(client * 37 + i) % players.length]!;
        const input = { userId: player.userId, packId: pack.packId, count: 1, idempotencyKey: undefined, houseEdge: 0.08 };
        await db.transaction(async (tx) => {
          const pair = await lockActivePair(tx, input.userId);
          const read = await readForOpen(tx, { packId: input.packId, userId: input.userId, keys: [null, null, null, null] });
          const accounts = { wallet: await ensureWallet(tx, input.userId), house: await ensureHouse(tx, input.userId), creatorWallet: undefined };
          const plan = planOpen(read, pair, input, accounts);
          await pay(tx, plan.payments);
          await recordOpens(tx, plan.record);
        });
      };
      await measure({ clients, seconds: 2, work: withStake });
      const results: Array<[Measurement, Measurement]> = [];
      for (let round = 0; round < 2; round++) {
        const a = await measure({ clients, seconds, work: withoutStake });
        const b = await measure({ clients, seconds, work: withStake });
        results.push([a, b]);
        console.log(describeMeasurement(`open without stake (round ${round + 1})`, a));
        console.log(describeMeasurement(`open with stake (round ${round + 1})`, b));
      }
      const without = results.reduce((s, [a]) => s + a.perSecond, 0) / results.length;
      const withRate = results.reduce((s, [, b]) => s + b.perSecond, 0) / results.length;
      const ratio = withRate / without;
      console.log(`ratio with/without: ${ratio.toFixed(2)} (target ≥ 0.90: ${ratio >= 0.9 ? 'meets' : 'MISSES'})`);
    }
    t0 = performance.now();
    const ledger = await verifyLedger(db);
    console.log(`\nledger: ${ledger.ok ? 'verifies' : 'BROKEN'} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  } finally {
    await db.close();
    await scratch.drop();
  }
}

await main();
