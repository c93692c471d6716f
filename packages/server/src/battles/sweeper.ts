/**
 * Cancels and refunds open battles past their age, once a minute. Every
 * instance may run it: the sweep takes each battle with SKIP LOCKED.
 */
import type { FastifyInstance } from 'fastify';
import { publishCancelledBattles } from './events';
import { expireOpenBattles } from './service';

const SWEEP_EVERY_MS = 60_000;

export function startBattleSweeper(app: FastifyInstance, maxAgeSeconds: number): void {
  const { db } = app.resources;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireOpenBattles(db, maxAgeSeconds, app.clock);
      for (const { state } of expired) app.log.info({ battleId: state.battle.id }, 'expired an open battle and refunded its seats');
      publishCancelledBattles(app, expired);
    } catch (error) {
      app.log.error({ err: error }, 'battle expiry sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
