import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lootforge-lock-'));
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start a second time on the same DATA_DIR, and says why', async () => {
    const first = start({ DATA_DIR: dataDir });
    running.push(first.child);
    await expect.poll(first.output, { timeout: 60_000, interval: 200 }).toContain('LootForge is up');

    const second = start({ DATA_DIR: dataDir });
    running.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server (pid ${first.child.pid}) is already using DATA_DIR`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('stops with a readable message when the configuration is wrong', async () => {
    const bad = start({ DATA_DIR: dataDir, HOUSE_EDGE: 'lots' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:');
    expect(bad.output()).toContain('HOUSE_EDGE must be a number');
  });
});
