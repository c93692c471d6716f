/**
 * The transparency sweep, every minute on every instance and once as it starts listening: publishes the day's
 * liability tree and returns report if they are not there yet (so a fresh install has both within
 * a minute of its first start, and each UTC day gets exactly one of each, whichever instance gets
 * there first).
 */
import type { FastifyInstance } from 'fastify';
import { repeat } from '../repeat';
import { ensureDailyTree, type PublishedTree } from './liabilities';
import { ensureDailyReport } from './returns';

const SWEEP_EVERY_MS = 60_000;

/** One sweep: what the timer runs, and what tests call with their own clock. */
export async function sweepTransparency(app: FastifyInstance): Promise<{ tree: PublishedTree | undefined; report: { id: number } | undefined }> {
  const tree = await ensureDailyTree(app.resources.db, { clock: app.clock });
  if (tree) app.log.info({ treeId: tree.id, totalCents: tree.totalCents, leaves: tree.leafCount }, 'published the day’s liability tree');
  const report = await ensureDailyReport(app.resources.db, { clock: app.clock, houseEdge: app.config.houseEdge });
  if (report) app.log.info({ reportId: report.id }, 'published the day’s returns');
  return { tree, report };
}

export function startTransparencySweeper(app: FastifyInstance): void {
  // The first sweep once the server listens: on a fresh install that is after the demo catalogue
  // and its players were seeded, so the first tree and report hold them.
  repeat(app, { everyMs: SWEEP_EVERY_MS, first: 'listen', failure: 'transparency sweep failed', work: () => sweepTransparency(app) });
}
