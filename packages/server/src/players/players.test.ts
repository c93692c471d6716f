/** GET /api/users/:name: the public profile shows the record and never anything private. */
import { expect, it } from 'vitest';
import { publicPlayerAnswerSchema } from '@lootforge/core/contracts/players-answers';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { createTestPack, standardPackItems } from '../test/catalogue';
import { signUp } from '../test/users';

describeEachDatabase('public player profiles', (open) => {
  const suite = appSuite({ openDb: open });

  it("public answers name players but never carry their ids: a profile, the battle list, a battle, and search (decision 020)", async () => {
    const { packId } = await createTestPack(suite.app.resources.db, { name: 'Idless Crate', items: standardPackItems });
    const host = await signUp(suite.app, suite.sms, 'Nameonly Host');
    const guest = await signUp(suite.app, suite.sms, 'Nameonly Guest');
    const created = await suite.app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: host.cookie }, payload: { players: 3, mode: 'normal', packIds: [packId] } });
    const battleId = created.json().battle.id as string;
    expect((await suite.app.inject({ method: 'POST', url: `/api/battles/${battleId}/join`, headers: { cookie: guest.cookie }, payload: {} })).statusCode).toBe(200);
    const answers = await Promise.all(
      ['/api/users/Nameonly%20Host', '/api/users/Nameonly%20Guest', '/api/battles?limit=50', `/api/battles/${battleId}`, '/api/search?q=Nameonly', '/api/search?q=Idless'].map((url) =>
        suite.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.120' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(host.userId);
      expect(answer.body).not.toContain(guest.userId);
    }
    // The names are there instead: the host's, and each seat's.
    const battle = answers[3]!.json().battle;
    expect(battle.hostName).toBe('Nameonly Host');
    expect(battle.seats.map((seat: { userName: string }) => seat.userName)).toEqual(['Nameonly Host', 'Nameonly Guest']);
  });

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
    expect(Object.keys(raw).sort()).toEqual(['avatarThumbUrl', 'avatarUrl', 'battlesPlayed', 'battlesWon', 'biggestWinCents', 'joinedAt', 'level', 'recentBattles', 'topDrops', 'userName']);
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
