/** Battle routes (DESIGN §10): validate, call the service, publish after commit. */
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '../http/idempotency';
import { z } from 'zod';
import { battleListQuerySchema, battleViewQuerySchema, createBattleSchema, joinBattleSchema } from '@lootforge/core/contracts/battles';
import { AppError } from '../errors';
import { parseInput } from '../http/validate';
import { requireUser, sessionOwner } from '../auth/sessions';
import { battleDetail, publishBattleChange, type BattleAccess, type BattleEvent } from './events';
import type { BalanceChange } from './service';
import { cancelBattle, createBattle, fillWithBots, joinBattle } from './service';
import type { BattleState } from './repository';
import { listBattlePage, listPlayerBattlePage } from './list';

const idParams = z.object({ id: z.uuid({ error: 'That battle does not exist.' }) });
const historyQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});

export async function battleRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  const detail = (battleId: string, access: BattleAccess) => battleDetail(app, battleId, access);
  const publishChange = (state: BattleState, event: BattleEvent, balances: BalanceChange[]) => publishBattleChange(app, state, event, balances);

  app.get('/api/battles', async (request) => {
    const query = parseInput(battleListQuerySchema, request.query);
    return listBattlePage(db, storage, query);
  });

  app.get('/api/me/battles', async (request) => {
    const userId = await requireUser(request);
    const query = parseInput(historyQuery, request.query);
    return listPlayerBattlePage(db, storage, { userId, ...query });
  });

  app.get('/api/battles/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { key } = parseInput(battleViewQuerySchema, request.query);
    return { battle: await detail(id, { userId: await sessionOwner(request, 'user'), key }) };
  });

  app.get('/api/battles/options', async () => ({ turboEnabled: app.config.turboEnabled }));

  app.post('/api/battles', async (request) => {
    const userId = await requireUser(request);
    const body = parseInput(createBattleSchema, request.body);
    const result = await createBattle(db, {
      userId,
      body,
      idempotencyKey: idempotencyKey(request),
      houseEdge: app.config.houseEdge,
      clock: app.clock,
      turboEnabled: app.config.turboEnabled,
    });
    const battle = result.state ? publishChange(result.state, 'created', result.balances) : await detail(result.battleId, { userId, key: undefined });
    return { battle, message: 'Battle created!' };
  });

  app.post('/api/battles/:id/join', async (request) => {
    const userId = await requireUser(request).catch(() => {
      throw new AppError('unauthenticated', 'Please login to join');
    });
    const { id } = parseInput(idParams, request.params);
    const { key: queryKey } = parseInput(battleViewQuerySchema, request.query);
    const body = parseInput(joinBattleSchema, request.body ?? {});
    const key = body.key ?? queryKey;
    const result = await joinBattle(db, { userId, battleId: id, idempotencyKey: idempotencyKey(request), borrowPercent: body.borrowPercent, key, clock: app.clock });
    const battle = result.state ? publishChange(result.state, result.settled ? 'settled' : 'joined', result.balances) : await detail(id, { userId, key });
    return { battle, seat: result.seat, message: 'You have successfully joined this battle!' };
  });

  app.post('/api/battles/:id/fill-bots', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { state, balances } = await fillWithBots(db, { userId, battleId: id, clock: app.clock });
    return { battle: publishChange(state, 'settled', balances), message: 'Bots joined. The battle is starting!' };
  });

  app.post('/api/battles/:id/cancel', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { state, balances } = await cancelBattle(db, { userId, battleId: id, clock: app.clock });
    return { battle: publishChange(state, 'cancelled', balances), message: 'Battle cancelled. Every entry was refunded.' };
  });
}
