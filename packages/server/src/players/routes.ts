/**
 * GET /api/users/:name: a player's public profile (DESIGN §10). Only what anyone may see: name,
 * avatar, when they joined, battle record, recent public battles, best drops; never their phone,
 * e-mail, balance or id.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import { publicProfile } from './service';

const params = z.object({ name: z.string().trim().min(1, 'That player does not exist.').max(40, 'That player does not exist.') });

export async function playerRoutes(app: FastifyInstance) {
  const { db, storage } = app.resources;
  app.get('/api/users/:name', async (request) => {
    const { name } = parseInput(params, request.params);
    return publicProfile(db, storage, name);
  });
}
