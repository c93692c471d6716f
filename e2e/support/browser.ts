/**
 * Real Chromium (Debian's /usr/bin/chromium) through playwright-core. When it
 * is missing the browser tests are skipped and say so; CI requires them.
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { describe, it } from 'vitest';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const inCi = process.env.CI === 'true' || process.env.CI === '1';

export function chromiumPath(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate));
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** `describe` for browser tests. */
export function describeBrowser(name: string, body: () => void): void {
  if (chromiumPath()) {
    describe(name, body);
    return;
  }
  if (inCi) {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error('Chromium is not installed at /usr/bin/chromium; CI requires the browser tests (apt-get install -y chromium).');
      });
    });
    return;
  }
  console.warn(`[skipped] browser tests "${name}": Chromium is not installed (apt-get install -y chromium to run them)`);
  describe.skip(name, body);
}
