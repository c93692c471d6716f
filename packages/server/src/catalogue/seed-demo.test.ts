/**
 * A fresh install looks alive: seeding an empty database adds the demo
 * catalogue and a little activity (demo players' opens and battles against
 * bots) through the real services, so the ledger verifies; a second seed, or
 * a database with items of its own, adds nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { systemClock } from '../clock';
import { recentMessages } from '../chat/service';
import { verifyLedger } from '../ledger/verify';
import { ensureScheduledRaces } from '../races/service';
import { createLocalStorage, type Storage } from '../storage/storage';
import { describeEachDatabase } from '../test/databases';
import { seedDemoIfEmpty } from './seed-demo';

describeEachDatabase('demo seed', (open) => {
  let db: Database;
  let storage: Storage;
  let dir: string;
  beforeAll(async () => {
    db = await open();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-seed-'));
    storage = createLocalStorage(dir);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds the catalogue and demo activity once, all of it paid through the ledger', async () => {
    // The running races exist first, as the app's start makes them before it seeds.
    await ensureScheduledRaces(db, { clock: systemClock, pools: { dailyCents: 500_000, weeklyCents: 5_000_000 }, minWagers: { dailyCents: 1_000, weeklyCents: 5_000 } });
    const first = await seedDemoIfEmpty(db, storage, 0.08);
    expect(first.seeded).toBe(true);
    expect(first.activity).toEqual({ players: 4, opens: 16, battles: 4, messages: 6 });
    const [counts] = await db.query<{ opens: number; battles: number; started: number; players: number }>(
      `SELECT (SELECT count(*)::int FROM pack_opens) AS opens, (SELECT count(*)::int FROM battles) AS battles,
         (SELECT count(*)::int FROM battles WHERE status = 'settled') AS started, (SELECT count(*)::int FROM users) AS players`,
    );
    expect(counts).toEqual({ opens: 16, battles: 4, started: 4, players: 4 });
    // Their stakes count in the running races, so the boards are not empty either.
    const [ranked] = await db.query<{ n: number }>(`SELECT count(DISTINCT user_id)::int AS n FROM race_entries`);
    expect(ranked!.n).toBe(4);
    expect((await verifyLedger(db)).ok).toBe(true);
    // The chat shows the demo players talking, oldest first, each by name.
    const chat = await recentMessages(db, storage);
    expect(chat).toHaveLength(6);
    expect(new Set(chat.map((m) => m.userName)).size).toBe(4);
    expect(chat.every((m, i) => i === 0 || m.at > chat[i - 1]!.at)).toBe(true);
    // A free case for every level tier, never on sale (DESIGN §21).
    const levelPacks = await db.query<{ level_tier: number }>(`SELECT level_tier FROM packs WHERE kind = 'level' AND active ORDER BY level_tier`);
    expect(levelPacks.map((p) => p.level_tier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const again = await seedDemoIfEmpty(db, storage, 0.08);
    expect(again).toEqual({ seeded: false, items: 0, packs: 0 });
    const [after] = await db.query<{ opens: number; messages: number }>(`SELECT count(*)::int AS opens, (SELECT count(*)::int FROM chat_messages) AS messages FROM pack_opens`);
    expect(after).toEqual({ opens: 16, messages: 6 });
  });
});
