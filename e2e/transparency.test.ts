/**
 * /transparency in a real browser against the real server (DESIGN §23): a signed-in player who
 * opened packs finds the page from the footer, sees the returns table with their pack's figures
 * and the day's root, and is told their balance is included, verified in the browser (a tampered
 * proof is caught there too); a pack's page shows its table hash; the page works at 375 px and
 * passes the accessibility check; a visitor is asked to sign in for their proof.
 */
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { sweepTransparency } from '../packages/server/src/transparency/sweeper';
import { violations } from './support/a11y';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToast } from './support/fixture';
import { createAdmin, submitAdminLogin } from './support/admin';
import { DESKTOP, expectNoSideScroll, PHONE, screenshotFromTop, screenshotView } from './support/page';
import { balanceOf, openPacks, packsByPrice } from './support/play';
import { signUpViaApi } from './support/sign-in';

describeBrowser('transparency', () => {
  const suite = browserSuite({ seed: true });

  it('a player sees the returns and the day’s root, and that their balance is included, verified in the browser', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    const [cheapest] = await packsByPrice(page);
    await openPacks(page, cheapest!, 3);
    // Another player, whose true proof is served to this one below.
    const other = await suite.open(DESKTOP);
    await signUpViaApi(other.page, suite.server);
    const otherCookie = (await other.page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    // The sweep publishes the day's tree and returns (on a fresh install, within a minute of starting).
    await sweepTransparency(suite.server.app);
    const balance = await balanceOf(page);

    await page.goto('/packs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' }).click();
    await page.waitForURL('**/transparency');
    await page.getByRole('heading', { name: 'Transparency', level: 1 }).waitFor();
    // The root hash and total as the API publishes them.
    const published = (await (await page.request.get('/api/transparency')).json()) as { liabilities: Array<{ rootHash: string; totalCents: number }> };
    await page.locator(`[data-root-hash="${published.liabilities[0]!.rootHash}"]`).waitFor();
    await page.locator(`[data-total-cents="${published.liabilities[0]!.totalCents}"]`).waitFor();
    // Verified here, in the browser.
    const included = page.locator('[data-inclusion="verified"]');
    await included.waitFor();
    expect(await included.textContent()).toContain(`Your balance of ${formatCents(balance)} is included. Verified in your browser.`);
    // The returns: the pack opened, with its three plays in the last 24 hours.
    await page.getByRole('tab', { name: '24 hours' }).click();
    const packRow = page.locator(`[data-return="pack:${cheapest!.id}"]`);
    await packRow.waitFor();
    expect(await packRow.textContent()).toMatch(/3 plays · 99 % range/);
    expect(await violations(page)).toEqual([]);
    await screenshotFromTop(page, 'transparency-desktop');

    // A proof tampered with on its way is caught by the browser's check.
    await page.route('**/api/transparency/proof**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { leaf: { balanceCents: number } };
      body.leaf.balanceCents += 100;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await page.locator('[data-inclusion="failed"]').getByText('Your proof does not show your balance in the published root').waitFor();
    await page.unroute('**/api/transparency/proof**');
    // So is a true proof of another player's leaf: it leads to the root, but says nothing of this player's balance.
    await page.route('**/api/transparency/proof**', async (route) => {
      const response = await route.fetch({ headers: { ...route.request().headers(), cookie: otherCookie } });
      await route.fulfill({ response });
    });
    await page.reload();
    await page.locator('[data-inclusion="failed"]').getByText('it is the leaf of another player, not yours.').waitFor();
    await page.unroute('**/api/transparency/proof**');

    // A pack's page shows the hash of its table.
    const detail = (await (await page.request.get(`/api/packs/${cheapest!.id}`)).json()) as { pack: { tableHash: string } };
    await page.goto(`/productdetails?id=${encodeURIComponent(cheapest!.id)}`);
    await page.locator(`[data-table-hash="${detail.pack.tableHash}"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it("/fairness checks an open against the table it rolled on: matching, then, after the pack's odds change, on the table kept under its hash", async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    const [cheapest] = await packsByPrice(page);
    const answer = await page.request.post(`/api/packs/${cheapest!.id}/open`, { data: { count: 1 } });
    const [opened] = ((await answer.json()) as { opens: Array<{ name: string; nonce: number; clientSeed: string; serverSeedHash: string; tableHash: string }> }).opens;
    // The pair's server seed is revealed by rotating it.
    const rotated = (await (await page.request.post('/api/fairness/rotate')).json()) as { previous: Array<{ serverSeed: string; serverSeedHash: string }> };
    const serverSeed = rotated.previous.find((p) => p.serverSeedHash === opened!.serverSeedHash)!.serverSeed;
    const link = (tableHash: string) =>
      `/fairness?${new URLSearchParams({ verify: 'pack', serverSeed, clientSeed: opened!.clientSeed, nonce: String(opened!.nonce), serverSeedHash: opened!.serverSeedHash, packId: cheapest!.id, tableHash })}`;
    await page.goto(link(opened!.tableHash));
    const result = page.getByRole('region', { name: 'Pack open result' });
    await result.locator('[data-table-check="match"]').getByText('Table matches').waitFor();
    await result.getByTestId('landed-item').getByText(opened!.name, { exact: true }).waitFor();

    // The pack's odds change (one ticket moves from the first item to the second): the page says so, and rolls the ticket on the table the open used.
    await suite.server.app.resources.db.query(`UPDATE pack_items SET odds_ppm = odds_ppm + CASE position WHEN 0 THEN -1 ELSE 1 END WHERE pack_id = $1 AND position IN (0, 1)`, [cheapest!.id]);
    await page.goto(link(opened!.tableHash));
    await result.locator('[data-table-check="changed"]').getByText('Table changed').waitFor();
    const committed = result.locator('[data-committed-table="match"]');
    await committed.getByText(opened!.name).waitFor();
    await screenshotView(page, 'fairness-table-changed');
    expect(errors).toEqual([]);
  });

  it('an admin declares reserves and publishes a tree from the console; the page shows them against what is owed', async () => {
    const { page, errors } = await suite.open(DESKTOP);
    await createAdmin(suite.server, 'funds-admin@lootforge.test');
    await submitAdminLogin(page, { email: 'funds-admin@lootforge.test' });
    await page.waitForURL((url) => url.pathname !== '/admin');
    await page.goto('/adminfinance');
    const form = page.getByRole('form', { name: 'Publish a liability tree' });
    await form.getByLabel('Reserves (optional)').fill('abc');
    await form.getByRole('button', { name: 'Publish a tree now' }).click();
    await form.getByText(/Enter the reserves in dollars/).waitFor();
    await form.getByLabel('Reserves (optional)').fill('250000');
    await form.getByRole('button', { name: 'Publish a tree now' }).click();
    await page.locator('[data-reserves="25000000"]').waitFor();
    await page.getByRole('button', { name: 'Recompute returns now' }).click();
    await expectToast(page, 'Returns recomputed.');
    expect(await violations(page)).toEqual([]);
    await screenshotView(page, 'transparency-console');
    await page.goto('/transparency');
    await page.getByText('$250,000.00').waitFor();
    await page.getByText(/% of what is owed$/).waitFor();
    expect(errors).toEqual([]);
  });

  it('at 375 px the page has no side scroll, passes the accessibility check, and asks a visitor to sign in for their proof', async () => {
    const { page, errors } = await suite.open(PHONE);
    await sweepTransparency(suite.server.app);
    await page.goto('/transparency');
    await page.getByText('Sign in to check that your balance is in this tree.').waitFor();
    await page.locator('[data-root-hash]').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    expect(await violations(page)).toEqual([]);
    await screenshotView(page, 'transparency-phone');
    expect(errors).toEqual([]);
  });
});
