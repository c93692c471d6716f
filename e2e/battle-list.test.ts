/**
 * The battle list as a player uses it at 1440 and 375 px: dense rows (five or more above the fold
 * on a laptop), the Open / Live / Finished tabs, sorting and filtering, all kept in the address,
 * and each round's pack named on hover or tap; rows that sell the battle (every option as a badge,
 * what a sponsored seat costs a joiner, the round being played, the players of a finished battle)
 * and "Create similar".
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, expectNoSideScroll, screenshotFromTop } from './support/page';
import { formatCents } from '@lootforge/core/money';
import { signUpViaApi } from './support/sign-in';

type PackRow = { id: string; name: string; priceCents: number };

describeBrowser('battle list', () => {
  const suite = browserSuite({ seed: true });
  let packs: PackRow[] = [];
  let liveId = '';
  let finishedId = '';

  beforeAll(async () => {
    const { page, context } = await suite.open(DESKTOP);
    packs = ((await (await page.request.get('/api/packs')).json()) as { packs: PackRow[] }).packs.sort((a, b) => a.priceCents - b.priceCents);
    const create = async (body: object) => {
      const response = await page.request.post('/api/battles', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { battle: { id: string } }).battle.id;
    };
    // Several hosts (a host may hold only a few open battles), cheap packs so the bonus covers them.
    const plan = [
      { players: 2, mode: 'normal', packIds: [packs[0]!.id] },
      { players: 3, mode: 'upside_down', packIds: [packs[1]!.id, packs[0]!.id] },
      { players: 4, mode: 'shared', packIds: [packs[2]!.id] },
      { players: 2, mode: 'upside_down', packIds: [packs[0]!.id, packs[1]!.id, packs[2]!.id] },
      { players: 5, mode: 'normal', packIds: [packs[1]!.id] },
      { players: 2, mode: 'normal', packIds: [packs[2]!.id, packs[2]!.id] },
    ];
    for (const [index, body] of plan.entries()) {
      if (index % 3 === 0) await signUpViaApi(page, suite.server);
      await create(body);
    }
    await signUpViaApi(page, suite.server);
    // A long battle filled with bots: its reels play for a while, so it is live.
    liveId = await create({ players: 2, mode: 'normal', packIds: Array.from({ length: 20 }, () => packs[0]!.id) });
    expect((await page.request.post(`/api/battles/${liveId}/fill-bots`)).status()).toBe(200);
    finishedId = await create({ players: 2, mode: 'shared', packIds: [packs[0]!.id] });
    expect((await page.request.post(`/api/battles/${finishedId}/fill-bots`)).status()).toBe(200);
    // Its reels played out a while ago.
    await suite.server.app.resources.db.query(`UPDATE battles SET started_at = now() - interval '1 hour', completed_at = now() - interval '59 minutes' WHERE id = $1`, [finishedId]);
    await context.close();
  });

  const rows = (page: Page) => page.getByRole('list', { name: 'Battles' }).locator('[data-battle-card]');
  const costs = async (page: Page) =>
    (await rows(page).evaluateAll((cards) => cards.map((card) => card.textContent ?? ''))).map((text) => Number(/COST\s*\$([\d,]+\.\d\d)/i.exec(text)![1]!.replace(/,/g, '')));

  it('shows five or more battles above the fold at 1440 x 900 and names each round pack on hover', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(8);
    const aboveFold = await rows(page).evaluateAll((cards) => cards.filter((card) => card.getBoundingClientRect().bottom <= window.innerHeight).length);
    expect(aboveFold).toBeGreaterThanOrEqual(5);
    const firstPack = rows(page).first().getByRole('button', { name: /^Round 1:/ });
    await firstPack.hover();
    const tooltip = rows(page).first().getByRole('tooltip').first();
    await expect.poll(() => tooltip.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(packs.map((pack) => pack.name)).toContain((await tooltip.textContent())!.replace(/\s*\$[\d,.]+$/, ''));
    await screenshotFromTop(page, 'battle-list-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`switches tabs, sorts and filters, and keeps them in the address at ${viewport.width} px`, async () => {
      const { page, context, errors } = await suite.open(viewport);
      await page.goto('/battlepage1');
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(8);

      await page.getByRole('tab', { name: 'Open' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'open');
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(6);

      await page.getByRole('tab', { name: 'Live' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'live');
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
      expect(await rows(page).first().getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe(`/allbattlesecondsec/${liveId}`);

      await page.getByRole('tab', { name: 'Finished' }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'finished');
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
      expect(await rows(page).first().getByRole('link', { name: 'View Battle' }).getAttribute('href')).toBe(`/allbattlesecondsec/${finishedId}`);
      expect(await rows(page).first().locator('[data-winner]').count()).toBe(1);

      // Open battles, dearest first.
      await page.getByRole('tab', { name: 'Open' }).click();
      await page.getByLabel('Sort', { exact: true }).selectOption('price-desc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
      await expect.poll(async () => {
        const shown = await costs(page);
        return shown.length === 6 && shown.every((cost, index) => index === 0 || shown[index - 1]! >= cost);
      }, { timeout: 15_000 }).toBe(true);
      await page.getByLabel('Sort', { exact: true }).selectOption('price-asc');
      await expect.poll(async () => {
        const shown = await costs(page);
        return shown.length === 6 && shown.every((cost, index) => index === 0 || shown[index - 1]! <= cost);
      }, { timeout: 15_000 }).toBe(true);

      // Upside Down only: two of the open battles.
      await page.getByLabel('Mode', { exact: true }).selectOption('upside_down');
      await page.waitForURL((url) => url.searchParams.get('mode') === 'upside_down');
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
      for (const text of await rows(page).allTextContents()) expect(text).toContain('Upside Down');

      // A reload (or a shared link) shows the same view.
      await page.reload();
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(2);
      expect(await page.getByRole('tab', { name: 'Open' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByLabel('Sort', { exact: true }).inputValue()).toBe('price-asc');
      expect(await page.getByLabel('Mode', { exact: true }).inputValue()).toBe('upside_down');
      await expectNoSideScroll(page, viewport.width);
      await screenshotFromTop(page, `battle-list-filtered-${viewport.width}`);

      // A price range with nothing in it: the empty state offers to clear the filters.
      await page.getByLabel('Price', { exact: true }).selectOption('100-up');
      await page.getByText('No open battles right now').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(6);
      expect(new URL(page.url()).searchParams.get('mode')).toBe(null);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('names a round pack on a tap on a phone', async () => {
    const { page, context } = await suite.open(PHONE);
    await page.goto('/');
    const pack = rows(page).first().getByRole('button', { name: /^Round 1:/ });
    await pack.click();
    await expect.poll(() => rows(page).first().getByRole('tooltip').first().isVisible()).toBe(true);
    await context.close();
  });
  // Last in the file: it adds battles the counts above do not expect.
  for (const viewport of [DESKTOP, PHONE]) {
    it(`rows sell the battle at ${viewport.width} px: option badges, what a sponsored seat costs a joiner, "Round n/20" while live, the players of a finished battle, and "Create similar"`, async () => {
      const { page, context, errors } = await suite.open(viewport);
      await signUpViaApi(page, suite.server);
      const post = async (url: string, body: object) => {
        const response = await page.request.post(url, { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
        expect(response.status(), await response.text()).toBe(200);
        return ((await response.json()) as { battle: { id: string; joinCents: number; entryCents: number } }).battle;
      };
      const sponsored = await post('/api/battles', { players: 2, mode: 'normal', packIds: [packs[1]!.id, packs[0]!.id], fundPercent: 50, fast: true, cursed: true });
      expect(sponsored.joinCents).toBeLessThan(sponsored.entryCents);
      const live = await post('/api/battles', { players: 2, mode: 'normal', packIds: Array.from({ length: 20 }, () => packs[0]!.id) });
      expect((await page.request.post(`/api/battles/${live.id}/fill-bots`)).status()).toBe(200);

      await page.goto('/battlepage1?tab=open');
      const row = page.locator('[data-battle-card]').filter({ has: page.locator(`a[href="/allbattlesecondsec/${sponsored.id}"]`) });
      await row.waitFor({ timeout: 15_000 });
      const badges = await row.getByRole('list', { name: 'Mode and options' }).getByRole('listitem').allTextContents();
      expect(badges).toEqual(['Cursed Normal', 'Open', `Sponsored · Join ${formatCents(sponsored.joinCents)}`, 'Turbo']);
      // The cost a joiner sees is what they pay; the full entry is struck through beside it.
      expect(await row.textContent()).toContain(`Cost${formatCents(sponsored.joinCents)}`);
      expect(await row.locator('s').textContent()).toBe(formatCents(sponsored.entryCents));
      // Each round's pack with its name.
      expect(await row.getByRole('button', { name: /^Round \d:/ }).count()).toBe(2);
      expect(await row.textContent()).toContain(packs[1]!.name.slice(0, 6));
      await expectNoSideScroll(page, viewport.width);
      await screenshotFromTop(page, `battle-rows-open-${viewport.width}`);

      // Live: the round being played, of twenty.
      await page.goto('/battlepage1?tab=live');
      const liveRow = page.locator('[data-battle-card]').filter({ has: page.locator(`a[href="/allbattlesecondsec/${live.id}"]`) });
      await expect.poll(() => liveRow.locator('[data-live-round]').textContent(), { timeout: 15_000 }).toMatch(/^Round ([1-9]|1\d|20)\/20$/);
      await screenshotFromTop(page, `battle-rows-live-${viewport.width}`);

      // Finished: the players (the winner ringed) beside the winner, and "Create similar".
      await page.goto('/battlepage1?tab=finished');
      const finished = page.locator('[data-battle-card]').filter({ has: page.locator(`a[href="/allbattlesecondsec/${finishedId}"]`) });
      await finished.waitFor({ timeout: 15_000 });
      expect(await finished.getByRole('list', { name: 'Players' }).getByRole('listitem').count()).toBe(2);
      expect(await finished.locator('[data-winner]').count()).toBe(1);
      await screenshotFromTop(page, `battle-rows-finished-${viewport.width}`);
      await finished.getByRole('link', { name: 'Create similar' }).click();
      await page.waitForURL((url) => url.pathname === '/createbattle' && url.searchParams.get('similar') === finishedId);
      await expect.poll(() => page.getByLabel('Players', { exact: true }).inputValue(), { timeout: 15_000 }).toBe('2');
      expect(await page.getByRole('radio', { name: /^Shared/ }).isChecked()).toBe(true);
      expect(await page.getByRole('list', { name: 'Chosen rounds' }).getByRole('listitem').count()).toBe(1);
      await screenshotFromTop(page, `battle-create-similar-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
