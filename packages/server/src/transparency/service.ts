/**
 * The transparency page's figures (DESIGN §23): the published returns (stored by the returns
 * sweep, never computed on a request), the liability trees, and how fast withdrawals are paid.
 */
import type { TransparencyAnswer } from '@lootforge/core/contracts/transparency-answers';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { recentTrees } from './liabilities';
import { latestReport, payoutTimes, publishedIds } from './repository';
import { precompress, type Precompressed } from '../http/precompressed';

const PAYOUT_WINDOW_MS = 30 * 86_400_000;

export async function transparencyView(db: Database, input: { clock: Clock }): Promise<TransparencyAnswer> {
  const [report, liabilities] = await Promise.all([latestReport(db), recentTrees(db)]);
  // Payout times come with the report; before the first one, read now (a small aggregate).
  const payouts = report
    ? (report.payouts as TransparencyAnswer['payouts'])
    : await payoutTimes(db, new Date(input.clock.now().getTime() - PAYOUT_WINDOW_MS)).then((p) => ({ count: p.count, medianSeconds: p.median_seconds, p90Seconds: p.p90_seconds }));
  return {
    returns: (report?.returns ?? []) as TransparencyAnswer['returns'],
    returnsComputedAt: report?.computed_at.toISOString() ?? null,
    liabilities,
    payouts,
  };
}

/**
 * GET /api/transparency's answer, serialised and compressed once per published state (the latest
 * report and tree): it changes daily or when an admin publishes, and is read by every visitor, so a
 * request costs one small read of the latest ids. Before the first report (payout times read live)
 * it is built each time.
 */
const answers = new WeakMap<object, { key: string; answer: Promise<Precompressed> }>();

export async function publishedAnswer(db: Database, input: { clock: Clock }): Promise<Precompressed> {
  const ids = await publishedIds(db);
  const build = async () => precompress(Buffer.from(JSON.stringify(await transparencyView(db, input))));
  if (ids.report === null) return build();
  const key = `${ids.report}:${ids.tree}`;
  const known = answers.get(db.scope);
  if (known?.key === key) return known.answer;
  const answer = build();
  answers.set(db.scope, { key, answer });
  answer.catch(() => answers.delete(db.scope));
  return answer;
}
