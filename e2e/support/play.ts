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
