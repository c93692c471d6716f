/**
 * Cashier benchmark (issue: cashier), on PostgreSQL.
 *
 * 1. Webhook processing through HTTP (the server as its own process): signed deposit.completed
 *    events for deposits waiting to be paid, BENCH_CLIENTS at a time, while packs are opened on
 *    the same server at BENCH_OPEN_RATE a second (default 150, a busy site's rate): events/s and
 *    p50/p99 (target ≥ 500 events/s, p99 < 50 ms). Then again with as many pack-opening clients
 *    as webhook ones, each as fast as it can: the two sharing the machine's whole capacity.
 * 2. What completing a deposit costs next to a pack open, one at a time in this process on the
 *    same database (no HTTP): the ratio of their times (target ≤ 1).
 *
 *   npm run bench:cashier      BENCH_SECONDS (default 8), BENCH_CLIENTS (default 10)
 */
import { randomInt, randomUUID } from 'node:crypto';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { verifyLedger } from '../../packages/server/src/ledger/verify';
import { openPack } from '../../packages/server/src/packs/open';
import { receiveWebhook } from '../../packages/server/src/cashier/service';
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../../packages/server/src/cashier/sandbox';
import { testConfig } from '../../packages/server/src/config';
import { systemClock } from '../../packages/server/src/clock';
import { describeMeasurement, measure, paced, sequential } from '../lib/measure';
import { makePack, makePlayers, scratchDatabase, type BenchPlayer } from '../lib/setup';
import { startServerProcess } from '../lib/server-process';
import { post } from '../lib/http-client';
import { cpuSample, describeCpu, groupCpuMs } from '../lib/cpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const SECRET = 'a-secret-for-the-cashier-bench';
const openRate = Number(process.env.BENCH_OPEN_RATE ?? 150);

/** Deposits waiting for their completion, written in bulk: what players would have started at checkout. */
async function pendingDeposits(db: Database, players: BenchPlayer[], count: number): Promise<Array<{ ref: string; amountCents: number }>> {
  const rows = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), userId: players[i % players.length]!.userId, ref: `dep_bench_${i}_${randomUUID().slice(0, 8)}`, amountCents: 500 + randomInt(0, 100_000) }));
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    await db.query(
      `INSERT INTO deposits (id, user_id, provider, provider_ref, amount_cents, status, checkout_url, expires_at)
       SELECT id, user_id, 'sandbox', ref, amount, 'created', 'https://sandbox.invalid/' || ref, now() + interval '1 hour'
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[]) AS t(id, user_id, ref, amount)`,
      [chunk.map((r) => r.id), chunk.map((r) => r.userId), chunk.map((r) => r.ref), chunk.map((r) => r.amountCents)],
    );
  }
  await db.query('ANALYZE deposits');
  return rows.map((r) => ({ ref: r.ref, amountCents: r.amountCents }));
}

const completion = (deposit: { ref: string; amountCents: number }) =>
  JSON.stringify({ id: `evt_${randomUUID()}`, type: 'deposit.completed', providerRef: deposit.ref, amountCents: deposit.amountCents });

async function main() {
  console.log(`cashier benchmark: ${seconds}s a phase, ${clients} webhook clients, PostgreSQL`);
  const scratch = await scratchDatabase('lf_bench_cashier');
  const db = await openPostgres(scratch.url, { max: 4 });
  await db.migrate();
  const pack = await makePack(db);
  const players = await makePlayers(db, 200, 1_000_000_000);
  const deposits = await pendingDeposits(db, players, Math.ceil(2 * 2_000 * seconds) + 2_000);
  const server = await startServerProcess({ DATABASE_URL: scratch.url, SANDBOX_WEBHOOK_SECRET: SECRET, SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/nowhere', BONUS_PLAYTHROUGH: '0' });
  try {
    // Warm up the server's statements on both paths.
    let next = 0;
    const webhook = async () => {
      const body = completion(deposits[next++]!);
      const response = await post(`${server.baseUrl}/api/cashier/webhooks/sandbox`, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, body, Math.floor(Date.now() / 1000)) }, body);
      if (response.status !== 200) throw new Error(`webhook answered ${response.status}: ${response.body}`);
    };
    const open = async () => {
      const response = await post(
        `${server.baseUrl}/api/packs/${pack.packId}/open`,
        { cookie: players[randomInt(0, players.length)]!.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        '{"count":1}',
      );
      if (response.status !== 200) throw new Error(`open answered ${response.status}: ${response.body}`);
    };
    for (let i = 0; i < 200; i++) await Promise.all([webhook(), open()]);

    for (const phase of ['paced', 'saturated'] as const) {
      const before = cpuSample({ server: server.child.pid });
      const [webhooks, opens] = await Promise.all([
        measure({ clients, seconds, work: webhook }),
        phase === 'paced' ? paced(openRate, seconds, open) : measure({ clients, seconds, work: open }),
      ]);
      const after = cpuSample({ server: server.child.pid });
      console.log(`\n${phase === 'paced' ? `pack opens paced at ${openRate}/s` : `pack opens by ${clients} clients as fast as they can`}:`);
      console.log(describeMeasurement('HTTP webhooks (deposit.completed)', webhooks).replace('tx/s', 'events/s'));
      console.log(describeMeasurement('HTTP pack opens at the same time', opens).replace('tx/s', 'opens/s'));
      console.log(describeCpu(before, after));
      console.log(`  server CPU per request (webhooks and opens together): ${(groupCpuMs(before, after, 'server') / (webhooks.ops + opens.ops)).toFixed(2)} ms`);
      const met = webhooks.perSecond >= 500 && webhooks.p99Ms < 50;
      console.log(`webhooks: ${webhooks.perSecond.toFixed(0)} events/s, p99 ${webhooks.p99Ms.toFixed(1)} ms (target ≥ 500 events/s with p99 < 50 ms: ${met ? 'met' : 'NOT met'})`);
    }
    const [credited] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transfers WHERE kind = 'deposit'`);
    console.log(`deposits credited: ${credited!.n} of ${next} completions sent (each once)`);

    // One at a time, in this process: a deposit's completion next to a pack open, on the same database.
    const provider = createSandboxProvider({ db, clock: systemClock, publicUrl: 'http://127.0.0.1', secret: SECRET, duplicates: false, webhookUrl: 'http://127.0.0.1:9/nowhere' });
    const config = { ...testConfig().cashier, bonusPlaythrough: 0 };
    const samples = 500;
    const completeOne = await sequential(samples, async () => {
      const body = Buffer.from(completion(deposits[next++]!));
      const headers = { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, body.toString(), Math.floor(Date.now() / 1000)) };
      await receiveWebhook(db, { provider, rawBody: body, headers, clock: systemClock, config });
    });
    const openOne = await sequential(samples, async () => {
      await openPack(db, { userId: players[randomInt(0, players.length)]!.userId, packId: pack.packId, count: 1, idempotencyKey: randomUUID(), houseEdge: 0.08 });
    });
    console.log(describeMeasurement('completing a deposit (in-process)', completeOne));
    console.log(describeMeasurement('a pack open (in-process)', openOne));
    const ratio = completeOne.p50Ms / openOne.p50Ms;
    console.log(`deposit completion / pack open, median time: ${ratio.toFixed(2)} (target ≤ 1: ${ratio <= 1 ? 'met' : 'NOT met'})`);
    console.log(`ledger after the run: ${(await verifyLedger(db)).ok ? 'verifies' : 'BROKEN'}`);
  } finally {
    await server.stop();
    await db.close();
    await scratch.drop();
  }
}

await main();
