/** /rewards (DESIGN §10, §14). */
import type { FastifyInstance } from 'fastify';
import { rewardClaimParamsSchema } from '@lootforge/core/contracts/rewards';
import { parseInput } from '../http/validate';
import { requireUser } from '../auth/sessions';
import { publishInBackground } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import { claimReward, listRewards } from './service';

export async function rewardRoutes(app: FastifyInstance) {
  const { db, bus } = app.resources;

  app.get('/api/rewards', async (request) => {
    const userId = await requireUser(request);
    return { rewards: await listRewards(db, { userId, clock: app.clock }) };
  });

  app.post('/api/rewards/:kind/claim', async (request) => {
    const userId = await requireUser(request);
    const { kind } = parseInput(rewardClaimParamsSchema, request.params);
    const claimed = await claimReward(db, { userId, kind, clock: app.clock });
    publishInBackground(bus, request.log, [balanceMessage(userId, claimed.balanceCents)]);
    return claimed;
  });
}
