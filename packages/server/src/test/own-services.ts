/**
 * A PostgreSQL cluster and a Redis server of a test's own, which it can stop
 * and start again: for what the site does while they are away. Built from
 * the machine's PostgreSQL and Redis binaries (as root, the cluster runs as
 * the `postgres` user, since PostgreSQL refuses to run as root).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const version = fs.readdirSync(root).sort().at(-1);
  const bin = version && path.join(root, version, 'bin');
  return bin && fs.existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

export function redisServerPath(): string | undefined {
  return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const asRoot = process.getuid?.() === 0;

export type OwnPostgres = { url: string; stop(): void; start(): void; destroy(): void };

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-own-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (asRoot) fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (tool: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () => run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Immediate: the way a crash or a hard restart looks to the server (connections cut, no goodbye).
    stop: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    destroy: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type OwnRedis = { url: string; stop(): Promise<void>; start(): Promise<void> };

export async function startOwnRedis(): Promise<OwnRedis> {
  const server = redisServerPath();
  if (!server) throw new Error('redis-server is not installed');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(server, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let tries = 0; tries < 100; tries++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
        socket.on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill('SIGKILL');
      await exited;
    },
    start,
  };
}
