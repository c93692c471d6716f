/**
 * Shared bench set-up: a scratch PostgreSQL database, the real app listening
 * on a port, and players made directly in the database (a funded wallet and
 * a session cookie each, and wager limits set on every period), so the measured
 * part is only what is measured.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app';
import { testConfig } from '../../packages/server/src/config';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { ensurePromotions, ensureWallet, transfer } from '../../packages/server/src/ledger/ledger';
import { createTestPack } from '../../packages/server/src/test/catalogue';
import { MAX_LIMIT_CENTS } from '@lootforge/core/limits';

export const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Scratch = { url: string; drop(): Promise<void> };

export async function scratchDatabase(prefix: string): Promise<Scratch> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type BenchApp = { app: FastifyInstance; db: Database; baseUrl: string; close(): Promise<void> };

export async function startBenchApp(databaseUrl: string, poolSize: number): Promise<BenchApp> {
  const db = await openPostgres(databaseUrl, { max: poolSize });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-bench-'));
  const app = await buildApp(testConfig({ dataDir, battleExpiryHours: 0 }), { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    db,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchPlayer = { userId: string; cookie: string };

/** Players with a finished profile, a funded wallet and a session, made in one transaction. */
export async function makePlayers(db: Database, count: number, fundCents: number): Promise<BenchPlayer[]> {
  return db.transaction(async (tx) => {
    const promotions = await ensurePromotions(tx);
    const players: BenchPlayer[] = [];
    for (let i = 0; i < count; i++) {
      const userId = randomUUID();
      await tx.query(
        `INSERT INTO users (id, user_name, client_seed, profile_completed_at, age_confirmed_at) VALUES ($1, $2, $3, now(), now())`,
        [userId, `bench_${userId.slice(0, 8)}`, randomBytes(16).toString('hex')],
      );
      await transfer(tx, { debitAccountId: promotions, creditAccountId: await ensureWallet(tx, userId), amountCents: fundCents, kind: 'signup_bonus' });
      // Wager limits on every period, too high to refuse a benchmark's stakes, so each stake runs the whole limit check (DESIGN §16).
      await tx.query(`INSERT INTO player_limits (user_id, daily_cents, weekly_cents, monthly_cents) VALUES ($1, $2, $2, $2)`, [userId, MAX_LIMIT_CENTS]);
      const token = randomBytes(32).toString('base64url');
      await tx.query(`INSERT INTO sessions (token_hash, kind, user_id, expires_at) VALUES ($1, 'user', $2, now() + interval '1 day')`, [
        createHash('sha256').update(token).digest('hex'),
        userId,
      ]);
      players.push({ userId, cookie: `lf_session=${token}` });
    }
    return players;
  });
}

export async function makePack(db: Database) {
  return createTestPack(db, {
    items: [
      { valueCents: 100, oddsPpm: 50_000 },
      { valueCents: 500, oddsPpm: 30_000 },
      { valueCents: 2_500, oddsPpm: 15_000 },
      { valueCents: 20_000, oddsPpm: 5_000 },
    ],
  });
}

