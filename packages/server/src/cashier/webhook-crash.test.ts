/**
 * A deposit's webhook when the server dies between receiving it and answering (DESIGN §19): the
 * real server (a child process) is sent the completions of ten deposits at once and killed with
 * SIGKILL while they are in flight, so some committed and some did not, and none was answered.
 * Started again on the same data, the provider's retry of every one completes each deposit
 * exactly once, and `ledger:verify` passes. On PGlite and on PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import { describe, expect } from 'vitest';
import { call, itOnEachDatabase, signUp, stopAndVerify, startServer, type Server } from '../test/child-server';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox';

const SECRET = 'a-secret-for-the-crash-test';
const DEPOSITS = 10;

function sendCompletion(server: Server, body: string): Promise<number | null> {
  return fetch(`${server.url}/api/cashier/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, body, Math.floor(Date.now() / 1000)) },
    body,
  })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch(() => null);
}

async function crashMidWebhook(env: Record<string, string>) {
  // The test is the provider here: the server's own sandbox sends nothing (its deliveries go nowhere).
  const settings = { ...env, SANDBOX_WEBHOOK_SECRET: SECRET, SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9/nowhere', BONUS_PLAYTHROUGH: '0' };
  let server = await startServer(settings);
  const running: ChildProcess[] = [server.child];
  try {
    const cookie = await signUp(server, 1);
    const start = (await call(server, 'GET', '/api/wallet', { cookie })).json.balanceCents as number;
    const bodies: string[] = [];
    for (let n = 0; n < DEPOSITS; n++) {
      const created = await call(server, 'POST', '/api/cashier/deposits', { cookie, body: { amountCents: 1_000 + n } });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      const ref = (created.json.deposit as { checkoutUrl: string }).checkoutUrl.split('/').pop()!;
      bodies.push(JSON.stringify({ id: `evt_crash_${n}_${ref}`, type: 'deposit.completed', providerRef: ref, amountCents: 1_000 + n }));
    }
    const first = bodies.map((body) => sendCompletion(server, body));
    // Killed while the completions are being worked on: after the first has had a moment.
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGKILL');
    await server.exited;
    const answered = await Promise.all(first);
    // Whatever was answered 200 before the kill was applied; the rest may or may not have been.
    expect(answered.filter((status) => status !== null && status !== 200)).toEqual([]);

    server = await startServer(settings);
    running.push(server.child);
    // The provider retries every one it was not answered for (and a retry of an answered one is harmless).
    const retried = await Promise.all(bodies.map((body) => sendCompletion(server, body)));
    expect(retried).toEqual(Array(DEPOSITS).fill(200));
    const again = await Promise.all(bodies.map((body) => sendCompletion(server, body)));
    expect(again).toEqual(Array(DEPOSITS).fill(200));

    const expected = bodies.reduce((sum, body) => sum + (JSON.parse(body) as { amountCents: number }).amountCents, 0);
    expect((await call(server, 'GET', '/api/wallet', { cookie })).json.balanceCents).toBe(start + expected);
    const cashier = (await call(server, 'GET', '/api/cashier', { cookie })).json as { deposits: Array<{ status: string }> };
    expect(cashier.deposits.map((d) => d.status)).toEqual(Array(DEPOSITS).fill('completed'));

    await stopAndVerify(server, env);
  } finally {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  }
}

describe('a deposit webhook through a crash (SIGKILL before the answer, then the retry)', () => {
  itOnEachDatabase(crashMidWebhook, 300_000);
});
