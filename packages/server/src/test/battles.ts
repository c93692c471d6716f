import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A host's battle still waiting for players: `players` seats, one round of `packId`, with each of
 * `joiners` seated after the host. Returns its id (for tests of what happens to battles not started).
 */
export async function openBattle(app: FastifyInstance, input: { packId: string; host: { cookie: string }; joiners?: Array<{ cookie: string }>; players?: number }): Promise<string> {
  const created = await app.inject({ method: 'POST', url: '/api/battles', headers: { cookie: input.host.cookie }, payload: { players: input.players ?? 3, mode: 'normal', packIds: [input.packId] } });
  expect(created.statusCode, created.body).toBe(200);
  const battleId = created.json().battle.id as string;
  for (const joiner of input.joiners ?? []) {
    const joined = await app.inject({ method: 'POST', url: `/api/battles/${battleId}/join`, headers: { cookie: joiner.cookie }, payload: {} });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return battleId;
}
