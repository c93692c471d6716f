/**
 * Builds the web app once before the browser tests, so they exercise the
 * code as it is now. Skipped (with a note) when Chromium is not installed.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './support/browser';

export default function setup() {
  if (!chromiumPath()) return;
  const root = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'packages/web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
