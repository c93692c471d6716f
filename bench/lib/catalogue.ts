/** The big pack catalogue bench:packs and bench:upgrader run on, and the pack open they both send. */
import { randomInt, randomUUID } from 'node:crypto';
import { openPostgres, type Database } from '../../packages/server/src/db/client';
import { releaseCores } from './cores';
import { startServerProcess } from './server-process';
import { scratchDatabase, type BenchPlayer } from './setup';
import type { WrkRequest } from './wrk';

/** 50,000 items and 5,000 packs of 10 items each, written in bulk; returns the 20 newest packs' ids. */
export async function bigCatalogue(db: Database, packs = 5_000, items = 50_000): Promise<string[]> {
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
  // Each pack priced by the rule an open is checked against: ceil(EV · 1.08), in whole cents.
  await db.query(
    `UPDATE packs p SET price_cents = GREATEST(1, (ev.numerator * 10800 + 999999999) / 1000000000)
     FROM (SELECT pi.pack_id, SUM(pi.odds_ppm::bigint * i.value_cents) AS numerator FROM pack_items pi JOIN items i ON i.id = pi.item_id GROUP BY pi.pack_id) ev
     WHERE ev.pack_id = p.id`,
  );
  await db.query('ANALYZE');
  return (await db.query<{ id: string }>(`SELECT id FROM packs ORDER BY created_at DESC LIMIT 20`)).map((r) => r.id);
}

/** One open of one of the five newest packs by a random player, with an Idempotency-Key of its own, as the web app sends it. */
export function openRequest(players: BenchPlayer[], packIds: string[]): WrkRequest {
  return {
    method: 'POST',
    path: `/api/packs/${packIds[randomInt(0, 5)]}/open`,
    headers: { cookie: players[randomInt(0, players.length)]!.cookie, 'idempotency-key': randomUUID() },
    body: '{"count":1}',
  };
}

/** Warm-up: every player gets a seed pair, the server its prepared statements. */
export async function warmUpOpens(baseUrl: string, players: BenchPlayer[], packId: string): Promise<void> {
  for (const player of players) {
    await fetch(`${baseUrl}/api/packs/${packId}/open`, { method: 'POST', headers: { cookie: player.cookie, 'content-type': 'application/json' }, body: '{}' });
  }
}

/**
 * A scratch database with the big catalogue, and the server as its own process on it (with
 * `serverEnv` added to its environment); `close` releases the cores, stops the server and drops
 * the database.
 */
export async function catalogueServer(prefix: string, serverEnv: Record<string, string> = {}) {
  const scratch = await scratchDatabase(prefix);
  const database = new URL(scratch.url).pathname.slice(1);
  const db = await openPostgres(scratch.url, { max: 4 });
  await db.migrate();
  console.log('writing 5,000 packs and 50,000 items…');
  const packIds = await bigCatalogue(db);
  const server = await startServerProcess({ ...serverEnv, DATABASE_URL: scratch.url });
  const close = async () => {
    releaseCores(server.child.pid);
    await server.stop();
    await db.close();
    await scratch.drop();
  };
  return { url: scratch.url, database, db, packIds, server, close };
}
