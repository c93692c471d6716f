/** Transparency (DESIGN §10, §23): the public figures, a player's inclusion proof, and an admin's publish. */
import type { FastifyInstance } from 'fastify';
import { proofQuerySchema, publishTreeSchema } from '@lootforge/core/contracts/transparency';
import { requireAdmin, requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { inclusionProof, publishTree } from './liabilities';
import { publishReport } from './returns';
import { publishedAnswer } from './service';
import { pickEncoding } from '../http/precompressed';

export async function transparencyRoutes(app: FastifyInstance) {
  const { db } = app.resources;

  // Sent as stored: serialised and compressed once per published report and tree (service.ts).
  app.get('/api/transparency', async (request, reply) => {
    const { body, encoding } = pickEncoding(await publishedAnswer(db, { clock: app.clock }), request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding').send(body);
  });

  app.get('/api/transparency/proof', async (request) => {
    const userId = await requireUser(request);
    const { tree } = parseInput(proofQuerySchema, request.query);
    return inclusionProof(db, { userId, ...(tree === undefined ? {} : { treeId: tree }) });
  });

  app.post('/api/admin/transparency/publish', async (request) => {
    const adminId = await requireAdmin(request);
    const { reservesCents } = parseInput(publishTreeSchema, request.body ?? {});
    const tree = await publishTree(db, { kind: 'requested', clock: app.clock, adminId, ...(reservesCents === undefined ? {} : { reservesCents }) });
    return { tree: tree! };
  });

  app.post('/api/admin/transparency/returns', async (request) => {
    const adminId = await requireAdmin(request);
    const report = await publishReport(db, { kind: 'requested', clock: app.clock, houseEdge: app.config.houseEdge, adminId });
    return { report: report! };
  });
}
