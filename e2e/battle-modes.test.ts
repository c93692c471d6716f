/**
 * The battle modes and options in a real browser: a two-player turbo jackpot made in the create
 * form and joined from a phone, the draw landing on the winner, confetti only on the winner's
 * screen and no console error at the end on either; an elimination battle filled with bots,
 * seats greyed out as they go; a private battle joined through its link in a second browser;
 * a ten-seat battle with every seat on screen at 375 and 1440 px. Each is verified on /fairness.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToastContaining } from './support/fixture';
import { DESKTOP, PHONE, screenshot } from './support/page';
import { randomUserName, signUpViaApi } from './support/sign-in';

/** Console errors (a CSP refusal is one) and uncaught errors on a page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function cheapestPack(page: Page): Promise<{ id: string; name: string; priceCents: number }> {
  const { packs } = (await (await page.request.get('/api/packs?limit=50')).json()) as { packs: Array<{ id: string; name: string; priceCents: number }> };
  return packs.sort((a, b) => a.priceCents - b.priceCents)[0]!;
}

async function createViaApi(page: Page, body: object): Promise<BattleDetail> {
  const answer = await page.request.post('/api/battles', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { battle: BattleDetail }).battle;
}

async function expectVerified(page: Page, battleId: string, key?: string | null) {
  await page.goto(`/fairness?${new URLSearchParams({ battleId, ...(key ? { key } : {}) })}`);
  const verdict = page.getByTestId('battle-verdict');
  await verdict.waitFor({ timeout: 20_000 });
  expect(await verdict.textContent()).toContain('This battle checks out');
}

describeBrowser('battle modes and options', () => {
  const suite = browserSuite({ seed: true });

  it('a two-player turbo jackpot: made in the form, joined from a phone, the draw lands on the winner, who alone gets confetti; no console error', async () => {
    const alice = await suite.open(DESKTOP);
    const bob = await suite.open(PHONE);
    const aliceErrors = consoleErrors(alice.page);
    const bobErrors = consoleErrors(bob.page);
    await signUpViaApi(alice.page, suite.server, randomUserName('alice'));
    await signUpViaApi(bob.page, suite.server, randomUserName('bob'));
    const pack = await cheapestPack(alice.page);

    await alice.page.goto('/createbattle');
    const form = alice.page.getByRole('form', { name: 'Create Battle' });
    await form.getByLabel('Players', { exact: true }).fill('2');
    await form.getByRole('radio', { name: /Jackpot/ }).check();
    // Jackpot has no cursed form: the form does not offer it.
    expect(await form.getByText('Cursed', { exact: true }).count()).toBe(0);
    await form.getByRole('radio', { name: /Elimination/ }).check();
    expect(await form.getByText('Cursed', { exact: true }).count()).toBe(1);
    await form.getByRole('radio', { name: /Jackpot/ }).check();
    await form.getByRole('searchbox', { name: 'Search packs' }).fill(pack.name);
    await form.getByRole('button', { name: new RegExp(`^Add ${pack.name}, \\$`) }).click();
    await form.getByRole('switch', { name: /Turbo/ }).check();
    await screenshot(alice.page, 'battle-modes-create-desktop');
    await form.getByRole('button', { name: 'Create Battle' }).click();
    await alice.page.waitForURL(/\/allbattlesecondsec\/[0-9a-f-]{36}$/);
    const battleId = alice.page.url().split('/').pop()!;
    await alice.page.getByRole('button', { name: /Copy/ }).waitFor();

    await bob.page.goto(`/allbattlesecondsec/${battleId}`);
    await bob.page.getByRole('button', { name: /^Join Battle/ }).click();
    await expectToastContaining(bob.page, 'You have successfully joined this battle!');

    for (const page of [alice.page, bob.page]) await page.getByRole('region', { name: 'Jackpot draw' }).waitFor({ timeout: 30_000 });
    const battle = ((await (await alice.page.request.get(`/api/battles/${battleId}`)).json()) as { battle: BattleDetail }).battle;
    expect(battle).toMatchObject({ mode: 'jackpot', fast: true });
    expect(battle.completedAt - battle.startedAt).toBe(1_800);
    const winnerSeat = battle.results!.winners[0]!;
    const [winner, loser] = winnerSeat === 0 ? [alice, bob] : [bob, alice];
    expect(Number(await alice.page.getByRole('region', { name: 'Jackpot draw' }).getAttribute('data-jackpot-point'))).toBe(battle.results!.jackpot!.point);
    await winner.page.locator('canvas[data-confetti]').waitFor({ state: 'attached' });
    expect(await loser.page.locator('canvas[data-confetti]').count()).toBe(0);
    await winner.page.waitForTimeout(1_500);
    expect(aliceErrors).toEqual([]);
    expect(bobErrors).toEqual([]);
    await screenshot(bob.page, 'battle-modes-jackpot-phone');
    await expectVerified(alice.page, battleId);
  });

  it('an elimination battle filled with bots greys out each seat as it goes; /fairness agrees', async () => {
    const host = await suite.open(DESKTOP);
    const errors = consoleErrors(host.page);
    await signUpViaApi(host.page, suite.server, randomUserName('elim'));
    const pack = await cheapestPack(host.page);
    const created = await createViaApi(host.page, { players: 4, mode: 'elimination', cursed: true, fast: true, packIds: [pack.id, pack.id, pack.id] });
    await host.page.goto(`/allbattlesecondsec/${created.id}`);
    await host.page.getByRole('button', { name: 'Fill with bots' }).click();
    await host.page.locator('[data-winner-panel]').waitFor({ timeout: 30_000 });
    expect(await host.page.locator('[data-eliminated]').count()).toBe(3);
    const battle = ((await (await host.page.request.get(`/api/battles/${created.id}`)).json()) as { battle: BattleDetail }).battle;
    const out = await host.page.locator('[data-eliminated]').evaluateAll((seats) => seats.map((s) => Number(s.getAttribute('data-seat'))));
    expect(out.sort()).toEqual(battle.results!.eliminations!.map((e) => e.seat).sort());
    expect(errors).toEqual([]);
    await expectVerified(host.page, created.id);
    // The verifier shows the checks elimination uses, and none of points, a jackpot draw, a tie-break or borrowing.
    const result = host.page.getByRole('region', { name: 'Battle result' });
    const figures = await result.locator('[data-verdict]').allTextContents();
    expect(figures).toEqual(expect.arrayContaining(['✓Eliminations match', '✓Winners’ shares match', '✓Winner matches', '✓Payouts match']));
    expect(figures.filter((text) => /Points|Jackpot|Tie-break|house/.test(text))).toEqual([]);
    await screenshot(host.page, 'battle-modes-elimination-verified-desktop');
    await host.page.setViewportSize(PHONE);
    await screenshot(host.page, 'battle-modes-elimination-verified-phone');
  });

  it('a private battle: a stranger without the key finds nothing; with the link, a second browser joins; /fairness checks it with the key', async () => {
    const host = await suite.open(DESKTOP);
    const guest = await suite.open(PHONE);
    await signUpViaApi(host.page, suite.server, randomUserName('host'));
    await signUpViaApi(guest.page, suite.server, randomUserName('guest'));
    const pack = await cheapestPack(host.page);
    const created = await createViaApi(host.page, { players: 2, mode: 'point_rush', private: true, fast: true, packIds: [pack.id, pack.id] });
    expect(created.key).toBeTruthy();
    await host.page.goto(`/allbattlesecondsec/${created.id}`);
    const link = await host.page.getByRole('textbox', { name: 'Battle link' }).inputValue();
    expect(link).toContain(`key=${created.key}`);

    await guest.page.goto(`/allbattlesecondsec/${created.id}`);
    await guest.page.getByText('This battle does not exist').waitFor();
    await guest.page.goto(new URL(link).pathname + new URL(link).search);
    await guest.page.getByRole('button', { name: /^Join Battle/ }).click();
    await expectToastContaining(guest.page, 'You have successfully joined this battle!');
    await guest.page.locator('[data-winner-panel]').waitFor({ timeout: 30_000 });
    expect(await guest.page.locator('[data-points]').count()).toBe(2);
    await expectVerified(guest.page, created.id, created.key);
  });

  it('a ten-seat battle shows every seat at 375 and at 1440 px', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const host = await suite.open(viewport);
      await signUpViaApi(host.page, suite.server, randomUserName('ten'));
      const pack = await cheapestPack(host.page);
      const created = await createViaApi(host.page, { players: 10, mode: 'point_rush', packIds: Array(4).fill(pack.id) });
      await host.page.goto(`/allbattlesecondsec/${created.id}`);
      await host.page.getByRole('button', { name: 'Fill with bots' }).click();
      await host.page.getByText('Round 1 of 4').waitFor({ timeout: 15_000 });
      const seats = host.page.getByRole('list', { name: 'Seats' });
      await seats.evaluate((list) => list.scrollIntoView({ block: 'start' }));
      const box = (await seats.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(viewport.height);
      expect(await seats.locator(':scope > li').count()).toBe(10);
      await host.page.waitForTimeout(1_200);
      await screenshot(host.page, `battle-modes-ten-seats-${name}`);
    }
  });
});
