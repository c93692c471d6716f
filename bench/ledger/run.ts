/**
 * Ledger throughput: transfers per second through the ledger service, next to
 * the same SQL statements issued raw in a loop on the same database. The
 * ratio ledger/raw says what the service's own code costs (target ≥ 0.7 on
 * PostgreSQL). Each transfer moves a cent between two random wallets out of
 * many, so no single row is hot and the figure is the database's rate.
 *
 *   npm run bench                      PGlite and, when reachable, PostgreSQL
 *   BENCH_SECONDS=10 BENCH_CLIENTS=10  longer runs / more concurrent clients
 *   BENCH_DATABASE_URL=postgres://…    server to create the scratch database on
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../packages/server/src/db/client';
import { ensureAccount, ensurePromotions, transfer } from '../../packages/server/src/ledger/ledger';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { describeMeasurement, measure } from '../lib/measure';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WALLETS = 2_000;

const INSERT = `INSERT INTO transfers (debit_account_id, credit_account_id, amount_cents, kind, ref_type, ref_id, idempotency_key)
VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (debit_account_id, idempotency_key) DO NOTHING RETURNING id`;
const DEBIT = `UPDATE accounts SET balance_cents = balance_cents - $2 WHERE id = $1 AND (balance_cents >= $2 OR may_go_negative) RETURNING balance_cents`;
const CREDIT = `UPDATE accounts SET balance_cents = balance_cents + $2 WHERE id = $1 RETURNING balance_cents`;

async function fundWallets(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    const promotions = await ensurePromotions(tx);
    const ids: number[] = [];
    for (let i = 0; i < WALLETS; i++) {
      const id = await ensureAccount(tx, { key: `wallet:bench-${i}`, kind: 'wallet' });
      await transfer(tx, { debitAccountId: promotions, creditAccountId: id, amountCents: 1_000_000, kind: 'signup_bonus' });
      ids.push(id);
    }
    return ids;
  });
}

/** Two distinct random wallets, the lower id first, as the ledger would lock them. */
function pickPair(ids: number[]): [number, number] {
  const bytes = randomBytes(8);
  const a = bytes.readUInt32LE(0) % ids.length;
  let b = bytes.readUInt32LE(4) % ids.length;
  if (b === a) b = (b + 1) % ids.length;
  return [ids[a]!, ids[b]!];
}

async function benchLedger(db: Database, ids: number[], concurrency: number) {
  return measure({
    clients: concurrency,
    seconds,
    work: async () => {
      const [from, to] = pickPair(ids);
      await db.transaction((tx) => transfer(tx, { debitAccountId: from, creditAccountId: to, amountCents: 1, kind: 'admin_adjustment' }));
    },
  });
}

async function benchRawPostgres(url: string, ids: number[]) {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  try {
    return await measure({
      clients,
      seconds,
      work: async () => {
        const [from, to] = pickPair(ids);
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query({ name: 'i', text: INSERT, values: [from, to, 1, 'admin_adjustment', null, null, null] });
          if (from < to) {
            await client.query({ name: 'd', text: DEBIT, values: [from, 1] });
            await client.query({ name: 'c', text: CREDIT, values: [to, 1] });
          } else {
            await client.query({ name: 'c', text: CREDIT, values: [to, 1] });
            await client.query({ name: 'd', text: DEBIT, values: [from, 1] });
          }
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
    });
  } finally {
    await pool.end();
  }
}

async function benchRawPglite(db: Database, ids: number[]) {
  return measure({
    clients: 1,
    seconds,
    work: async () => {
      const [from, to] = pickPair(ids);
      await db.transaction(async (tx) => {
        await tx.query(INSERT, [from, to, 1, 'admin_adjustment', null, null, null]);
        await tx.query(DEBIT, [from, 1]);
        await tx.query(CREDIT, [to, 1]);
      });
    },
  });
}

function report(name: string, ledger: Awaited<ReturnType<typeof measure>>, raw: Awaited<ReturnType<typeof measure>>, target?: number) {
  console.log(`\n${name}`);
  console.log(describeMeasurement('  ledger service', ledger));
  console.log(describeMeasurement('  raw statements', raw));
  const ratio = ledger.perSecond / raw.perSecond;
  console.log(`  ratio ledger/raw: ${ratio.toFixed(2)}${target ? `   (target ≥ ${target}: ${ratio >= target ? 'met' : 'NOT met'})` : ''}`);
}

async function main() {
  console.log(`ledger benchmark: ${seconds}s per run, ${clients} clients on PostgreSQL, ${WALLETS} wallets`);

  const lite = await openPglite();
  await lite.migrate();
  const liteIds = await fundWallets(lite);
  const liteRaw = await benchRawPglite(lite, liteIds);
  const liteLedger = await benchLedger(lite, liteIds, 1);
  report('PGlite (embedded, one connection)', liteLedger, liteRaw);
  if (!(await verifyLedger(lite)).ok) throw new Error('PGlite ledger does not verify after the run');
  await lite.close();

  const name = `lf_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped, ${serverUrl} does not answer (${(error as Error).message})`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const db = await openPostgres(url.toString(), { max: clients });
    await db.migrate();
    const ids = await fundWallets(db);
    // Warm both paths (prepared statements, caches) before measuring.
    await benchRawPostgres(url.toString(), ids);
    const ledger = await benchLedger(db, ids, clients);
    const raw = await benchRawPostgres(url.toString(), ids);
    report(`PostgreSQL (${clients} clients)`, ledger, raw, 0.7);
    const verified = await verifyLedger(db);
    if (!verified.ok) throw new Error('PostgreSQL ledger does not verify after the run');
    await db.close();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
