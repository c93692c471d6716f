/** Rain and tips (DESIGN §10, §22): the rain open now or next, joining it, tipping; the console's rain history. */
import type { FastifyInstance } from 'fastify';
import { rainParams, tipSchema } from '@lootforge/core/contracts/rain';
import { requireAdmin, requireUser, sessionOwner } from '../auth/sessions';
import { CHAT_TOPIC } from '../chat/service';
import { idempotencyKey } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { publishInBackground, type BusMessage } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import { adminRains, currentRain, joinRain, rainNow } from './service';
import { sendTip } from './tips';

export async function rainRoutes(app: FastifyInstance) {
  const { db, bus } = app.resources;
  const baseCents = app.config.rainBaseCents;

  app.get('/api/rain', async (request) => {
    const userId = await sessionOwner(request, 'user');
    return { rain: await currentRain(db, { userId, clock: app.clock, baseCents }) };
  });

  app.post('/api/rain/:id/join', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(rainParams, request.params);
    return { rain: await joinRain(db, { userId, rainId: id, clock: app.clock, baseCents }) };
  });

  app.post('/api/tips', async (request) => {
    const userId = await requireUser(request);
    const tip = parseInput(tipSchema, request.body);
    const sent = await sendTip(db, { userId, tip, idempotencyKey: idempotencyKey(request), clock: app.clock, rainBaseCents: baseCents });
    const messages: BusMessage[] = [balanceMessage(userId, sent.balanceCents)];
    if (sent.receiver) messages.push(balanceMessage(sent.receiver.userId, sent.receiver.balanceCents));
    if (sent.message) {
      messages.push({ topic: CHAT_TOPIC, event: 'message', data: sent.message });
      messages.push({ topic: CHAT_TOPIC, event: 'rain', data: await rainNow(db, { clock: app.clock, baseCents }) });
    }
    publishInBackground(bus, request.log, messages);
    return { tip: { id: sent.id, amountCents: sent.amountCents, toUserName: sent.toUserName, balanceCents: sent.balanceCents } };
  });

  app.get('/api/admin/rains', async (request) => {
    await requireAdmin(request);
    return { rains: await adminRains(db) };
  });
}
