/**
 * The live leaderboard: after a commit changes a race's totals, its board
 * goes out on the `races` topic, at most once a second per race and
 * instance (a burst of stakes makes one message, read after the burst).
 */
import type { FastifyInstance } from 'fastify';
import { publishInBackground } from '../realtime/bus';
import { onRaceTotalsChanged } from '../stakes/service';
import { forgetBoards, raceBoard } from './service';

export const RACE_FEED_EVERY_MS = 1_000;

export function startRaceFeed(app: FastifyInstance): void {
  const { db, bus } = app.resources;
  const pending = new Map<number, NodeJS.Timeout>();
  const publish = async (raceId: number) => {
    pending.delete(raceId);
    try {
      const board = await raceBoard(db, { clock: app.clock, raceId });
      if (board) publishInBackground(bus, app.log, [{ topic: 'races', event: 'race', data: board }]);
    } catch (error) {
      app.log.error({ err: error, raceId }, 'race board not published');
    }
  };
  const stop = onRaceTotalsChanged(db, (raceIds) => {
    forgetBoards(db, raceIds);
    for (const raceId of raceIds) {
      if (pending.has(raceId)) continue;
      const timer = setTimeout(() => void publish(raceId), RACE_FEED_EVERY_MS);
      timer.unref();
      pending.set(raceId, timer);
    }
  });
  app.addHook('onClose', async () => {
    stop();
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  });
}
