/** Battle routes (DESIGN §10): validate, call the service, publish after commit. */
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '../http/idempotency';
import { z } from 'zod';
import { battleListQuerySchema, createBattleSchema } from '@lootforge/core/contracts/battles';
import { AppError } from '../errors';
import { parseInput } from '../http/validate';
import { requireUser } from '../auth/sessions';
import { battleDetail, publishBattleChange, type BattleEvent } from './events';
import type { BalanceChange } from './service';
import { cancelBattle, createBattle, fillWithBots, joinBattle } from './service';
import { listBattles, listUserBattles, loadSeats, type BattleRow, type BattleState, type ListCursor } from './repository';
import { toCard } from './views';

const idParams = z.object({ id: z.uuid({ error: 'That battle does not exist.' }) });
const historyQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});

function encodeCursor(row: BattleRow): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): ListCursor | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('validation', 'That page cursor is not valid.');
  return { createdAt, id };
}

export async function battleRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  const now = () => Date.now();

  const cards = async (rows: BattleRow[]) => {
    const seats = await loadSeats(db, rows.map((r) => r.id));
    const nowMs = now();
    return rows.map((row) => toCard(storage, row, seats.filter((s) => s.battle_id === row.id), nowMs));
  };

  const detail = (battleId: string) => battleDetail(app, battleId);
  const publishChange = (state: BattleState, event: BattleEvent, balances: BalanceChange[]) => publishBattleChange(app, state, event, balances);

  app.get('/api/battles', async (request) => {
    const query = parseInput(battleListQuerySchema, request.query);
    const statuses = query.filter === 'open' ? ['open'] : query.filter === 'completed' ? ['settled'] : ['open', 'settled'];
    const rows = await listBattles(db, { statuses, limit: query.limit + 1, cursor: decodeCursor(query.cursor) });
    const page = rows.slice(0, query.limit);
    return { battles: await cards(page), nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null };
  });

  app.get('/api/me/battles', async (request) => {
    const userId = await requireUser(request);
    const query = parseInput(historyQuery, request.query);
    const rows = await listUserBattles(db, { userId, limit: query.limit + 1, cursor: decodeCursor(query.cursor) });
    const page = rows.slice(0, query.limit);
    return { battles: await cards(page), nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null };
  });

  app.get('/api/battles/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { battle: await detail(id) };
  });

  app.post('/api/battles', async (request) => {
    const userId = await requireUser(request);
    const body = parseInput(createBattleSchema, request.body);
    const result = await createBattle(db, { userId, body, idempotencyKey: idempotencyKey(request), houseEdge: app.config.houseEdge });
    const battle = result.state ? publishChange(result.state, 'created', result.balances) : await detail(result.battleId);
    return { battle, message: 'Battle created!' };
  });

  app.post('/api/battles/:id/join', async (request) => {
    const userId = await requireUser(request).catch(() => {
      throw new AppError('unauthenticated', 'Please login to join');
    });
    const { id } = parseInput(idParams, request.params);
    const result = await joinBattle(db, { userId, battleId: id, idempotencyKey: idempotencyKey(request) });
    const battle = result.state ? publishChange(result.state, result.settled ? 'settled' : 'joined', result.balances) : await detail(id);
    return { battle, seat: result.seat, message: 'You have successfully joined this battle!' };
  });

  app.post('/api/battles/:id/fill-bots', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { state, balances } = await fillWithBots(db, { userId, battleId: id });
    return { battle: publishChange(state, 'settled', balances), message: 'Bots joined. The battle is starting!' };
  });

  app.post('/api/battles/:id/cancel', async (request) => {
    const userId = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    const { state, balances } = await cancelBattle(db, { userId, battleId: id });
    return { battle: publishChange(state, 'cancelled', balances), message: 'Battle cancelled. Every entry was refunded.' };
  });
}
