/**
 * Packs benchmark (issue: packs).
 *
 * 1. Opens per second through HTTP on PostgreSQL (the server as its own
 *    process; random players opening random packs, each with an
 *    Idempotency-Key as the web app sends), next to pgbench running the same
 *    transaction on a database prepared the same way: ratio (target ≥ 0.7),
 *    p50/p99.
 * 2. The marketplace query with 5,000 packs and 50,000 items: p50/p99 for
 *    every sort and filter, measured at the database (target p99 < 20 ms)
 *    and through HTTP.
 *
 *   npm run bench:packs      BENCH_SECONDS (default 8), BENCH_CLIENTS (default 10)
 */
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_FILTERS } from '../../packages/core/src/contracts/packs';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { ensureHouse, ensureWallet, TRANSFERS_SQL, transfersParams } from '../../packages/server/src/ledger/ledger';
import { listPacks } from '../../packages/server/src/packs/repository';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { describeMeasurement, measure } from '../lib/measure';
import { makePlayers, scratchDatabase, type BenchPlayer } from '../lib/setup';
import { describePgbench, pgbenchPath, runPgbench } from '../lib/pgbench';
import { startServerProcess } from '../lib/server-process';
import { post } from '../lib/http-client';
import { describeWrk, runWrk, wrkPath } from '../lib/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);

/** 50,000 items and 5,000 packs of 10 items each, written in bulk. */
async function bigCatalogue(db: Database, packs = 5_000, items = 50_000): Promise<string[]> {
  await db.query(
    `INSERT INTO items (number, name, value_cents)
     SELECT g, 'Item ' || g || ' ' || (ARRAY['Gold','Neon','Carbon','Retro','Aurora','Chrono','Studio','Pixel'])[1 + g % 8], 10 + (g * 7919) % 500000
     FROM generate_series(1, $1) g`,
    [items],
  );
  await db.query(
    `INSERT INTO packs (name, kind, price_cents, opens_count, created_at)
     SELECT (ARRAY['Gold','Neon','Carbon','Retro','Aurora','Chrono','Studio','Pixel'])[1 + g % 8] || ' Box ' || g,
            CASE WHEN g % 3 = 0 THEN 'community' ELSE 'official' END,
            100 + (g * 104729) % 300000, (g * 31) % 1000, now() - make_interval(secs => g)
     FROM generate_series(1, $1) g`,
    [packs],
  );
  await db.query(
    `INSERT INTO pack_items (pack_id, position, item_id, odds_ppm)
     SELECT p.id, pos, i.id, 10000
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM packs) p
     CROSS JOIN generate_series(0, 9) pos
     JOIN items i ON i.number = 1 + ((p.rn * 10 + pos) % $1)`,
    [items],
  );
  await db.query('ANALYZE');
  return (await db.query<{ id: string }>(`SELECT id FROM packs ORDER BY created_at DESC LIMIT 20`)).map((r) => r.id);
}

function percentiles(samples: number[]) {
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: pick(0.5), p99: pick(0.99) };
}

async function marketplace(db: Database, baseUrl: string) {
  console.log('\nmarketplace with 5,000 packs and 50,000 items (100 queries each):');
  let worst = 0;
  for (const type of ['any', 'official', 'community'] as const) {
    for (const filter of PACK_FILTERS.map((f) => f.value)) {
      for (const q of [undefined, 'neon']) {
        const sql: number[] = [];
        const http: number[] = [];
        for (let i = 0; i < 100; i++) {
          const offset = randomInt(0, 5) * 24;
          let t0 = performance.now();
          await listPacks(db, { q, type, filter, limit: 24, offset });
          sql.push(performance.now() - t0);
          t0 = performance.now();
          const response = await fetch(`${baseUrl}/api/packs?type=${type}&filter=${filter}&limit=24&offset=${offset}${q ? `&q=${q}` : ''}`);
          await response.arrayBuffer();
          http.push(performance.now() - t0);
        }
        const s = percentiles(sql);
        const h = percentiles(http);
        worst = Math.max(worst, s.p99);
        console.log(
          `  type=${type.padEnd(9)} filter=${filter.padEnd(10)} q=${(q ?? '-').padEnd(4)}  query p50 ${s.p50.toFixed(2)} ms  p99 ${s.p99.toFixed(2)} ms   HTTP p50 ${h.p50.toFixed(2)} ms  p99 ${h.p99.toFixed(2)} ms`,
        );
      }
    }
  }
  console.log(`  worst query p99: ${worst.toFixed(2)} ms (target < 20 ms: ${worst < 20 ? 'met' : 'NOT met'})`);
}

