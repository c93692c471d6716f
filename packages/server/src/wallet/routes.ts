/** /wallet: the balance and the transfers that touched it, newest first, a page at a time. */
import type { FastifyInstance } from 'fastify';
import { walletPageQuerySchema } from '@lootforge/core/contracts/wallet';
import { requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { walletBalance, walletSummary, walletTransactions } from './service';

export async function walletRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  app.get('/api/wallet', async (request) => {
    const userId = await requireUser(request);
    return { balanceCents: await walletBalance(db, userId) };
  });

  app.get('/api/wallet/summary', async (request) => {
    const userId = await requireUser(request);
    return walletSummary(db, userId);
  });

  app.get('/api/wallet/transactions', async (request) => {
    const userId = await requireUser(request);
    const { cursor, limit } = parseInput(walletPageQuerySchema, request.query);
    return walletTransactions(db, { userId, cursor, limit });
  });
}
