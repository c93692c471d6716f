/**
 * The rain sweep, every few seconds on every instance: makes the rain open now or next, and closes
 * every rain whose joins have closed (each exactly once on any number of instances, see
 * settleDueRain), publishing the result line, the next rain and the winners' balances.
 */
import type { FastifyInstance } from 'fastify';
import { CHAT_TOPIC } from '../chat/service';
import { publishInBackground } from '../realtime/bus';
import { repeat } from '../repeat';
import { balanceMessage } from '../wallet/publish';
import { ensureRain, rainNow, settleDueRain, type SettledRain } from './service';

const SWEEP_EVERY_MS = 3_000;

/** One sweep: what the timer runs, and what tests call with their own clock. */
export async function sweepRain(app: FastifyInstance): Promise<SettledRain[]> {
  const { db, bus } = app.resources;
  const settings = { clock: app.clock, baseCents: app.config.rainBaseCents };
  await ensureRain(db, settings);
  const settled: SettledRain[] = [];
  for (;;) {
    const rain = await settleDueRain(db, { clock: app.clock, bonusPlaythrough: app.config.cashier.bonusPlaythrough });
    if (!rain) break;
    app.log.info({ rainId: rain.rainId, poolCents: rain.poolCents, joiners: rain.joiners }, 'closed a rain');
    settled.push(rain);
    publishInBackground(bus, app.log, [
      { topic: CHAT_TOPIC, event: 'message', data: rain.message },
      { topic: CHAT_TOPIC, event: 'rain', data: await rainNow(db, settings) },
      ...rain.balances.map((b) => balanceMessage(b.userId, b.balanceCents)),
    ]);
  }
  return settled;
}

export function startRainSweeper(app: FastifyInstance): void {
  repeat(app, { everyMs: SWEEP_EVERY_MS, first: 'now', failure: 'rain sweep failed', work: () => sweepRain(app) });
}
