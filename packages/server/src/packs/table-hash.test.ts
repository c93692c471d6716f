/**
 * Committed drop tables (DESIGN §23) on both databases: a pack's page gives the SHA-256 of its
 * table text `[[itemId,valueCents,odds],…]`; every open records the hash of the table it rolled on
 * (and a repeated request answers the same); an admin's edit of the odds gives a new hash, and the
 * opens before it keep the old one; a battle commits the hash of each pack's snapshot.
 */
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachDatabase('committed drop tables', (openDb) => {
  const suite = appSuite({ openDb, raceSweeper: false });
  let admin: { cookie: string };
  let itemIds: string[];
  beforeAll(async () => {
    admin = await signInAdmin(suite.app);
    ({ itemIds } = await createTestPack(suite.db, {
      items: [
        { valueCents: 100, oddsPpm: 70_000 },
        { valueCents: 400, oddsPpm: 30_000 },
      ],
    }));
  });
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    suite.app.inject({ method, url, headers: { cookie, ...headers }, ...(payload ? { payload } : {}) });

  it('the pack page, every open and a battle carry the hash of the table they used; an edit changes it', async () => {
    const made = await inject('POST', '/api/admin/packs', admin.cookie, {
      name: 'Hash Check Pack',
      items: [
        { itemId: itemIds[0], oddsPpm: 70_000 },
        { itemId: itemIds[1], oddsPpm: 30_000 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const packId = made.json().pack.id as string;
    const expected = sha256(`[["${itemIds[0]}",100,70000],["${itemIds[1]}",400,30000]]`);
    expect((await inject('GET', `/api/packs/${packId}`, '')).json().pack.tableHash).toBe(expected);

    const me = await signUp(suite.app, suite.sms);
    const opened = await inject('POST', `/api/packs/${packId}/open`, me.cookie, { count: 2 }, { 'idempotency-key': 'table-hash-1' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().opens.map((o: { tableHash: string }) => o.tableHash)).toEqual([expected, expected]);
    const recorded = await suite.db.query<{ table_hash: string }>(`SELECT table_hash FROM pack_opens WHERE pack_id = $1`, [packId]);
    expect(recorded.map((r) => r.table_hash)).toEqual([expected, expected]);
    // A retry of the same request answers what was recorded.
    const again = await inject('POST', `/api/packs/${packId}/open`, me.cookie, { count: 2 }, { 'idempotency-key': 'table-hash-1' });
    expect(again.json().opens.map((o: { tableHash: string }) => o.tableHash)).toEqual([expected, expected]);

    // A battle commits each pack's table as it snapshot it.
    const battle = await inject('POST', '/api/battles', me.cookie, { players: 2, mode: 'normal', packIds: [packId, packId] });
    expect(battle.statusCode, battle.body).toBe(200);
    const detail = (await inject('GET', `/api/battles/${battle.json().battle.id}`, me.cookie)).json();
    expect(detail.battle.packs.map((p: { tableHash: string }) => p.tableHash)).toEqual([expected]);

    // New odds: a new hash for the page and later opens; the earlier opens keep theirs.
    const edited = await inject('PATCH', `/api/admin/packs/${packId}`, admin.cookie, {
      items: [
        { itemId: itemIds[0], oddsPpm: 80_000 },
        { itemId: itemIds[1], oddsPpm: 20_000 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const next = sha256(`[["${itemIds[0]}",100,80000],["${itemIds[1]}",400,20000]]`);
    expect((await inject('GET', `/api/packs/${packId}`, '')).json().pack.tableHash).toBe(next);
    const later = await inject('POST', `/api/packs/${packId}/open`, me.cookie, { count: 1 });
    expect(later.json().opens[0].tableHash).toBe(next);
    const all = await suite.db.query<{ table_hash: string }>(`SELECT table_hash FROM pack_opens WHERE pack_id = $1 ORDER BY nonce`, [packId]);
    expect(all.map((r) => r.table_hash)).toEqual([expected, expected, next]);

    // Both tables are kept by hash, so an old open can be checked against the table it used.
    const old = await inject('GET', `/api/packs/tables/${expected}`, '');
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().table).toMatchObject({
      hash: expected,
      packId,
      entries: [
        { itemId: itemIds[0], valueCents: 100, oddsPpm: 70_000 },
        { itemId: itemIds[1], valueCents: 400, oddsPpm: 30_000 },
      ],
    });
    const kept = await suite.db.query<{ hash: string }>(`SELECT hash FROM pack_tables WHERE pack_id = $1 ORDER BY created_at`, [packId]);
    expect(kept.map((r) => r.hash).sort()).toEqual([expected, next].sort());
    const unknown = await inject('GET', `/api/packs/tables/${'0'.repeat(64)}`, '');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, 'No roll has used a table with that hash.']);
    expect((await inject('GET', '/api/packs/tables/not-a-hash', '')).statusCode).toBe(400);
  });
});
