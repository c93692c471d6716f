/**
 * The race sweep, every 15 seconds on every instance: makes the coming
 * daily and weekly races and pays those that have ended (safe at once on
 * many instances, see finishDueRaces). It runs once as the app starts, so
 * a fresh database has its races before the first request.
 */
import type { FastifyInstance } from 'fastify';
import { publishInBackground } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import { ensureScheduledRaces, finishDueRaces, raceBoard, type FinishedRace } from './service';

const SWEEP_EVERY_MS = 15_000;

/** One sweep: what the timer runs, and what tests call with their own clock. */
export async function sweepRaces(app: FastifyInstance): Promise<FinishedRace[]> {
  const { db, bus } = app.resources;
  await ensureScheduledRaces(db, { clock: app.clock, pools: app.config.racePools, minWagers: app.config.raceMinWagers });
  const finished = await finishDueRaces(db, { clock: app.clock });
  for (const race of finished) {
    app.log.info({ raceId: race.raceId, winners: race.balances.length }, 'paid a finished race');
    const board = await raceBoard(db, { clock: app.clock, raceId: race.raceId });
    publishInBackground(bus, app.log, [
      ...(board ? [{ topic: 'races', event: 'race', data: board }] : []),
      ...race.balances.map((b) => balanceMessage(b.userId, b.balanceCents)),
    ]);
  }
  return finished;
}

export async function startRaceSweeper(app: FastifyInstance): Promise<void> {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await sweepRaces(app);
    } catch (error) {
      app.log.error({ err: error }, 'race sweep failed');
    } finally {
      running = false;
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
