import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time (the machines this runs on have two cores): alone, a server file leaves
    // much of the machine idle, waiting on PostgreSQL, on a child process, on its own imports.
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      // The web app's own logic (no browser: the e2e project drives Chromium).
      { test: { name: 'web', include: ['packages/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 60_000,
          // Each suite boots a fresh database; on a busy two-core machine PGlite's start alone can take tens of seconds.
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // After the other projects (group 0), two browser files at a time: each has its own server,
          // database and Chromium, and most of a browser test is waiting for the page.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          globalSetup: ['e2e/global-setup.ts'],
          // A page may take seconds to answer on a busy machine: expect.poll waits as long as an action does (ACTION_TIMEOUT_MS), not one second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