async function pgbenchOpens(players: BenchPlayer[], db: Database, url: string, packIds: string[]) {
  const pgbench = pgbenchPath();
  if (!pgbench) return 'pgbench is not installed (apt-get install postgresql-contrib or the server package)';
  const rows: unknown[][] = [];
  await db.transaction(async (tx) => {
    for (const player of players) {
      const wallet = await ensureWallet(tx, player.userId);
      const house = await ensureHouse(tx, player.userId);
      const [pair] = await tx.query<{ id: string }>(`SELECT id FROM seed_pairs WHERE user_id = $1 AND active`, [player.userId]);
      for (const packId of packIds.slice(0, 5)) {
        const [pack] = await tx.query<{ price_cents: number; item_id: string }>(
          `SELECT p.price_cents, (SELECT item_id FROM pack_items WHERE pack_id = p.id ORDER BY position LIMIT 1) AS item_id FROM packs p WHERE id = $1`,
          [packId],
        );
        rows.push([player.userId, packId, wallet, house, pack!.price_cents, pair!.id, pack!.item_id]);
      }
    }
  });
  await db.query(`CREATE TABLE bench_opens (i int PRIMARY KEY, user_id uuid, user_id2 uuid, user_id3 uuid, user_id4 uuid, user_id5 uuid,
    pack_id uuid, pack_id2 uuid, pack_id3 uuid, pack_ref text, wallet_id bigint, wallet_id2 bigint, wallet_id3 bigint,
    house_id bigint, house_id2 bigint, house_id3 bigint, price bigint, price2 bigint, price3 bigint, neg_price bigint, wallet_id4 bigint, house_id4 bigint,
    seed_pair_id uuid, seed_pair_id2 uuid, item_id uuid, item_id2 uuid, transfers_json text, changes_json text, transfer_count int)`);
  for (const [i, [user, pack, wallet, house, price, pair, item]] of rows.entries()) {
    await db.query(`INSERT INTO bench_opens VALUES ($1, $2, $2, $2, $2, $2, $3, $3, $3, $9, $4, $4, $4, $5, $5, $5, $6, $6, $6, -$6::bigint, $4, $5, $7, $7, $8, $8, $10, $11, $12)`, [
      i + 1, user, pack, wallet, house, price, pair, item, String(pack),
      // The ledger statement's own parameters, made by the ledger's own code.
      ...transfersParams([{ debitAccountId: wallet as number, creditAccountId: house as number, amountCents: price as number, kind: 'pack_open', refType: 'pack', refId: String(pack) }]),
    ]);
  }
  await db.query(`CREATE TABLE bench_opens_count AS SELECT COUNT(*)::int AS n FROM bench_opens`);
  // The ledger statement is the server's own text (TRANSFERS_SQL), put in where the template marks it.
  const template = fs.readFileSync(fileURLToPath(new URL('./pgbench-open.sql', import.meta.url)), 'utf8');
  const transferStatement = TRANSFERS_SQL.replace('$1', ':transfers_json').replace('$2', ':changes_json').replace('$3', ':transfer_count');
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-open-')), 'open.sql');
  fs.writeFileSync(script, template.replace('-- the ledger statement (TRANSFERS_SQL)', `${transferStatement};`));
  return await runPgbench({ pgbench, url, script, clients, seconds });
}

async function main() {
  console.log(`packs benchmark: ${seconds}s per phase, ${clients} clients, PostgreSQL`);
  const scratch = await scratchDatabase('lf_bench_packs');
  const db = await openPostgres(scratch.url, { max: 4 });
  await db.migrate();
  console.log('writing 5,000 packs and 50,000 items…');
  const packIds = await bigCatalogue(db);
  const server = await startServerProcess({ DATABASE_URL: scratch.url });
  try {
    const players = await makePlayers(db, 200, 1_000_000_000);
    const open = async () => {
      const player = players[randomInt(0, players.length)]!;
      const packId = packIds[randomInt(0, 5)]!;
      const response = await post(
        `${server.baseUrl}/api/packs/${packId}/open`,
        { cookie: player.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        '{"count":1}',
      );
      if (response.status !== 200) throw new Error(`open answered ${response.status}: ${response.body}`);
    };
    // Warm up: every player gets a seed pair, the server its prepared statements.
    for (const player of players) {
      await fetch(`${server.baseUrl}/api/packs/${packIds[0]}/open`, { method: 'POST', headers: { cookie: player.cookie, 'content-type': 'application/json' }, body: '{}' });
    }
    let httpPerSecond: number;
    const wrk = wrkPath();
    if (wrk) {
      const requests = Array.from({ length: Math.ceil(4_000 * seconds) }, () => ({
        method: 'POST' as const,
        path: `/api/packs/${packIds[randomInt(0, 5)]}/open`,
        headers: { cookie: players[randomInt(0, players.length)]!.cookie, 'idempotency-key': randomUUID() },
        body: '{"count":1}',
      }));
      const result = await runWrk({ wrk, serverPid: server.child.pid, baseUrl: server.baseUrl, requests, connections: clients, seconds });
      console.log(describeWrk('HTTP opens (peak, closed loop)', result).replace('req/s', 'opens/s'));
      httpPerSecond = result.perSecond;
    } else {
      const http = await measure({ clients, seconds, work: open });
      console.log(describeMeasurement('HTTP opens (closed loop, Node client)', http).replace('tx/s', 'opens/s'));
      httpPerSecond = http.perSecond;
    }
    console.log(`  ledger after the run: ${(await verifyLedger(db)).ok ? 'verifies' : 'BROKEN'}`);
    await marketplace(db, server.baseUrl);

    const pgbench = await pgbenchOpens(players, db, scratch.url, packIds);
    if (typeof pgbench === 'string') {
      console.log(`pgbench: skipped, ${pgbench}`);
    } else {
      console.log('\n' + describePgbench(`pgbench, same open transaction (${clients} clients, prepared)`, pgbench));
      const ratio = httpPerSecond / pgbench.tps;
      console.log(`ratio HTTP opens / pgbench: ${ratio.toFixed(2)} (target ≥ 0.7: ${ratio >= 0.7 ? 'met' : 'NOT met'})`);
    }
  } finally {
    await server.stop();
    await db.close();
    await scratch.drop();
  }
}

await main();
