import { createHash, createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { signUp } from '../test/users';

type Open = { openId: string; inventoryId: string; itemId: string; name: string; valueCents: number; ticket: number; nonce: number; clientSeed: string; serverSeedHash: string };

describeEachDatabase('opening packs, the inventory and fairness', (openDb) => {
  const suite = appSuite({ openDb, pack: true });

  const balance = async (cookie: string) => (await suite.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })).json().balanceCents as number;
  const open = (cookie: string, packId: string, count = 1, headers: Record<string, string> = {}) =>
    suite.app.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie, ...headers }, payload: { count } });

  it('opens 4 at once: one debit, four items in the inventory, nonces in order', async () => {
    const me = await signUp(suite.app, suite.sms);
    const response = await open(me.cookie, suite.pack.packId, 4);
    expect(response.statusCode, response.body).toBe(200);
    const opens = response.json().opens as Open[];
    expect(opens.map((o) => o.nonce)).toEqual([0, 1, 2, 3]);
    expect(await balance(me.cookie)).toBe(100_000 - 4 * suite.pack.priceCents);
    const inventory = (await suite.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: me.cookie } })).json();
    expect(inventory.count).toBe(4);
    expect(inventory.totalValueCents).toBe(opens.reduce((s, o) => s + o.valueCents, 0));
    expect(inventory.items[0].source).toMatch(/^Opened from /);
    const fairness = (await suite.app.inject({ method: 'GET', url: '/api/fairness', headers: { cookie: me.cookie } })).json();
    expect(fairness.active).toMatchObject({ nonce: 4, serverSeedHash: opens[0]!.serverSeedHash, clientSeed: opens[0]!.clientSeed });
  });

  it('lets anyone recompute an open from the revealed seed with the DESIGN §5 formula', async () => {
    const me = await signUp(suite.app, suite.sms);
    const opens = (await open(me.cookie, suite.pack.packId, 2)).json().opens as Open[];
    const rotated = (await suite.app.inject({ method: 'POST', url: '/api/fairness/rotate', headers: { cookie: me.cookie } })).json();
    const revealed = rotated.previous[0];
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(opens[0]!.serverSeedHash);
    expect(rotated.active.serverSeedHash).not.toBe(revealed.serverSeedHash);
    expect(rotated.active.nonce).toBe(0);
    for (const o of opens) {
      const hex = createHmac('sha256', revealed.serverSeed).update(`${o.clientSeed}:${o.nonce}`).digest('hex');
      const ticket = Math.floor((parseInt(hex.slice(0, 13), 16) / 2 ** 52) * 100_000) + 1;
      expect(o.ticket).toBe(ticket);
      let upper = 0;
      const index = standardPackItems.findIndex((item) => (upper += item.oddsPpm) >= ticket);
      expect(o.itemId).toBe(suite.pack.itemIds[index]);
    }
  });

  it('changes the client seed, which rotates the pair and is used from then on', async () => {
    const me = await signUp(suite.app, suite.sms);
    const changed = await suite.app.inject({ method: 'POST', url: '/api/fairness/client-seed', headers: { cookie: me.cookie }, payload: { clientSeed: 'my-lucky-seed' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().active.clientSeed).toBe('my-lucky-seed');
    const [o] = (await open(me.cookie, suite.pack.packId)).json().opens as Open[];
    expect(o!.clientSeed).toBe('my-lucky-seed');
    const bad = await suite.app.inject({ method: 'POST', url: '/api/fairness/client-seed', headers: { cookie: me.cookie }, payload: { clientSeed: 'has spaces and ✨' } });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an open the wallet cannot pay for, with the product message (DESIGN §2), and changes nothing', async () => {
    const me = await signUp(suite.app, suite.sms);
    const dear = await createTestPack(suite.app.resources.db, { items: [{ valueCents: 300_000, oddsPpm: 50_000 }, { valueCents: 1, oddsPpm: 50_000 }] });
    const response = await open(me.cookie, dear.packId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Insufficient funds. Your balance is $1,000.00');
    expect((await suite.app.inject({ method: 'GET', url: '/api/inventory', headers: { cookie: me.cookie } })).json().count).toBe(0);
    expect((await suite.app.inject({ method: 'GET', url: '/api/fairness', headers: { cookie: me.cookie } })).json().active.nonce).toBe(0);
  });

  it('honours Idempotency-Key: a retried open rolls and charges once', async () => {
    const me = await signUp(suite.app, suite.sms);
    const key = { 'idempotency-key': 'open-retry-000001' };
    const first = (await open(me.cookie, suite.pack.packId, 2, key)).json().opens as Open[];
    const second = (await open(me.cookie, suite.pack.packId, 2, key)).json().opens as Open[];
    expect(second.map((o) => o.openId)).toEqual(first.map((o) => o.openId));
    expect(await balance(me.cookie)).toBe(100_000 - 2 * suite.pack.priceCents);
  });

  it('sells one item, then all, for their values', async () => {
    const me = await signUp(suite.app, suite.sms);
    const opens = (await open(me.cookie, suite.pack.packId, 3)).json().opens as Open[];
    const sellOne = await suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: me.cookie }, payload: { ids: [opens[0]!.inventoryId] } });
    expect(sellOne.statusCode).toBe(200);
    expect(sellOne.json()).toMatchObject({ soldIds: [opens[0]!.inventoryId], totalCents: opens[0]!.valueCents });
    const again = await suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: me.cookie }, payload: { ids: [opens[0]!.inventoryId] } });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Those items are not in your inventory any more.']);
    const sellAll = await suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: me.cookie }, payload: { all: true } });
    expect(sellAll.json().totalCents).toBe(opens[1]!.valueCents + opens[2]!.valueCents);
    expect(await balance(me.cookie)).toBe(100_000 - 3 * suite.pack.priceCents + opens.reduce((s, o) => s + o.valueCents, 0));
    const labels = (await suite.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: me.cookie } })).json().transactions.map((t: { label: string }) => t.label);
    expect(labels.slice(0, 3)).toEqual(['Item sold', 'Item sold', 'Pack opened']);
    // The wallet's totals: three opens staked, the three items' values won back.
    const summary = (await suite.app.inject({ method: 'GET', url: '/api/wallet/summary', headers: { cookie: me.cookie } })).json();
    expect(summary).toEqual({ wageredCents: 3 * suite.pack.priceCents, wonCents: opens.reduce((s, o) => s + o.valueCents, 0) });
    expect((await verifyLedger(suite.app.resources.db)).ok).toBe(true);
  });

  it('cannot sell another person\'s item', async () => {
    const owner = await signUp(suite.app, suite.sms);
    const thief = await signUp(suite.app, suite.sms);
    const [o] = (await open(owner.cookie, suite.pack.packId)).json().opens as Open[];
    const response = await suite.app.inject({ method: 'POST', url: '/api/inventory/sell', headers: { cookie: thief.cookie }, payload: { ids: [o!.inventoryId] } });
    expect(response.statusCode).toBe(409);
    expect(await balance(thief.cookie)).toBe(100_000);
  });

  it('creates a community pack; opening it pays the creator their commission', async () => {
    const creator = await signUp(suite.app, suite.sms);
    const player = await signUp(suite.app, suite.sms);
    const created = await suite.app.inject({
      method: 'POST',
      url: '/api/packs',
      headers: { cookie: creator.cookie },
      payload: { name: 'My Lucky Box', commissionBp: 300, items: [{ itemId: suite.pack.itemIds[0], oddsPpm: 70_000 }, { itemId: suite.pack.itemIds[3], oddsPpm: 30_000 }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const community = created.json().pack;
    expect(community).toMatchObject({ kind: 'community', name: 'My Lucky Box', creatorName: creator.userName });
    // (0.7 × $1 + 0.3 × $200) × 1.08 × 1.03 = $67.53
    expect(community.priceCents).toBe(6_753);
    expect(community.thumbUrl).toMatch(/\.jpg$/);
    await open(player.cookie, community.id);
    const commission = Math.floor((6_753 * 300) / 10_000);
    expect(await balance(creator.cookie)).toBe(100_000 + commission);
    const tx = (await suite.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: { cookie: creator.cookie } })).json().transactions;
    expect(tx[0]).toMatchObject({ kind: 'creator_commission', label: 'Creator commission', amountCents: commission });
  });

  it('keeps pack names unique ignoring case, says so while a name is typed, and lets one of several racing creators have it', async () => {
    const first = await signUp(suite.app, suite.sms);
    const items = [60_000, 40_000].map((oddsPpm, i) => ({ itemId: suite.pack.itemIds[i], oddsPpm }));
    const make = (cookie: string, name: string) => suite.app.inject({ method: 'POST', url: '/api/packs', headers: { cookie }, payload: { name, commissionBp: 100, items } });
    const check = async (cookie: string, name: string) => (await suite.app.inject({ method: 'GET', url: `/api/packs/name-check?name=${encodeURIComponent(name)}`, headers: { cookie } })).json();
    expect(await check(first.cookie, 'Quartz Vault')).toEqual({ available: true, message: null });
    expect((await make(first.cookie, 'Quartz Vault')).statusCode).toBe(200);

    const second = await signUp(suite.app, suite.sms);
    expect(await check(second.cookie, 'quartz VAULT')).toEqual({ available: false, message: 'A pack with that name already exists.' });
    expect(await check(second.cookie, 'Sh1t Box')).toEqual({ available: false, message: 'Please choose a pack name without profanity or slurs.' });
    // An official pack's name is taken too.
    const official = (await suite.app.inject({ method: 'GET', url: `/api/packs/${suite.pack.packId}` })).json().pack.name as string;
    expect((await check(second.cookie, official.toUpperCase())).available).toBe(false);
    const again = await make(second.cookie, 'QUARTZ vault');
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'A pack with that name already exists.']);

    // Five players asking for one new name at once: one gets it.
    const racers = await Promise.all(Array.from({ length: 5 }, () => signUp(suite.app, suite.sms)));
    const answers = await Promise.all(racers.map((racer, i) => make(racer.cookie, i % 2 ? 'Ember Chest' : 'ember chest')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const listed = (await suite.app.inject({ method: 'GET', url: '/api/packs?q=ember&type=community' })).json().packs;
    expect(listed).toHaveLength(1);
    // Signed out: no answer.
    expect((await suite.app.inject({ method: 'GET', url: '/api/packs/name-check?name=Anything' })).statusCode).toBe(401);
  });

  it.each([
    [{ name: 'Bad$Name', commissionBp: 100 }, 'name: Pack names are up to 20 letters, digits and spaces.'],
    [{ name: 'A'.repeat(21), commissionBp: 100 }, 'name: Pack names are up to 20 letters, digits and spaces.'],
    [{ name: 'Fuck This Box', commissionBp: 100 }, 'Please choose a pack name without profanity or slurs.'],
    [{ name: 'F u c k Pack', commissionBp: 100 }, 'Please choose a pack name without profanity or slurs.'],
    [{ name: 'Sh1t Box', commissionBp: 100 }, 'Please choose a pack name without profanity or slurs.'],
    [{ name: 'Phuck Pack', commissionBp: 100 }, 'Please choose a pack name without profanity or slurs.'],
    [{ name: 'Greedy Box', commissionBp: 350 }, 'commissionBp: The commission must be between 0.5 % and 3.0 %.'],
    [{ name: 'Free Box', commissionBp: 0 }, 'commissionBp: The commission must be between 0.5 % and 3.0 %.'],
    [{ name: 'Odd Box', commissionBp: 100, odds: [50_000, 49_999] }, 'The drop chances must total 100 %.'],
    [{ name: 'Solo Box', commissionBp: 100, odds: [100_000] }, 'items: A pack needs at least two items.'],
  ])('refuses a community pack %j', async (input, message) => {
    const creator = await signUp(suite.app, suite.sms);
    const odds = (input as { odds?: number[] }).odds ?? [60_000, 40_000];
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/packs',
      headers: { cookie: creator.cookie },
      payload: { name: input.name, commissionBp: input.commissionBp, items: odds.map((oddsPpm, i) => ({ itemId: suite.pack.itemIds[i], oddsPpm })) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await suite.app.inject({ method: 'GET', url: `/api/packs?q=${encodeURIComponent(input.name.slice(0, 8))}&type=community` })).json().packs).toEqual([]);
  });

  it('lets one player make 10 community packs an hour, then answers 429 before drawing anything', async () => {
    const creator = await signUp(suite.app, suite.sms);
    const make = (i: number) =>
      suite.app.inject({ method: 'POST', url: '/api/packs', headers: { cookie: creator.cookie }, payload: { name: `Limit Box ${i}`, commissionBp: 100, items: [60_000, 40_000].map((oddsPpm, j) => ({ itemId: suite.pack.itemIds[j], oddsPpm })) } });
    for (let i = 0; i < 10; i++) expect((await make(i)).statusCode).toBe(200);
    const limited = await make(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('You have made many packs in a short time. Please try again in an hour.');
  });

  it('refuses more than 50 items', async () => {
    const creator = await signUp(suite.app, suite.sms);
    const items = Array.from({ length: 51 }, (_, i) => ({ itemId: `6f1c1f8e-3f5c-4d8e-9a55-0d1d6a3f${String(i).padStart(4, '0')}`, oddsPpm: i === 0 ? 50_000 : 1_000 }));
    const response = await suite.app.inject({ method: 'POST', url: '/api/packs', headers: { cookie: creator.cookie }, payload: { name: 'Huge Box', commissionBp: 100, items } });
    expect(response.json().error.message).toBe('items: A pack can hold at most 50 items.');
  });

  it('lets admins edit an official pack without changing opens already made', async () => {
    const admin = await signInAdmin(suite.app);
    const me = await signUp(suite.app, suite.sms);
    const created = await suite.app.inject({
      method: 'POST',
      url: '/api/admin/packs',
      headers: { cookie: admin.cookie },
      payload: { name: 'Admin Special', items: [{ itemId: suite.pack.itemIds[0], oddsPpm: 50_000 }, { itemId: suite.pack.itemIds[1], oddsPpm: 50_000 }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const packId = created.json().pack.id;
    const [before] = (await open(me.cookie, packId)).json().opens as Open[];
    const edited = await suite.app.inject({
      method: 'PATCH',
      url: `/api/admin/packs/${packId}`,
      headers: { cookie: admin.cookie },
      payload: { items: [{ itemId: suite.pack.itemIds[3], oddsPpm: 99_999 }, { itemId: suite.pack.itemIds[2], oddsPpm: 1 }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [stored] = await suite.app.resources.db.query<{ item_id: string; odds: Array<{ itemId: string; oddsPpm: number }> }>(`SELECT item_id, odds FROM pack_opens WHERE id = $1`, [before!.openId]);
    expect(stored!.item_id).toBe(before!.itemId);
    expect(stored!.odds.map((o) => o.itemId)).toEqual([suite.pack.itemIds[0], suite.pack.itemIds[1]]);
    const audit = (await suite.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).json().entries;
    expect(audit.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['pack.update', 'pack.create']);
    const player = await suite.app.inject({ method: 'POST', url: '/api/admin/packs', headers: { cookie: me.cookie }, payload: {} });
    expect(player.statusCode).toBe(403);

    // A new name draws a new picture; the old one's files are deleted once the rename has committed.
    const oldImage = created.json().pack.imageUrl as string;
    expect((await suite.app.inject({ method: 'GET', url: oldImage })).statusCode).toBe(200);
    const renamed = await suite.app.inject({ method: 'PATCH', url: `/api/admin/packs/${packId}`, headers: { cookie: admin.cookie }, payload: { name: 'Admin Special Two' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const newImage = renamed.json().pack.imageUrl as string;
    expect(newImage).not.toBe(oldImage);
    expect((await suite.app.inject({ method: 'GET', url: newImage })).statusCode).toBe(200);
    await expect.poll(async () => (await suite.app.inject({ method: 'GET', url: oldImage })).statusCode).toBe(404);
  });

  it('lists the catalogue for pack creation with search, max price and paging', async () => {
    const all = (await suite.app.inject({ method: 'GET', url: '/api/items?limit=2' })).json();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const cheap = (await suite.app.inject({ method: 'GET', url: '/api/items?maxPriceCents=100&limit=100' })).json();
    expect(cheap.items.every((i: { valueCents: number }) => i.valueCents <= 100)).toBe(true);
  });

  it('feeds opens to the live panel and finds things by search', async () => {
    const me = await signUp(suite.app, suite.sms, 'LiveWatcher');
    await open(me.cookie, suite.pack.packId);
    // An open stays out of the feed until the opener's reel has landed.
    expect((await suite.app.inject({ method: 'GET', url: '/api/live' })).json().entries.some((e: { userName: string }) => e.userName === 'LiveWatcher')).toBe(false);
    await suite.app.resources.db.query(`UPDATE pack_opens SET created_at = created_at - interval '6 seconds'`);
    const live = (await suite.app.inject({ method: 'GET', url: '/api/live' })).json().entries;
    expect(live[0]).toMatchObject({ kind: 'open', userName: 'LiveWatcher', source: { kind: 'pack', id: suite.pack.packId } });
    const found = (await suite.app.inject({ method: 'GET', url: '/api/search?q=livewatch' })).json();
    expect(found.players.map((p: { userName: string }) => p.userName)).toEqual(['LiveWatcher']);
    expect((await suite.app.inject({ method: 'GET', url: '/api/search?q=' })).statusCode).toBe(400);
  });

  it.each([
    [{ count: 5 }, 'count: Open 1, 2, 3 or 4 at once.'],
    [{ count: 'two' }, 'count: Open 1, 2, 3 or 4 at once.'],
  ])('refuses to open with %j', async (payload, message) => {
    const me = await signUp(suite.app, suite.sms);
    const response = await suite.app.inject({ method: 'POST', url: `/api/packs/${suite.pack.packId}/open`, headers: { cookie: me.cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await balance(me.cookie)).toBe(100_000);
  });
});
