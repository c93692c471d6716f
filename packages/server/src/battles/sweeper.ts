/**
 * Cancels and refunds open battles past their age, once a minute. Every
 * instance may run it: the sweep takes each battle with SKIP LOCKED.
 */
import type { FastifyInstance } from 'fastify';
import { publishBattleChange } from './events';
import { expireOpenBattles } from './service';

const SWEEP_EVERY_MS = 60_000;

export function startBattleSweeper(app: FastifyInstance, maxAgeSeconds: number): void {
  const { db } = app.resources;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      for (const { state, balances } of await expireOpenBattles(db, maxAgeSeconds, app.clock)) {
        const battleId = state.battle.id;
        app.log.info({ battleId }, 'expired an open battle and refunded its seats');
        publishBattleChange(app, state, 'cancelled', balances, [{ topic: 'battles', event: 'removed', data: { id: battleId } }]);
      }
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
