/** GET /api/users/:name: the public profile shows the record and never anything private. */
import { expect, it } from 'vitest';
import { publicPlayerAnswerSchema } from '@lootforge/core/contracts/players-answers';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { signUp } from '../test/users';

describeEachDatabase('public player profiles', (open) => {
  const suite = appSuite({ openDb: open });

  it('shows joined, battles played and won, the biggest win, recent battles and best drops', async () => {
    const { packId } = await createTestPack(suite.app.resources.db, { items: standardPackItems });
    const player = await signUp(suite.app, suite.sms, 'Profiled One');
    const created = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: player.cookie }, payload: { players: 2, mode: 'normal', packIds: [packId] } });
    const battleId = created.json().battle.id as string;
    expect((await suite.app.inject({ method: 'POST', url: `/api/battles/${battleId}/fill-bots`, headers: { cookie: player.cookie } })).statusCode).toBe(200);
    expect((await suite.app.inject({ method: 'POST', url: `/api/packs/${packId}/open`, headers: { cookie: player.cookie }, payload: { count: 2 } })).statusCode).toBe(200);

    // Until the reels have played, the battle is not counted and the opens are not shown.
    let answer = await suite.app.inject({ method: 'GET', url: '/api/users/profiled%20one' });
    expect(answer.statusCode).toBe(200);
    let profile = publicPlayerAnswerSchema.parse(answer.json()).player;
    expect(profile).toMatchObject({ userName: 'Profiled One', battlesPlayed: 0, battlesWon: 0, biggestWinCents: 0, topDrops: [] });
    expect(profile.recentBattles.map((battle) => battle.id)).toEqual([battleId]);

    await suite.app.resources.db.query(`UPDATE battles SET completed_at = now() - interval '1 minute' WHERE id = $1`, [battleId]);
    await suite.app.resources.db.query(`UPDATE pack_opens SET created_at = created_at - interval '1 minute'`);
    answer = await suite.app.inject({ method: 'GET', url: '/api/users/Profiled%20One' });
    profile = publicPlayerAnswerSchema.parse(answer.json()).player;
    const [seat] = await suite.app.resources.db.query<{ payout_cents: number }>(`SELECT payout_cents FROM battle_seats WHERE battle_id = $1 AND seat = 0`, [battleId]);
    expect(profile.battlesPlayed).toBe(1);
    expect(profile.battlesWon).toBe(seat!.payout_cents > 0 ? 1 : 0);
    expect(profile.biggestWinCents).toBe(seat!.payout_cents);
    expect(profile.topDrops).toHaveLength(2);
    expect(profile.topDrops[0]!.valueCents).toBeGreaterThanOrEqual(profile.topDrops[1]!.valueCents);
    expect(profile.joinedAt).toBeGreaterThan(0);

    // Only the allow-listed fields: nothing that identifies or values the account.
    const raw = answer.json().player as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(['avatarThumbUrl', 'avatarUrl', 'battlesPlayed', 'battlesWon', 'biggestWinCents', 'joinedAt', 'recentBattles', 'topDrops', 'userName']);
    expect(answer.body).not.toContain(player.phone);
  });

  it('answers 404 for a player who does not exist or has not finished signing up', async () => {
    for (const [url, status] of [['/api/users/nobody-here', 404], [`/api/users/${'x'.repeat(60)}`, 400]] as const) {
      const response = await suite.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.json().error.message).toMatch(/That player does not exist\./);
    }
  });
});
