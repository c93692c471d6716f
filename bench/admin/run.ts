/**
 * Operator console benchmark (DESIGN §17, issue 13).
 *
 * On a scratch PostgreSQL database with 100,000 players (each with a phone
 * and an e-mail) and 5,000,000 ledger transfers over the last 60 days
 * (bulk-loaded with generate_series: opens, battle entries and wins, item
 * sales, bonuses, rewards and adjustments between the players' wallets, the
 * house and promotions), the server as its own process, one admin session:
 *
 * 1. Player search by part of a name, a phone number and an e-mail:
 *    GET /api/admin/users?q= (target p99 < 50 ms).
 * 2. A player's page, GET /api/admin/users/:id (target p99 < 100 ms).
 * 3. The 30-day finance report, GET /api/admin/finance (target p99 < 500 ms):
 *    the closed days from their roll-up (rolled up first, as the server's
 *    hourly roll-up would have), today from its transfers.
 *
 * Requests are sequential (one at a time), so each figure is the request's own
 * time, not queueing.
 *
 *   npm run bench:admin      BENCH_PLAYERS (default 100000), BENCH_TRANSFERS (default 5000000),
 *                            BENCH_REQUESTS (default 300 per read; finance a tenth of it)
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { ensureHouse, ensurePromotions } from '../../packages/server/src/ledger/ledger';
import { hashPassword } from '../../packages/server/src/console/passwords';
import { rollUpClosedDays } from '../../packages/server/src/console/finance';
import { describeMeasurement, sequential, type Measurement } from '../lib/measure';
import { scratchDatabase } from '../lib/setup';
import { startServerProcess } from '../lib/server-process';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 5_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

/** Transfer kinds as they move: from a wallet to the house, from the house to a wallet, from promotions to a wallet. */
const TO_HOUSE = ['pack_open', 'battle_entry'];
const FROM_HOUSE = ['battle_win', 'item_sale', 'admin_adjustment'];
const FROM_PROMOTIONS = ['signup_bonus', 'reward_claim', 'race_prize', 'referral_commission'];

async function bulkLoad(db: Database): Promise<{ house: number; promotions: number }> {
  const { house, promotions } = await db.transaction(async (tx) => ({ house: await ensureHouse(tx, 'bench'), promotions: await ensurePromotions(tx) }));
  await db.query(`UPDATE accounts SET may_go_negative = true WHERE id = ANY($1::bigint[])`, [[house, promotions]]);
  await db.query(
    `INSERT INTO users (user_name, phone, email, client_seed, profile_completed_at, age_confirmed_at, created_at)
     SELECT 'player_' || g || '_' || substr(md5(g::text), 1, 6), '+1555' || lpad(g::text, 7, '0'), 'player' || g || '@example.org', md5(g::text), now(), now(),
            now() - (g % 90) * interval '1 day'
     FROM generate_series(1, $1) g`,
    [PLAYERS],
  );
  await db.query(`INSERT INTO accounts (key, kind, user_id, balance_cents) SELECT 'wallet:' || id, 'wallet', id, 1000000 FROM users`);
  await db.query(`CREATE TEMP TABLE bench_wallets AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM accounts WHERE kind = 'wallet'`);
  await db.query(`CREATE INDEX ON bench_wallets (n)`);
  // Transfers evenly over the last 60 days, written oldest first as a running site writes them; which wallet,
  // kind and amount follow from a hash of the row number.
  await db.query(
    `INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, created_at)
     SELECT CASE WHEN k < 2 THEN w.id WHEN k < 5 THEN $3::bigint ELSE $4::bigint END,
            CASE WHEN k < 2 THEN $3::bigint ELSE w.id END,
            50 + abs(hashtext('a' || g)) % 9951,
            CASE WHEN k < 2 THEN ($5::text[])[1 + k] WHEN k < 5 THEN ($6::text[])[k - 1] ELSE ($7::text[])[k - 4] END,
            now() - interval '60 days' + (g::float8 / $1) * interval '60 days'
     FROM (SELECT g, abs(hashtext('k' || g)) % 9 AS k, 1 + (g::bigint * 7919) % $2 AS n FROM generate_series(1, $1) g) s
     JOIN bench_wallets w ON w.n = s.n
     ORDER BY g`,
    [TRANSFERS, PLAYERS, house, promotions, TO_HOUSE, FROM_HOUSE, FROM_PROMOTIONS],
  );
  await db.query(`VACUUM ANALYZE`);
  return { house, promotions };
}

