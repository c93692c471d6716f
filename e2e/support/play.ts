/** Playing through the API with a page's cookies: finding packs and opening them (the stakes races, rewards and referrals count). */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PackSummary } from '@lootforge/core/contracts/packs';

/** Every listed pack, cheapest first. */
export async function packsByPrice(page: Page): Promise<PackSummary[]> {
  const answer = await page.request.get('/api/packs?type=any&limit=50');
  const { packs } = (await answer.json()) as { packs: PackSummary[] };
  return [...packs].sort((a, b) => a.priceCents - b.priceCents);
}

/** The cheapest pack costing at least `minCents`. */
export async function packCostingAtLeast(page: Page, minCents: number): Promise<PackSummary> {
  const pack = (await packsByPrice(page)).find((p) => p.priceCents >= minCents);
  if (!pack) throw new Error(`no pack costs ${minCents} cents or more`);
  return pack;
}

/** Opens `count` of a pack for the signed-in player; resolves to what it cost (their wager). */
export async function openPacks(page: Page, pack: PackSummary, count = 1): Promise<number> {
  const answer = await page.request.post(`/api/packs/${pack.id}/open`, { data: { count }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(answer.status()).toBe(200);
  return pack.priceCents * count;
}

/** The signed-in player's balance as the server has it. */
export async function balanceOf(page: Page): Promise<number> {
  return ((await (await page.request.get('/api/wallet')).json()) as { balanceCents: number }).balanceCents;
}

/**
 * Lets the signed-in player take money or items out (DESIGN §19) as if they had wagered their
 * bonuses through and an admin had verified their identity: what a test of shipping or a
 * withdrawal itself needs, written straight to the server's database.
 */
export async function clearToTakeOut(page: Page, server: { app: { resources: { db: { query(text: string, params?: unknown[]): Promise<unknown[]> } } } }, options: { verified?: boolean } = {}): Promise<void> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  const db = server.app.resources.db;
  await db.query(`INSERT INTO playthrough (user_id, due_cents, wager_seen_cents) VALUES ($1, 0, 0) ON CONFLICT (user_id) DO UPDATE SET due_cents = 0`, [me.user.id]);
  if (options.verified !== false) {
    await db.query(
      `INSERT INTO kyc_submissions (user_id, status, legal_name, date_of_birth, country, address, document, document_type, submitted_at)
       VALUES ($1, 'verified', 'Test Player', '1990-01-01', 'GB', '1 Test Street', '\\x00', 'image/png', now()) ON CONFLICT (user_id) DO NOTHING`,
      [me.user.id],
    );
  }
}
