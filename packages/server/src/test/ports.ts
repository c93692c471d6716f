import { createServer } from 'node:net';

/** A TCP port free now on 127.0.0.1, for a server whose address must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
