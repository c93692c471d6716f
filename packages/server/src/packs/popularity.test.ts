/**
 * The open counts kept in memory between writes (packs/popularity.ts): a pack page adds the
 * counts not yet in the pack's row, those being written included, so a count never drops while a
 * write is under way. On PostgreSQL, where a write can be held up by another transaction's lock.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestPack } from '../test/catalogue';
import { describePostgres, freshPostgres } from '../test/databases';
import { createPopularityCounter } from './popularity';

describePostgres('pack open counts between writes', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshPostgres();
  });
  afterAll(() => db.close());

  it('counts the opens being written until their write is in the row', async () => {
    const pack = await createTestPack(db, { items: [{ valueCents: 500, oddsPpm: 100_000 }] });
    const counter = createPopularityCounter(db, { everyMs: 3_600_000 });
    counter.add(pack.packId, 3);
    const row = async () => Number((await db.query<{ opens_count: number }>(`SELECT opens_count FROM packs WHERE id = $1`, [pack.packId]))[0]!.opens_count);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another transaction holds the pack's row: the counter's write waits for it.
    const holder = db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM packs WHERE id = $1 FOR UPDATE`, [pack.packId]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const written = counter.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await row()) + counter.pending(pack.packId)).toBe(3);
    release();
    await holder;
    await written;
    expect(await row()).toBe(3);
    expect(counter.pending(pack.packId)).toBe(0);
    await counter.close();
  });
});
