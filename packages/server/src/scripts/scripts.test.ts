/**
 * The operator's commands on a data directory another server holds, or with
 * a database that cannot be reached: one readable line and a non-zero exit,
 * no stack trace.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const scripts = ['ledger-verify.ts', 'seed.ts', 'admin-create.ts'];

function run(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const file = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const args = script === 'admin-create.ts' ? ['--email', 'ops@example.com', '--password', 'a long password'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('operator commands', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-scripts-'));
  // A live process (this one) holds the data directory, as a running server would.
  fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each(scripts)('%s on a data directory in use: one line, exit 1', async (script) => {
    const { code, output } = await run(script, { DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output.trim()).toBe(`Another server (pid ${process.pid}) is already using DATA_DIR ${path.resolve(dataDir)}. Stop it first, or start this one with a different DATA_DIR.`);
  });

  it('ledger:verify with a database that cannot be reached: one line, exit 1', async () => {
    const { code, output } = await run('ledger-verify.ts', { DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/^Cannot reach the database/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
