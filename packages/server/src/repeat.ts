/**
 * Background work that repeats on every instance (the sweeps): one run at a time (a tick that
 * finds a run under way skips), its failures logged, never thrown, and closing waits for a run
 * under way (preClose runs before the onClose hook that closes the database).
 */
import type { FastifyInstance } from 'fastify';

export type RepeatOptions = {
  everyMs: number;
  /** The first run: at once (the next turn of the event loop), once the server listens, or only after the first interval. */
  first: 'now' | 'listen' | 'later';
  /** What a failure is logged as. */
  failure: string;
  work: () => Promise<unknown>;
};

export function repeat(app: FastifyInstance, options: RepeatOptions): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= options
      .work()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, options.failure))
      .finally(() => {
        running = null;
      });
  };
  let first: ReturnType<typeof setTimeout> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = () => {
    timer = setInterval(run, options.everyMs);
    timer.unref();
  };
  if (options.first === 'listen') {
    app.addHook('onListen', async () => {
      run();
      start();
    });
  } else {
    if (options.first === 'now') {
      first = setTimeout(run, 0);
      first.unref();
    }
    start();
  }
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}
