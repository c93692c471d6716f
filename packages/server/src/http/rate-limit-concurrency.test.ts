/**
 * Rate limits hold under a burst (DESIGN §8): one counter per bucket and window, added to
 * atomically, so requests sent together cannot all see the count below the limit. Counting and
 * then inserting let 35 wrong admin passwords through a limit of 5, and 34 codes through a limit
 * of 20 per address.
 */
import { expect, it } from 'vitest';
import { hashPassword } from '../console/passwords';
import { appSuite } from '../test/app';
import { describeEachDatabase } from '../test/databases';
import { randomPhone } from '../test/users';

describeEachDatabase('rate limits under a burst', (openDb) => {
  const suite = appSuite({ openDb, config: { otpPerIpPerHour: 20 } });

  it('35 wrong admin passwords at once from one address: exactly 5 are checked, the rest are told to wait; the right one then forgives', async () => {
    const email = `burst-${Date.now()}@lootforge.test`;
    const password = 'correct horse battery staple';
    await suite.db.query(`INSERT INTO admins (email, password_hash) VALUES ($1, $2)`, [email, await hashPassword(password)]);
    const attempt = (guess: string, remoteAddress: string) => suite.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: guess }, remoteAddress });
    const answers = await Promise.all(Array.from({ length: 35 }, (_, i) => attempt(`wrong guess ${i}`, '203.0.113.90')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    // Another address is not held back by this one's misses, and a right password clears its own.
    const elsewhere = await attempt(password, '203.0.113.91');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const stillWaiting = await attempt(password, '203.0.113.90');
    expect(stillWaiting.statusCode).toBe(429);
  });

  it('34 sign-in codes asked for at once from one address, each for another number: exactly 20 are sent', async () => {
    const phones = Array.from({ length: 34 }, () => randomPhone());
    const answers = await Promise.all(
      phones.map((phone) => suite.app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: { phone, ageConfirmed: true }, remoteAddress: '203.0.113.92' })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json().error.message).toBe('Too many codes requested from your network. Please try again later.');
    }
    const sent = phones.filter((phone) => suite.sms.lastCodeFor(phone) !== undefined);
    expect(sent).toHaveLength(20);
  });

  it('ten requests for a code to one number at once send one (the resend wait holds)', async () => {
    const phone = randomPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => suite.app.inject({ method: 'POST', url: '/api/auth/phone/send', payload: { phone, ageConfirmed: true }, remoteAddress: '203.0.113.93' })),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1);
    const [row] = await suite.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM one_time_codes WHERE target = $1`, [phone]);
    expect(row!.n).toBe(1);
  });
});
