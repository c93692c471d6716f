/** /api/upgrader (DESIGN §10, §20). */
import type { FastifyInstance } from 'fastify';
import { upgradeParamsSchema, upgradeSchema } from '@lootforge/core/contracts/upgrader';
import { MAX_UPGRADE_ITEMS, UPGRADER_MIN_CHANCE_PPM } from '@lootforge/core/upgrader';
import { parseInput } from '../http/validate';
import { idempotencyKey } from '../http/idempotency';
import { requireUser } from '../auth/sessions';
import { balanceMessage } from '../wallet/publish';
import { publishInBackground } from '../realtime/bus';
import { userTopic } from '../realtime/hub';
import { liveMessages, upgradeWinEntry } from '../live/feed';
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
    if (!result.repeated) {
      // After commit: the player's other pages hear the balance and the inventory; a win goes to the live feed once the dial has landed.
      publishInBackground(app.resources.bus, request.log, [
        ...(result.balanceCents !== null ? [balanceMessage(userId, result.balanceCents)] : []),
        { topic: userTopic(userId), event: 'inventory', data: { added: result.upgrade.item ? [result.upgrade.item.inventoryId] : [] } },
        ...(result.upgrade.won ? liveMessages([upgradeWinEntry(app.resources.storage, { ...result.row, target_value_cents: result.upgrade.targetValueCents })]) : []),
      ]);
    }
    return { upgrade: result.upgrade, ...(result.balanceCents !== null ? { balanceCents: result.balanceCents } : {}) };
  });

  app.get('/api/upgrader/:id', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(upgradeParamsSchema, request.params);
    return { upgrade: await getUpgrade(db, { userId, id }) };
  });
}
