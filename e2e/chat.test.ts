/**
 * The chat (DESIGN §22) in real browsers against the real server: two level 2 players, one at
 * 1440 px (the panel beside the page) and one at 375 px (the drawer), talk and see each other's
 * messages arrive live with name and level; markup in a message shows as text and never runs;
 * an admin mutes one, whose next message is refused with the server's words.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LEVEL_XP } from '@lootforge/core/levels';
import { violations } from './support/a11y';
import { createAdmin, submitAdminLogin } from './support/admin';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, expectNoSideScroll, PHONE, screenshotView } from './support/page';
import { openPacks, packCostingAtLeast } from './support/play';
import { signUpViaApi } from './support/sign-in';

/** A new player at level 2 ($10.00 staked through the API), on the page's cookies. */
async function chatter(page: Page, suite: ReturnType<typeof browserSuite>): Promise<{ userName: string; userId: string }> {
  const { userName } = await signUpViaApi(page, suite.server);
  const pack = await packCostingAtLeast(page, LEVEL_XP[2]! / 4);
  for (let staked = 0; staked < LEVEL_XP[2]!; ) staked += await openPacks(page, pack, 1);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string; level: number } };
  expect(me.user.level).toBe(2);
  return { userName, userId: me.user.id };
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('form', { name: 'Send a message' });
  await box.getByLabel('Message').fill(text);
  await box.getByRole('button', { name: 'Send' }).click();
}

const messages = (page: Page) => page.getByRole('list', { name: 'Chat messages' });

describeBrowser('chat', () => {
  const suite = browserSuite({ seed: true });

  it('two players chat at 1440 and 375 px, markup stays text, and a muted player is refused', async () => {
    const desk = await suite.open(DESKTOP);
    const phone = await suite.open(PHONE);
    const ada = await chatter(desk.page, suite);
    const bo = await chatter(phone.page, suite);

    // 1440: the navbar's chat button puts the panel beside the page (it starts closed where the page's column needs the room).
    await desk.page.goto('/packs');
    await desk.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat' }).click();
    const panel = desk.page.getByRole('complementary', { name: 'Chat' });
    await panel.waitFor();
    await send(desk.page, 'Hello from the desk!');
    await messages(desk.page).getByText('Hello from the desk!').waitFor();

    // 375: a button opens the drawer, where the message is already there with its name and level.
    await phone.page.goto('/');
    await phone.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat' }).click();
    const drawer = phone.page.getByRole('dialog', { name: 'Chat' });
    await drawer.waitFor();
    const fromAda = messages(phone.page).locator('li', { hasText: 'Hello from the desk!' });
    await fromAda.waitFor();
    expect(await fromAda.textContent()).toContain(ada.userName);
    expect(await fromAda.textContent()).toContain('Level 2');
    await expectNoSideScroll(phone.page, PHONE.width);

    // A reply arrives on the desk live; markup in it is shown as typed and never runs.
    const markup = '<img src=x onerror="window.__chatRan=1"><b>hi</b>';
    await send(phone.page, markup);
    await messages(desk.page).getByText(markup, { exact: true }).waitFor();
    expect(await desk.page.evaluate(() => (window as unknown as { __chatRan?: number }).__chatRan)).toBeUndefined();
    expect(await messages(desk.page).locator('img[src="x"], b').count()).toBe(0);
    expect(await violations(desk.page)).toEqual([]);
    expect(await violations(phone.page)).toEqual([]);
    await screenshotView(desk.page, 'chat-panel-desktop');
    await screenshotView(phone.page, 'chat-drawer-phone');

    // One more from the phone (after the 2 s between messages).
    await phone.page.waitForTimeout(2_100);
    await send(phone.page, 'gg all');
    await messages(desk.page).getByText('gg all').waitFor();

    // An admin, on the console's chat page, deletes the markup message (gone from the desk live) and mutes its writer for ten minutes.
    const admin = await suite.open(DESKTOP);
    await createAdmin(suite.server, 'chat-mod@lootforge.test');
    await submitAdminLogin(admin.page, { email: 'chat-mod@lootforge.test' });
    await admin.page.waitForURL((url) => url.pathname !== '/admin');
    await admin.page.getByRole('navigation').getByRole('link', { name: 'Chat' }).click();
    await admin.page.waitForURL('**/adminchat');
    const row = admin.page.getByRole('list', { name: 'Recent messages' }).locator('li', { hasText: markup });
    await row.getByRole('button', { name: 'Delete' }).click();
    await messages(desk.page).getByText(markup, { exact: true }).waitFor({ state: 'detached' });
    await row.getByText('Deleted').waitFor();
    const boRow = admin.page.getByRole('list', { name: 'Recent messages' }).locator('li', { hasText: 'gg all' });
    await boRow.getByRole('button', { name: 'Mute' }).click();
    const muteForm = admin.page.getByRole('form', { name: `Mute ${bo.userName}` });
    await muteForm.getByLabel('For').selectOption('10m');
    await muteForm.getByLabel('Reason').fill('Spam');
    await muteForm.getByRole('button', { name: 'Mute' }).click();
    await admin.page.getByRole('list', { name: 'Mutes in force' }).getByText(bo.userName).waitFor();
    expect(await violations(admin.page)).toEqual([]);
    await screenshotView(admin.page, 'chat-console-desktop');
    await phone.page.waitForTimeout(2_100);
    await send(phone.page, 'can I still talk?');
    await phone.page.getByRole('alert').filter({ hasText: /^You are muted until .+ UTC: Spam$/ }).waitFor();
    expect(await messages(desk.page).getByText('can I still talk?').count()).toBe(0);
    await screenshotView(phone.page, 'chat-muted-phone');
    for (const { errors } of [desk, phone]) expect(errors).toEqual([]);
  });

  it('a visitor reads the chat and is asked to sign in to write', async () => {
    // Where the page's column and the panel both fit (1680 px and up), the chat starts open.
    const { page } = await suite.open({ width: 1760, height: 900 });
    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Chat' });
    await panel.getByRole('link', { name: 'Sign in to chat' }).waitFor();
    // Closed, it stays closed on the next page, and opens again from the navbar's chat button.
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await page.goto('/packs');
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('complementary', { name: 'Chat' }).count()).toBe(0);
    await toggle.click();
    await page.getByRole('complementary', { name: 'Chat' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
