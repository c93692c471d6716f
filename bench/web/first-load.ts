/**
 * The first load of `/` and of a pack page in Chromium as a phone on a slow
 * 4G network would see it (issue 15): the DevTools protocol throttles the
 * network to Lighthouse's "slow 4G" (562.5 ms round trip, 1.47 Mbit/s down,
 * 675 kbit/s up) and the CPU 4×, with an empty cache. Printed per page: the
 * JavaScript and CSS bytes transferred (compressed, as sent), every byte
 * transferred, and the first contentful paint beside its budget (2.5 s).
 *
 * The built server runs as its own process (embedded database, demo
 * catalogue), so this measures what `npm start` serves.
 *
 *   npm run build && npm run bench:web      BENCH_RUNS (default 3: the median is printed)
 *
 * Figures are only worth reading on a quiet machine.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startServerProcess } from '../lib/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FCP_BUDGET_MS = 2_500;
const webDist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's DevTools throttling for "slow 4G" (bytes per second). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1_474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

type Load = { fcpMs: number; scriptBytes: number; styleBytes: number; totalBytes: number; requests: number };

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map<string, string>();
  let scriptBytes = 0;
  let styleBytes = 0;
  let totalBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId);
    requests += 1;
    totalBytes += event.encodedDataLength;
    if (type === 'Script') scriptBytes += event.encodedDataLength;
    if (type === 'Stylesheet') styleBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const fcpMs = (await page.evaluate(
    `new Promise((resolve) => {
      const seen = performance.getEntriesByName('first-contentful-paint')[0];
      if (seen) return resolve(seen.startTime);
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    })`,
  )) as number;
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  await context.close();
  return { fcpMs, scriptBytes, styleBytes, totalBytes, requests };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!fs.existsSync(`${webDist}/index.html`)) throw new Error('Build the web app first: npm run build');
  if (!fs.existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const server = await startServerProcess({ WEB_DIST: webDist, SEED_DEMO: 'true' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const { packs } = (await (await fetch(`${server.baseUrl}/api/packs?limit=1`)).json()) as { packs: Array<{ id: string; name: string }> };
    const pages: Array<[string, string]> = [
      ['/', '/'],
      [`pack page (${packs[0]!.name})`, `/productdetails?id=${packs[0]!.id}`],
    ];
    console.log(`First load on a phone, slow 4G (562.5 ms RTT, 1.47 Mbit/s down), CPU ${CPU_SLOWDOWN}× slower, empty cache; median of ${RUNS}`);
    for (const [label, path] of pages) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) loads.push(await loadOnce(browser, `${server.baseUrl}${path}`));
      const fcp = median(loads.map((load) => load.fcpMs));
      const last = loads[loads.length - 1]!;
      console.log(
        `  ${label.padEnd(34)} FCP ${(fcp / 1000).toFixed(2)} s (budget ${(FCP_BUDGET_MS / 1000).toFixed(1)} s: ${fcp <= FCP_BUDGET_MS ? 'met' : 'NOT met'})   ` +
          `JS ${kb(last.scriptBytes)}, CSS ${kb(last.styleBytes)}, all ${kb(last.totalBytes)} in ${last.requests} requests (transferred)`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
