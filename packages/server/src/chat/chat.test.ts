/**
 * The chat (DESIGN §22) on both databases: who may post (level 2, not muted or self-excluded),
 * what a message may be (plain text kept as written; too long, empty, control characters, lone
 * surrogates and profanity refused with nothing kept), the rate limit under thirty posts at once,
 * and the console's delete and graduated mutes, each audited.
 */
import { CHAT_LEVEL_MESSAGE, CHAT_MINUTE_MESSAGE, CHAT_TOO_FAST_MESSAGE, CHAT_UNREADABLE_MESSAGE } from '@lootforge/core/chat';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { signInAdmin } from '../test/admins';
import { appSuite } from '../test/app';
import { createTestPack } from '../test/catalogue';
import { describeEachDatabase } from '../test/databases';
import { signUp } from '../test/users';
import type { AppError } from '../errors';
import type { Database } from '../db/client';
import { chatWriter } from './writer';

describeEachDatabase('chat', (open) => {
  const suite = appSuite({ openDb: open, at: '2030-05-01T12:00:00Z', raceSweeper: false, config: { logLevel: 'silent' } });
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let packId: string;
  beforeAll(async () => {
    admin = await signInAdmin(suite.app);
    const pack = await createTestPack(suite.db, { items: [{ valueCents: 500, oddsPpm: 100_000 }] });
    await suite.db.query(`UPDATE packs SET price_cents = 1000 WHERE id = $1`, [pack.packId]);
    packId = pack.packId;
  });
  beforeEach(() => suite.clock.set('2030-05-01T12:00:00Z'));

  const post = (cookie: string | null, payload: unknown) =>
    suite.app.inject({ method: 'POST', url: '/api/chat', headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const asAdmin = (url: string, payload?: object) => suite.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const shown = async () => (await suite.app.inject({ method: 'GET', url: '/api/chat' })).json().messages as Array<{ id: number; userName: string; level: number; text: string }>;
  /** A player at level 2: $10.00 staked. */
  const chatter = async () => {
    const me = await signUp(suite.app, suite.sms);
    expect((await suite.app.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie: me.cookie }, payload: { count: 1 } })).statusCode).toBe(200);
    return me;
  };
  const countOf = async (userId: string) => Number((await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1`, [userId]))[0]!.n);

  it('a level 2 player posts plain text everyone can read, with their name and level; HTML stays text', async () => {
    const me = await chatter();
    const posted = await post(me.cookie, { text: '  <script>alert("hi")</script> gg  ' });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().message).toMatchObject({ kind: 'player', userName: me.userName, level: 2, text: '<script>alert("hi")</script> gg' });
    const last = (await shown()).at(-1)!;
    expect(last).toMatchObject({ id: posted.json().message.id, userName: me.userName, level: 2, text: '<script>alert("hi")</script> gg' });
    // A visitor reads but cannot post.
    expect((await post(null, { text: 'hello' })).statusCode).toBe(401);
  });

  it('refuses a player below level 2, and bad text with its reason, keeping nothing', async () => {
    const fresh = await signUp(suite.app, suite.sms);
    const low = await post(fresh.cookie, { text: 'hello' });
    expect([low.statusCode, low.json().error.message]).toEqual([403, CHAT_LEVEL_MESSAGE]);
    const me = await chatter();
    const cases: Array<[unknown, string | RegExp]> = [
      [{ text: 'x'.repeat(10_000) }, 'A message is at most 200 characters.'],
      [{ text: 'x'.repeat(201) }, 'A message is at most 200 characters.'],
      [{ text: '     ' }, 'Write a message first.'],
      [{ text: '' }, 'Write a message first.'],
      // The server's input check refuses NUL and broken characters in any body; the chat's own rule, any control character.
      [{ text: 'nul \u0000 here' }, /NUL or a broken character/],
      [{ text: 'half \ud800 a pair' }, /NUL or a broken character/],
      [{ text: 'bell \u0007 here' }, CHAT_UNREADABLE_MESSAGE],
      [{ text: 'two\nlines' }, CHAT_UNREADABLE_MESSAGE],
      [{ text: 'what the fuck' }, /keep the chat friendly/],
      [{ text: 42 }, /./],
      [{ text: 'hi', extra: true }, /./],
      [[], /./],
    ];
    for (const [payload, message] of cases) {
      const refused = await post(me.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(refused.json().error.message).toMatch(message);
    }
    // Two hundred characters, an emoji counting as one, are fine.
    expect((await post(me.cookie, { text: `${'y'.repeat(199)}😀` })).statusCode).toBe(200);
    expect(await countOf(me.userId)).toBe(1);
  });

  it('holds the rate limit under thirty posts at once, and twenty a minute', async () => {
    const me = await chatter();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(me.cookie, { text: `spam ${i}` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) expect([refused.statusCode, refused.json().error.message]).toEqual([429, CHAT_TOO_FAST_MESSAGE]);
    for (let i = 1; i < 20; i++) {
      suite.clock.advance(2_100);
      expect((await post(me.cookie, { text: `steady ${i}` })).statusCode).toBe(200);
    }
    suite.clock.advance(2_100);
    const twentyFirst = await post(me.cookie, { text: 'one more' });
    expect([twentyFirst.statusCode, twentyFirst.json().error.message]).toEqual([429, CHAT_MINUTE_MESSAGE]);
    expect(await countOf(me.userId)).toBe(20);
  });

  it('an admin deletes a message (gone for everyone, audited) and mutes: ten minutes, then permanent until lifted', async () => {
    const me = await chatter();
    const posted = (await post(me.cookie, { text: 'buy my skins' })).json().message;
    expect((await asAdmin(`/api/admin/chat/${posted.id}/delete`, {})).statusCode).toBe(200);
    expect((await shown()).map((m) => m.id)).not.toContain(posted.id);
    expect((await asAdmin(`/api/admin/chat/${posted.id}/delete`, {})).statusCode).toBe(409);
    expect((await asAdmin('/api/admin/chat/999999999/delete', {})).statusCode).toBe(404);
    expect((await asAdmin('/api/admin/chat/abc/delete', {})).statusCode).toBe(400);
    const seen = (await asAdmin('/api/admin/chat')).json().messages.find((m: { id: number }) => m.id === posted.id);
    expect(seen).toMatchObject({ userId: me.userId, deletedAt: '2030-05-01T12:00:00.000Z' });

    const muted = await asAdmin(`/api/admin/users/${me.userId}/mute`, { duration: '10m', reason: 'Spam' });
    expect(muted.json()).toEqual({ mute: { until: '2030-05-01T12:10:00.000Z' } });
    suite.clock.advance(5_000);
    const refused = await post(me.cookie, { text: 'let me talk' });
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, 'You are muted until 1 May 2030, 12:10 UTC: Spam']);
    expect((await asAdmin('/api/admin/chat/mutes')).json().mutes).toEqual([expect.objectContaining({ userId: me.userId, userName: me.userName, until: '2030-05-01T12:10:00.000Z', reason: 'Spam' })]);
    suite.clock.advance(10 * 60_000);
    expect((await post(me.cookie, { text: 'back again' })).statusCode).toBe(200);

    expect((await asAdmin(`/api/admin/users/${me.userId}/mute`, { duration: 'permanent', reason: 'Repeated spam' })).json()).toEqual({ mute: { until: null } });
    suite.clock.advance(30 * 86_400_000);
    expect((await post(me.cookie, { text: 'still here?' })).json().error.message).toBe('You are muted: Repeated spam');
    expect((await asAdmin(`/api/admin/users/${me.userId}/unmute`, {})).statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/users/${me.userId}/unmute`, {})).statusCode).toBe(409);
    expect((await post(me.cookie, { text: 'thanks' })).statusCode).toBe(200);

    const audit = await suite.db.query<{ action: string }>(`SELECT action FROM audit_log WHERE target_id IN ($1, $2) ORDER BY id`, [me.userId, String(posted.id)]);
    expect(audit.map((a) => a.action)).toEqual(['chat.delete', 'chat.mute', 'chat.mute', 'chat.unmute']);
    // Bad mutes: a 4xx, nothing written.
    for (const body of [{ duration: '1y', reason: 'Spam' }, { duration: '10m' }, { duration: '10m', reason: 'x' }]) expect((await asAdmin(`/api/admin/users/${me.userId}/mute`, body)).statusCode).toBe(400);
    expect((await asAdmin('/api/admin/users/00000000-0000-4000-8000-000000000000/mute', { duration: '10m', reason: 'Spam' })).statusCode).toBe(404);
    // Players cannot moderate.
    expect((await suite.app.inject({ method: 'POST', url: `/api/admin/users/${me.userId}/unmute`, headers: { cookie: me.cookie } })).statusCode).toBe(403);
  });

  it('posts close together are written together, each with its own answer; two instances posting for one player keep one', async () => {
    const [one, two, low, muted] = [await chatter(), await chatter(), await signUp(suite.app, suite.sms), await chatter()];
    expect((await asAdmin(`/api/admin/users/${muted.userId}/mute`, { duration: '24h', reason: 'Spam' })).statusCode).toBe(200);
    const storage = suite.app.resources.storage;
    // Two instances' writers on the same database.
    const [a, b] = [chatWriter(suite.db, storage), chatWriter(suite.db, storage)];
    const at = suite.clock.now();
    const answers = await Promise.allSettled([
      a.post({ userId: one.userId, text: 'first of one', at }),
      a.post({ userId: two.userId, text: 'two on a', at }),
      a.post({ userId: one.userId, text: 'second of one', at }),
      a.post({ userId: low.userId, text: 'too early', at }),
      a.post({ userId: muted.userId, text: 'muted', at }),
      a.post({ userId: '00000000-0000-4000-8000-000000000000', text: 'nobody', at }),
      b.post({ userId: two.userId, text: 'two on b', at }),
    ]);
    const outcome = (i: number) => {
      const answer = answers[i]!;
      return answer.status === 'fulfilled' ? answer.value.text : `${(answer.reason as AppError).code}: ${(answer.reason as AppError).message}`;
    };
    expect([0, 2, 3, 4, 5].map(outcome)).toEqual([
      'first of one',
      `rate_limited: ${CHAT_TOO_FAST_MESSAGE}`,
      `forbidden: ${CHAT_LEVEL_MESSAGE}`,
      'forbidden: You are muted until 2 May 2030, 12:00 UTC: Spam',
      'unauthenticated: Please sign in first.',
    ]);
    // Player two posted on both instances at once: one kept, the other too fast.
    const twos = [outcome(1), outcome(6)];
    expect(twos.filter((o) => o === `rate_limited: ${CHAT_TOO_FAST_MESSAGE}`)).toHaveLength(1);
    expect(twos.filter((o) => /^two on [ab]$/.test(o))).toHaveLength(1);
    expect(await countOf(one.userId)).toBe(1);
    expect(await countOf(two.userId)).toBe(1);
    expect((await countOf(low.userId)) + (await countOf(muted.userId))).toBe(0);
    // Each answer is the message as kept: its id and text read back.
    const first = (answers[0] as PromiseFulfilledResult<{ id: number; userName: string; level: number }>).value;
    expect(first).toMatchObject({ userName: one.userName, level: 2 });
    expect((await shown()).find((m) => m.id === first.id)).toMatchObject({ text: 'first of one', userName: one.userName });
    await Promise.all([a.drain(), b.drain()]);
  });

  it("the writer's batches commit without waiting for the disk (decision 038); every other transaction waits", async () => {
    const me = await chatter();
    // The database as the writer gets it, reading the setting at the end of each of its transactions, before COMMIT.
    const seen: string[] = [];
    const watched: Database = {
      ...suite.db,
      transaction: (fn) =>
        suite.db.transaction(async (tx) => {
          const result = await fn(tx);
          seen.push((await tx.query<{ synchronous_commit: string }>('SHOW synchronous_commit'))[0]!.synchronous_commit);
          return result;
        }),
    };
    const writer = chatWriter(watched, suite.app.resources.storage);
    expect((await writer.post({ userId: me.userId, text: 'kept all the same', at: suite.clock.now() })).text).toBe('kept all the same');
    await writer.drain();
    expect(seen).toEqual(['off']);
    expect(await countOf(me.userId)).toBe(1);
    // The setting was the transaction's own: the next one (a pack open's, a tip's) waits for the disk as before.
    const after = await suite.db.transaction(async (tx) => (await tx.query<{ synchronous_commit: string }>('SHOW synchronous_commit'))[0]!.synchronous_commit);
    expect(after).toBe('on');
  });

  it('a self-excluded player cannot post', async () => {
    const me = await chatter();
    expect((await suite.app.inject({ method: 'POST', url: '/api/limits/exclusion', headers: { cookie: me.cookie }, payload: { period: '6m' } })).statusCode).toBe(200);
    const refused = await post(me.cookie, { text: 'hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Chat is closed to you while your self-exclusion runs.');
  });
});
