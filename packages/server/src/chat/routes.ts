/** /api/chat and the console's moderation (DESIGN §10, §22). Posting needs a player; reading is public. */
import type { FastifyInstance } from 'fastify';
import { chatMessageParams, muteSchema, postChatSchema } from '@lootforge/core/contracts/chat';
import { requireAdmin, requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { publishInBackground } from '../realtime/bus';
import { userParams } from '../console/player-routes';
import { chatWriter } from './writer';
import { CHAT_TOPIC, adminMessages, adminMutes, deleteMessage, mutePlayer, postMessage, recentMessages, unmutePlayer } from './service';

export async function chatRoutes(app: FastifyInstance) {
  const { db, storage, bus } = app.resources;
  const writer = chatWriter(db, storage);
  // Posts asked for before the server closes are written, and answered, before the database closes.
  app.addHook('onClose', () => writer.drain());

  app.get('/api/chat', async () => ({ messages: await recentMessages(db, storage) }));

  app.post('/api/chat', async (request) => {
    const userId = await requireUser(request);
    const { text } = parseInput(postChatSchema, request.body);
    const message = await postMessage(writer, { userId, text, clock: app.clock });
    publishInBackground(bus, request.log, [{ topic: CHAT_TOPIC, event: 'message', data: message }]);
    return { message };
  });

  app.get('/api/admin/chat', async (request) => {
    await requireAdmin(request);
    return adminMessages(db, storage);
  });

  app.get('/api/admin/chat/mutes', async (request) => {
    await requireAdmin(request);
    return adminMutes(db, { clock: app.clock });
  });

  app.post('/api/admin/chat/:messageId/delete', async (request) => {
    const adminId = await requireAdmin(request);
    const { messageId } = parseInput(chatMessageParams, request.params);
    await deleteMessage(db, { messageId, adminId, clock: app.clock });
    publishInBackground(bus, request.log, [{ topic: CHAT_TOPIC, event: 'deleted', data: { id: messageId } }]);
    return { deleted: messageId };
  });

  app.post('/api/admin/users/:id/mute', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(userParams, request.params);
    const mute = parseInput(muteSchema, request.body);
    return { mute: await mutePlayer(db, { userId: id, mute, adminId, clock: app.clock }) };
  });

  app.post('/api/admin/users/:id/unmute', async (request) => {
    const adminId = await requireAdmin(request);
    const { id } = parseInput(userParams, request.params);
    await unmutePlayer(db, { userId: id, adminId, clock: app.clock });
    return { unmuted: id };
  });
}
