/** /referrals (DESIGN §10, §15). */
import type { FastifyInstance } from 'fastify';
import { referralCodeChangeSchema } from '@lootforge/core/contracts/referrals';
import { parseInput } from '../http/validate';
import { requireUser } from '../auth/sessions';
import { publishInBackground } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import { changeReferralCode, claimReferralEarnings, referralSummary } from './service';

export async function referralRoutes(app: FastifyInstance) {
  const { db, bus } = app.resources;

  app.get('/api/referrals', async (request) => {
    const userId = await requireUser(request);
    return referralSummary(db, { userId, publicUrl: app.config.publicUrl, clock: app.clock });
  });

  app.put('/api/referrals/code', async (request) => {
    const userId = await requireUser(request);
    const { code } = parseInput(referralCodeChangeSchema, request.body);
    return changeReferralCode(db, { userId, code, clock: app.clock, publicUrl: app.config.publicUrl });
  });

  app.post('/api/referrals/claim', async (request) => {
    const userId = await requireUser(request);
    const claimed = await claimReferralEarnings(db, { userId });
    publishInBackground(bus, request.log, [balanceMessage(userId, claimed.balanceCents)]);
    return claimed;
  });
}