const verdict = (m: Measurement, targetMs: number) => `${m.p99Ms < targetMs ? 'meets' : 'MISSES'} p99 < ${targetMs} ms`;

async function main() {
  const scratch = await scratchDatabase('bench_admin');
  const db = await openPostgres(scratch.url, { max: 4 });
  try {
    await db.migrate();
    const t0 = performance.now();
    await bulkLoad(db);
    const [counts] = await db.query<{ users: number; transfers: number }>(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM transfers)::int AS transfers`);
    console.log(`loaded ${counts!.users} players and ${counts!.transfers} transfers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const t1 = performance.now();
    const rolled = await rollUpClosedDays(db);
    console.log(`rolled up ${rolled.length} closed days in ${((performance.now() - t1) / 1000).toFixed(1)} s (each instance rolls up at start and hourly; on a running site that is one day's transfers a day)`);

    const [admin] = await db.query<{ id: string }>(`INSERT INTO admins (email, password_hash) VALUES ('bench@lootforge.test', $1) RETURNING id`, [await hashPassword('bench admin password')]);
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO sessions (token_hash, kind, admin_id, expires_at) VALUES ($1, 'admin', $2, now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), admin!.id]);
    const ids = (await db.query<{ id: string }>(`SELECT id FROM users ORDER BY random() LIMIT 1000`)).map((row) => row.id);

    const server = await startServerProcess({ DATABASE_URL: scratch.url });
    try {
      const get = async (path: string) => {
        const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: `lf_admin=${token}` } });
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
      // Warm the server and the database's caches a little, as a running site's would be.
      for (let i = 0; i < 20; i++) await get(`/api/admin/users?q=player_${randomInt(PLAYERS)}`);

      console.log(`\nsequential requests through HTTP (${REQUESTS} each; finance ${Math.max(10, Math.floor(REQUESTS / 10))})`);
      const byName = await sequential(REQUESTS, async () => get(`/api/admin/users?q=${encodeURIComponent(`layer_${1 + randomInt(PLAYERS)}_`)}`));
      console.log(`${describeMeasurement('search: part of a name', byName)}   ${verdict(byName, 50)}`);
      const byPhone = await sequential(REQUESTS, async () => get(`/api/admin/users?q=${encodeURIComponent(String(1 + randomInt(PLAYERS)).padStart(7, '0').slice(1))}`));
      console.log(`${describeMeasurement('search: part of a phone number', byPhone)}   ${verdict(byPhone, 50)}`);
      const byEmail = await sequential(REQUESTS, async () => get(`/api/admin/users?q=${encodeURIComponent(`player${1 + randomInt(PLAYERS)}@exa`)}`));
      console.log(`${describeMeasurement('search: part of an e-mail', byEmail)}   ${verdict(byEmail, 50)}`);
      const page = await sequential(REQUESTS, async () => get(`/api/admin/users/${ids[randomInt(ids.length)]}`));
      console.log(`${describeMeasurement("a player's page", page)}   ${verdict(page, 100)}`);
      const today = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
      const finance = await sequential(Math.max(10, Math.floor(REQUESTS / 10)), async () => get(`/api/admin/finance?from=${from}&to=${today}`));
      console.log(`${describeMeasurement('finance, 30 days', finance)}   ${verdict(finance, 500)}`);
    } finally {
      await server.stop();
    }
  } finally {
    await db.close();
    await scratch.drop();
  }
}

await main();
