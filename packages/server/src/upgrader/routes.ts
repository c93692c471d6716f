/** /api/upgrader (DESIGN §10, §20). */
import type { FastifyInstance } from 'fastify';
import { upgradeParamsSchema, upgradeSchema } from '@lootforge/core/contracts/upgrader';
import { MAX_UPGRADE_ITEMS, UPGRADER_MIN_CHANCE_PPM } from '@lootforge/core/upgrader';
import { parseInput } from '../http/validate';
import { idempotencyKey } from '../http/idempotency';
import { requireUser } from '../auth/sessions';
import { balanceMessage } from '../wallet/publish';
import { publishInBackground } from '../realtime/bus';
import { getUpgrade, upgrade } from './service';

export async function upgraderRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  // What the page prices targets with: the chance is the server's formula on these (DESIGN §20).
  app.get('/api/upgrader/options', async () => ({ houseEdge: app.config.houseEdge, minChancePpm: UPGRADER_MIN_CHANCE_PPM, maxChancePpm: app.config.upgraderMaxChancePpm, maxItems: MAX_UPGRADE_ITEMS }));

  app.post('/api/upgrader', async (request) => {
    const userId = await requireUser(request);
    const body = parseInput(upgradeSchema, request.body);
    const result = await upgrade(db, {
      userId,
      ...body,
      idempotencyKey: idempotencyKey(request),
      houseEdge: app.config.houseEdge,
      maxChancePpm: app.config.upgraderMaxChancePpm,
      clock: app.clock,
    });
    // The player's other pages hear the new balance after commit (the inventory they read again).
    if (result.balanceCents !== null) publishInBackground(app.resources.bus, request.log, [balanceMessage(userId, result.balanceCents)]);
    return { upgrade: result.upgrade, ...(result.balanceCents !== null ? { balanceCents: result.balanceCents } : {}) };
  });

  app.get('/api/upgrader/:id', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(upgradeParamsSchema, request.params);
    return { upgrade: await getUpgrade(db, { userId, id }) };
  });
}
