/** /wallet: the balance and the transfers that touched it, newest first, a page at a time. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { walletBalance, walletTransactions } from './service';

const pageQuery = z.object({
  cursor: z.coerce.number({ error: 'cursor must be a number' }).int().positive().optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(20),
});

export async function walletRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  app.get('/api/wallet', async (request) => {
    const userId = await requireUser(request);
    return { balanceCents: await walletBalance(db, userId) };
  });

  app.get('/api/wallet/transactions', async (request) => {
    const userId = await requireUser(request);
    const { cursor, limit } = parseInput(pageQuery, request.query);
    return walletTransactions(db, { userId, cursor, limit });
  });
}
