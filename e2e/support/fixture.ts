/**
 * What every browser suite against one server shares: the real server (started with the given
 * options) and Chromium, up before the suite's first test and closed after its last, and a fresh
 * browser context per test. Read `suite.server` and `suite.browser` inside tests and hooks.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { DESKTOP, openPage, type PageOptions } from './page';
import { startServer, type ServerOptions, type TestServer } from './server';

/** How long a locator waits for the page before the test fails: a loaded machine is slow. */
const ACTION_TIMEOUT_MS = 15_000;

export type BrowserSuite = {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A new context (its own cookies and storage) and page; `errors` collects uncaught page errors. Reduced motion unless `{ motion: true }` (`PageOptions`). */
  open(viewport?: { width: number; height: number }, options?: PageOptions): ReturnType<typeof openPage>;
};

export function browserSuite(options: ServerOptions = {}): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const ready = () => {
    if (!server || !browser) throw new Error('the suite has not started: use it inside tests and hooks');
    return { server, browser };
  };
  return {
    get server() {
      return ready().server;
    },
    get browser() {
      return ready().browser;
    },
    async open(viewport = DESKTOP, options = {}) {
      const opened = await openPage(ready().browser, ready().server.url, viewport, options);
      opened.context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      return opened;
    },
  };
}

/** The toasts on screen now. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/** Waits for a toast whose text contains this (for as long as any action may take, not expect.poll's one second). */
export async function expectToastContaining(page: Page, text: string): Promise<void> {
  await toasts(page).getByText(text).first().waitFor();
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, message: string | RegExp): Promise<void> {
  await toasts(page).getByText(message, { exact: true }).first().waitFor();
}
