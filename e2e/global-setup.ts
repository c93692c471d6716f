/**
 * Builds the web app once before the browser tests, into a folder of this
 * run's own (so two runs at once never serve each other's half-written
 * build), and hands its path to the tests. Skipped when Chromium is missing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './support/browser';

declare module 'vitest' {
  // Augmenting vitest's own interface needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    webDist: string;
  }
}

export default function setup(project: TestProject) {
  if (!chromiumPath()) return;
  const root = fileURLToPath(new URL('..', import.meta.url));
  const outDir = path.join(root, '.tmp', `e2e-web-${process.pid}`);
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'packages/web/vite.config.ts', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  project.provide('webDist', outDir);
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
