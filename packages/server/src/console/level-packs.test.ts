/**
 * Level cases made in the console (DESIGN §21), on both databases: an admin makes one for a free
 * tier with an official pack's rules, and it is the tier's case on /api/levels but never sold; a
 * second listed case for the tier is refused with a 409 in words (also when two admins race, and
 * when a hidden one is listed again); a bad tier is a 400; kind and tier never change.
 */
import { beforeAll, expect, it } from 'vitest';
import { LEVEL_CASE_NEEDS_TIER, LEVEL_TIER_RULE, ONLY_LEVEL_CASES_HAVE_TIERS, PACK_KIND_FIXED } from '@lootforge/core/contracts/packs';
import { LEVEL_CASE_NOT_SOLD } from '../packs/open';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';

describeEachDatabase('level cases in the console', (openDb) => {
  const suite = appSuite({ openDb });
  let admin: { cookie: string; email: string };
  let itemIds: string[];
  beforeAll(async () => {
    admin = await signInAdmin(suite.app);
    ({ itemIds } = await createTestPack(suite.db, { items: [{ valueCents: 100, oddsPpm: 70_000 }, { valueCents: 400, oddsPpm: 30_000 }] }));
  });

  const items = () => [
    { itemId: itemIds[0], oddsPpm: 70_000 },
    { itemId: itemIds[1], oddsPpm: 30_000 },
  ];
  const create = (payload: object) => suite.app.inject({ method: 'POST', url: '/api/admin/packs', headers: { cookie: admin.cookie }, payload });
  const patch = (id: string, payload: object) => suite.app.inject({ method: 'PATCH', url: `/api/admin/packs/${id}`, headers: { cookie: admin.cookie }, payload });
  const adminList = async (kind: string) => (await suite.app.inject({ method: 'GET', url: `/api/admin/packs?kind=${kind}`, headers: { cookie: admin.cookie } })).json();

  it('makes a level case for a free tier: the tier’s case on /api/levels, listed for admins with its tier, audited, never sold', async () => {
    const made = await create({ name: 'Tier Two Case', kind: 'level', levelTier: 2, items: items() });
    expect(made.statusCode, made.body).toBe(200);
    const { pack, message } = made.json();
    expect(message).toBe('Created the level case for tier 2.');
    expect(pack).toMatchObject({ name: 'Tier Two Case', kind: 'level', levelTier: 2, active: true, itemCount: 2 });
    expect(pack.items.map((i: { itemId: string }) => i.itemId)).toEqual(itemIds);
    // Priced as an official pack would be, for the record only: ceil($1.90 · 1.08).
    expect(pack.priceCents).toBe(206);

    const player = await signUp(suite.app, suite.sms);
    const levels = (await suite.app.inject({ method: 'GET', url: '/api/levels', headers: { cookie: player.cookie } })).json();
    expect(levels.tiers[1]).toMatchObject({ tier: 2, fromLevel: 10, toLevel: 19, pack: { id: pack.id, name: 'Tier Two Case' } });

    expect((await adminList('level')).packs).toEqual([expect.objectContaining({ id: pack.id, kind: 'level', levelTier: 2 })]);
    expect((await adminList('any')).packs.map((p: { id: string }) => p.id)).toContain(pack.id);
    expect((await adminList('official')).packs.map((p: { id: string }) => p.id)).not.toContain(pack.id);
    const market = (await suite.app.inject({ method: 'GET', url: '/api/packs?limit=100' })).json();
    expect(market.packs.map((p: { id: string }) => p.id)).not.toContain(pack.id);
    const open = await suite.app.inject({ method: 'POST', url: `/api/packs/${pack.id}/open`, headers: { cookie: player.cookie }, payload: { count: 1 } });
    expect(open.statusCode).toBe(403);
    expect(open.json().error.message).toBe(LEVEL_CASE_NOT_SOLD);

    const [entry] = (await suite.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).json().entries;
    expect(entry).toMatchObject({ action: 'pack.create', targetId: pack.id, details: { name: 'Tier Two Case', kind: 'level', levelTier: 2, items: 2 } });

    // Edited as an official pack is, with the same rules.
    const renamed = await patch(pack.id, { name: 'Tier Two Crate', items: [{ itemId: itemIds[0], oddsPpm: 50_000 }, { itemId: itemIds[1], oddsPpm: 50_000 }] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().pack).toMatchObject({ name: 'Tier Two Crate', kind: 'level', levelTier: 2, priceCents: 270 });
    const short = await patch(pack.id, { items: [{ itemId: itemIds[0], oddsPpm: 50_000 }, { itemId: itemIds[1], oddsPpm: 40_000 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('The drop chances must total 100 %.');
  });

  it('refuses a second listed case for a tier with a 409 in words, also when two admins race and when a hidden one is listed again', async () => {
    expect((await create({ name: 'Tier Five Case', kind: 'level', levelTier: 5, items: items() })).statusCode).toBe(200);
    const again = await create({ name: 'Tier Five Again', kind: 'level', levelTier: 5, items: items() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Tier 5 already has a level case.');

    // Five admins at once for a free tier: one case, four refusals in the same words.
    const raced = await Promise.all(Array.from({ length: 5 }, (_, i) => create({ name: `Race Case ${i}`, kind: 'level', levelTier: 7, items: items() })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of raced.filter((r) => r.statusCode === 409)) expect(refused.json().error.message).toBe('Tier 7 already has a level case.');
    const [count] = await suite.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM packs WHERE kind = 'level' AND level_tier = 7`);
    expect(count!.n).toBe(1);

    // A hidden successor can wait beside the listed case; it is listed once the old one is hidden.
    const first = (await adminList('level')).packs.find((p: { levelTier: number }) => p.levelTier === 5);
    const next = await create({ name: 'Tier Five Next', kind: 'level', levelTier: 5, active: false, items: items() });
    expect(next.statusCode, next.body).toBe(200);
    const nextId = next.json().pack.id as string;
    const listed = await patch(nextId, { active: true });
    expect(listed.statusCode).toBe(409);
    expect(listed.json().error.message).toBe('Tier 5 already has a level case.');
    expect((await patch(first.id, { active: false })).statusCode).toBe(200);
    expect((await patch(nextId, { active: true })).statusCode).toBe(200);
    expect((await adminList('level')).packs.filter((p: { levelTier: number }) => p.levelTier === 5).map((p: { id: string }) => p.id)).toEqual([nextId]);
  });

  it.each([
    [{ kind: 'level' }, `levelTier: ${LEVEL_CASE_NEEDS_TIER}`],
    [{ kind: 'level', levelTier: 0 }, `levelTier: ${LEVEL_TIER_RULE}`],
    [{ kind: 'level', levelTier: 11 }, `levelTier: ${LEVEL_TIER_RULE}`],
    [{ kind: 'level', levelTier: 2.5 }, `levelTier: ${LEVEL_TIER_RULE}`],
    [{ kind: 'level', levelTier: '3' }, `levelTier: ${LEVEL_TIER_RULE}`],
    [{ kind: 'official', levelTier: 3 }, `levelTier: ${ONLY_LEVEL_CASES_HAVE_TIERS}`],
    [{ levelTier: 3 }, `levelTier: ${ONLY_LEVEL_CASES_HAVE_TIERS}`],
    [{ kind: 'community' }, 'kind: kind must be official or level.'],
  ])('refuses %j with a 400 in words', async (fields, message) => {
    const response = await create({ name: 'Bad Tier Case', items: items(), ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('keeps a pack’s kind and tier as they were made', async () => {
    const official = await create({ name: 'Plain Official', items: items() });
    expect(official.statusCode, official.body).toBe(200);
    expect(official.json().pack).toMatchObject({ kind: 'official', levelTier: null, active: true });
    for (const payload of [{ kind: 'level' }, { levelTier: 3 }, { kind: 'level', levelTier: 3 }]) {
      const response = await patch(official.json().pack.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(new RegExp(`^(kind|levelTier): ${PACK_KIND_FIXED}$`));
    }
    expect((await adminList('any')).packs.find((p: { id: string }) => p.id === official.json().pack.id)).toMatchObject({ kind: 'official', levelTier: null });
  });
});
