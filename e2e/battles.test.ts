/**
 * Battles in a real browser against the real server: creating one from the list's modal,
 * another player seeing it appear live and joining, the reels playing in step on both screens,
 * the winner panel, and the wallets afterwards; joining signed out; creating without packs;
 * bots, a late spectator and the replay; the history page.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { BattleDetail } from '@lootforge/core/contracts/battles';
import { formatCents } from '@lootforge/core/money';
import { describeBrowser } from './support/browser';
import { browserSuite, expectToastContaining } from './support/fixture';
import { balancePill, DESKTOP, expectNoSideScroll, landingOffsets, listenForSounds, MOTION, PHONE, screenshot, screenshotView, soundNotes, watchStripMove } from './support/page';
import { randomUserName, signUpViaApi, signUpViaUi } from './support/sign-in';

const BONUS_CENTS = 100_000;

async function packIdByName(page: Page, name: string): Promise<{ id: string; priceCents: number }> {
  const answer = await page.request.get(`/api/packs?q=${encodeURIComponent(name)}&limit=50`);
  const { packs } = (await answer.json()) as { packs: Array<{ id: string; name: string; priceCents: number }> };
  const pack = packs.find((p) => p.name === name);
  if (!pack) throw new Error(`no pack named ${name}`);
  return pack;
}

type CreateBody = { players: number; mode: string; packIds: string[]; fast?: boolean; fundPercent?: number; borrowPercent?: number };

async function createViaApi(page: Page, body: CreateBody): Promise<BattleDetail> {
  const answer = await page.request.post('/api/battles', { data: body, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { battle: BattleDetail }).battle;
}

async function battleOf(page: Page, id: string): Promise<BattleDetail> {
  return ((await (await page.request.get(`/api/battles/${id}`)).json()) as { battle: BattleDetail }).battle;
}

describeBrowser('battles', () => {
  const suite = browserSuite({ seed: true });

  it('two players: one creates in the modal, the other sees it live and joins, both watch the reels and get paid', async () => {
    const alice = await suite.open(DESKTOP, MOTION);
    const bob = await suite.open(PHONE, MOTION);
    const { userName: aliceName } = await signUpViaUi(alice.page, suite.server, { userName: randomUserName('alice') });
    await signUpViaUi(bob.page, suite.server, { userName: randomUserName('bob') });

    // Bob watches the list (phone width) before the battle exists.
    await bob.page.goto('/battlepage1');
    await bob.page.getByRole('heading', { name: 'Open and recent battles' }).waitFor();

    // Alice: Create Battle → 2 players, Normal, two rounds of the same pack.
    await alice.page.goto('/');
    await alice.page.getByRole('button', { name: 'Create Battle' }).click();
    const dialog = alice.page.getByRole('dialog', { name: 'Create Battle' });
    await dialog.waitFor();
    const players = dialog.getByLabel('Players', { exact: true });
    expect(await players.getAttribute('placeholder')).toBe('min 2 max 10 players in a battle');
    await players.fill('2');
    expect(await dialog.getByRole('radio', { name: /Normal Mode/ }).isChecked()).toBe(true);
    await dialog.getByRole('searchbox', { name: 'Search packs' }).fill('Starter');
    const addStarter = dialog.getByRole('button', { name: /^Add Starter Stash, \$/ });
    await addStarter.click();
    await addStarter.click();
    const starter = await packIdByName(alice.page, 'Starter Stash');
    const entryCents = starter.priceCents * 2;
    await expect.poll(() => dialog.locator('output').textContent()).toBe(formatCents(entryCents));
    expect(await dialog.getByRole('list', { name: 'Chosen rounds' }).getByRole('listitem').count()).toBe(2);
    await screenshot(alice.page, 'battles-create-modal-desktop');

    await dialog.getByRole('button', { name: 'Create Battle' }).click();
    await alice.page.waitForURL(/\/allbattlesecondsec\/[0-9a-f-]{36}$/);
    const battleId = alice.page.url().split('/').pop()!;
    await expectToastContaining(alice.page, 'Battle created!');
    await alice.page.getByText('Waiting…').first().waitFor();
    await expect.poll(() => balancePill(alice.page).textContent()).toContain(formatCents(BONUS_CENTS - entryCents));

    // Bob sees it arrive without reloading, and joins from the card.
    const card = bob.page.locator('[data-battle-card]').filter({ hasText: aliceName });
    await card.waitFor({ timeout: 10_000 });
    expect(await card.getByText('Normal Mode').isVisible()).toBe(true);
    expect(await card.getByText(formatCents(entryCents)).first().isVisible()).toBe(true);
    expect(await card.getByText('2 rounds').isVisible()).toBe(true);
    await screenshot(bob.page, 'battles-list-live-phone');
    // Alice's page watches, frame by frame, for her first reel to move once the spin starts.
    const aliceSawSpin = watchStripMove(alice.page);
    await card.getByRole('button', { name: 'Join Battle' }).click();
    await bob.page.waitForURL(`**/allbattlesecondsec/${battleId}`);
    await expectToastContaining(bob.page, 'Joined battle!');

    // Alice's open page learns of the join over the socket: the countdown, then the reels.
    for (const { page } of [alice, bob]) {
      await expect.poll(() => page.locator('[data-reel-state="spin"]').count(), { timeout: 10_000 }).toBe(2);
    }
    // Mid-spin the strip moved.
    expect(await aliceSawSpin, 'the reel strip moved during the spin').toBe(true);
    await Promise.all([screenshot(alice.page, 'battles-view-spin-desktop'), screenshot(bob.page, 'battles-view-spin-phone')]);

    // Round 1 lands: every reel stops with the rolled item exactly on the centre line.
    await expect.poll(() => alice.page.locator('[data-reel-state="landed"]').count(), { timeout: 5_000 }).toBe(2);
    for (const offset of await landingOffsets(alice.page, 'y')) expect(offset).toBeLessThan(1);

    const battle = await battleOf(alice.page, battleId);
    expect(battle.results).not.toBeNull();
    const results = battle.results!;
    const seatOf = (name: string) => battle.seats.find((seat) => seat.userName === name)!.seat;

    // The winner panel at completedAt, on both screens.
    for (const { page } of [alice, bob]) {
      await page.locator('[data-winner-panel]').waitFor({ timeout: 20_000 });
    }
    const winnerName = battle.seats[results.winners[0]!]!.userName;
    expect(await alice.page.locator('[data-winner-panel]').getByRole('heading', { level: 2 }).textContent()).toBe(`${winnerName} wins!`);
    // Nothing spills sideways on a 375 px phone.
    await expectNoSideScroll(bob.page, PHONE.width);
    await screenshot(alice.page, 'battles-view-winner-desktop');
    await screenshot(bob.page, 'battles-view-winner-phone');

    // Each wallet: $1,000.00 − entry + what the seat won.
    for (const [{ page }, name] of [
      [alice, aliceName],
      [bob, battle.seats.find((seat) => seat.userName !== aliceName)!.userName],
    ] as const) {
      const expected = BONUS_CENTS - battle.entryCents + results.payouts[seatOf(name)]!;
      await expect.poll(() => balancePill(page).textContent(), { timeout: 5_000 }).toContain(formatCents(expected));
      const wallet = (await (await page.request.get('/api/wallet')).json()) as { balanceCents: number };
      expect(wallet.balanceCents).toBe(expected);
    }
    expect(alice.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    await alice.context.close();
    await bob.context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`a live battle's reels and totals fit the first screen at ${viewport.width}×${viewport.height}, with how many are watching`, async () => {
      const host = await suite.open(viewport, MOTION);
      await signUpViaApi(host.page, suite.server);
      const starter = await packIdByName(host.page, 'Starter Stash');
      const created = await createViaApi(host.page, { players: 4, mode: 'normal', packIds: Array.from({ length: 6 }, () => starter.id) });
      await host.page.goto(`/allbattlesecondsec/${created.id}`);
      await host.page.locator('[data-watchers="1"]').waitFor();
      // A spectator comes: both pages count two.
      const spectator = await suite.open(DESKTOP);
      await spectator.page.goto(`/allbattlesecondsec/${created.id}`);
      for (const page of [host.page, spectator.page]) await page.locator('[data-watchers="2"]').waitFor();
      expect(await host.page.locator('[data-watchers]').textContent()).toBe('2 watching');

      await host.page.getByRole('button', { name: 'Fill with bots' }).click();
      await expect.poll(() => host.page.locator('[data-reel-state="spin"]').count(), { timeout: 15_000 }).toBe(4);
      await host.page.evaluate(() => window.scrollTo(0, 0));
      const bottoms = async (selector: string) => host.page.locator(selector).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
      const reels = await bottoms('[data-reel-state]');
      const totals = await bottoms('[data-seat-total]');
      expect(reels).toHaveLength(4);
      expect(totals).toHaveLength(4);
      for (const bottom of [...reels, ...totals]) expect(bottom, 'on the first screen').toBeLessThanOrEqual(viewport.height);
      await screenshotView(host.page, `battles-live-first-screen-${viewport.width}`);

      // The spectator leaves: the host's page counts one again.
      await spectator.context.close();
      await host.page.locator('[data-watchers="1"]').waitFor();
      expect(host.errors).toEqual([]);
      await host.context.close();
    });
  }

  it('a signed-out visitor who presses Join Battle is asked to log in', async () => {
    const host = await suite.open(DESKTOP);
    await signUpViaApi(host.page, suite.server);
    const starter = await packIdByName(host.page, 'Starter Stash');
    await createViaApi(host.page, { players: 3, mode: 'normal', packIds: [starter.id] });

    const visitor = await suite.open(PHONE);
    await visitor.page.goto('/');
    const join = visitor.page.getByRole('button', { name: 'Join Battle' }).first();
    await join.click();
    await visitor.page.waitForURL('**/loginsignup');
    await expectToastContaining(visitor.page, 'Please login to join');
    await host.context.close();
    await visitor.context.close();
  });

  it('creating a battle with no packs says "Please enter a valid amount." and keeps the modal open', async () => {
    const { page, context } = await suite.open(PHONE);
    await signUpViaApi(page, suite.server);
    await page.goto('/battlepage1');
    await page.getByRole('button', { name: 'Create Battle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Battle' });
    await dialog.getByLabel('Players', { exact: true }).fill('2');
    await dialog.getByRole('button', { name: /^Add .*, \$/ }).first().waitFor();
    await screenshot(page, 'battles-create-modal-phone');
    await dialog.getByRole('button', { name: 'Create Battle' }).click();
    await expectToastContaining(page, 'Please enter a valid amount.');
    expect(await dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/battlepage1');

    // A player count outside 2–10 is refused the same way, and nothing is created.
    await dialog.getByLabel('Players', { exact: true }).fill('11');
    await dialog.getByRole('button', { name: /^Add .*, \$/ }).first().click();
    await dialog.getByRole('button', { name: 'Create Battle' }).click();
    await expectToastContaining(page, 'min 2 max 10 players in a battle');
    expect(await dialog.isVisible()).toBe(true);
    const mine = (await (await page.request.get('/api/me/battles')).json()) as { battles: unknown[] };
    expect(mine.battles).toHaveLength(0);
    await context.close();
  });

  it('the host fills the seats with bots; spectators stay in step, and a late one sees the result at once and can replay; sound only after a gesture', async () => {
    const host = await suite.open(DESKTOP, MOTION);
    await listenForSounds(host.page);
    await signUpViaApi(host.page, suite.server);
    const starter = await packIdByName(host.page, 'Starter Stash');
    const coins = await packIdByName(host.page, 'Lucky Coins');
    const created = await createViaApi(host.page, { players: 4, mode: 'upside_down', packIds: [starter.id, coins.id, starter.id] });

    await host.page.goto(`/allbattlesecondsec/${created.id}`);
    await expect.poll(() => host.page.locator('[data-empty-seat]').count()).toBe(3);
    await host.page.getByRole('button', { name: 'Fill with bots' }).click();
    await expectToastContaining(host.page, 'Bots joined. The battle is starting!');
    // The battle starts on the host's page: its countdown, or (when the answer took longer than the
    // 3 s countdown on a busy machine) its reels.
    await host.page.locator('[data-countdown], [data-reel-state]').first().waitFor();

    // A spectator arriving mid-battle lands on the same round as the host, not on round 1. This
    // one asked for less motion: the reels show their results without spinning.
    const watcher = await suite.open(PHONE, MOTION);
    await listenForSounds(watcher.page);
    await watcher.page.emulateMedia({ reducedMotion: 'reduce' });
    await host.page.getByText('Round 2 of 3').waitFor({ timeout: 15_000 });
    await watcher.page.goto(`/allbattlesecondsec/${created.id}`);
    const stageLabel = (page: Page) => page.locator('[data-stage-label]').textContent();
    await expect
      .poll(async () => {
        const [mine, theirs] = await Promise.all([stageLabel(host.page), stageLabel(watcher.page)]);
        return mine === theirs ? theirs : `${mine} ≠ ${theirs}`;
      })
      // In step, and not on round 1; on a slow machine the page may load after the last round has played.
      .toMatch(/^(Round [23] of 3|Battle over)$/);
    await screenshot(watcher.page, 'battles-view-late-spectator-phone');
    expect(await watcher.page.locator('[data-reel-state="spin"]').count()).toBe(0);
    expect(await watcher.page.locator('[data-reel-state="landed"]').count()).toBe(4);

    await host.page.locator('[data-winner-panel]').waitFor({ timeout: 15_000 });
    await watcher.page.locator('[data-winner-panel]').waitFor({ timeout: 5_000 });
    // The host pressed "Fill with bots": their rounds ticked, landed and ended in sound. The
    // watcher only opened the page: not a note before their first click or key.
    expect(await soundNotes(host.page)).toBeGreaterThan(3);
    expect(await soundNotes(watcher.page)).toBe(0);

    // Someone opening the finished battle sees the whole result immediately.
    const late = await suite.open(DESKTOP, MOTION);
    await listenForSounds(late.page);
    await late.page.goto(`/allbattlesecondsec/${created.id}`);
    const panel = late.page.locator('[data-winner-panel]');
    // At once: no countdown or reels first (checked below); the time allowed is only the page's load on a busy machine.
    await panel.waitFor({ timeout: 10_000 });
    expect(await late.page.locator('[data-countdown]').count()).toBe(0);
    const battle = await battleOf(late.page, created.id);
    expect(battle.status).toBe('completed');
    expect(await panel.getByRole('list', { name: 'Amounts won' }).getByRole('listitem').count()).toBe(4);
    // Every seat shows all three rounds' items.
    for (const seat of battle.seats) {
      const items = late.page.getByRole('list', { name: `Items won by ${seat.userName}` }).getByRole('listitem');
      expect(await items.count()).toBe(3);
    }
    expect(await late.page.getByRole('link', { name: 'Verify this battle' }).getAttribute('href')).toContain(`battleId=${created.id}`);
    expect(await late.page.getByText(battle.fairness.serverSeed!).isVisible()).toBe(true);
    await screenshot(late.page, 'battles-view-finished-desktop');

    expect(await soundNotes(late.page), 'a finished battle opens in silence').toBe(0);
    await panel.getByRole('button', { name: 'Replay' }).click();
    await late.page.locator('[data-countdown]').waitFor();
    expect(await late.page.locator('[data-winner-panel]').count()).toBe(0);
    await expect.poll(() => late.page.locator('[data-reel-state="spin"]').count(), { timeout: 6_000 }).toBe(4);
    // Pressing Replay was a gesture: the replay's reels tick.
    await expect.poll(() => soundNotes(late.page)).toBeGreaterThan(0);
    await late.page.getByRole('button', { name: 'Skip to results' }).click();
    await late.page.locator('[data-winner-panel]').waitFor();

    // The list shows the finished battle with its winner and what they won.
    await late.page.goto('/');
    const newest = late.page.locator('[data-battle-card]').first();
    await newest.locator('[data-winner]').waitFor();
    expect(await newest.textContent()).toContain('Upside Down');
    expect(await newest.getByRole('link', { name: 'View Battle' }).getAttribute('href')).toBe(`/allbattlesecondsec/${created.id}`);
    await screenshot(late.page, 'battles-list-desktop');

    expect(host.errors).toEqual([]);
    expect(late.errors).toEqual([]);
    for (const page of [host, watcher, late]) await page.context.close();
  });

  it('the history lists the signed-in player\u2019s battles, newest first', async () => {
    const { page, context } = await suite.open(DESKTOP);
    await signUpViaApi(page, suite.server);
    const starter = await packIdByName(page, 'Starter Stash');
    const first = await createViaApi(page, { players: 2, mode: 'normal', packIds: [starter.id] });
    const second = await createViaApi(page, { players: 3, mode: 'upside_down', packIds: [starter.id, starter.id] });

    await page.goto('/forgemain');
    await page.getByText('Every mode').waitFor();
    const cards = page.getByRole('list', { name: 'Your battles' }).locator('[data-battle-card]');
    await expect.poll(() => cards.count()).toBe(2);
    // Each open battle says what the player paid; the result comes when the reels end.
    expect(await page.locator('[data-net="pending"]').first().textContent()).toContain(`Paid ${formatCents(second.entryCents)}`);
    expect(await cards.nth(0).textContent()).toContain(`#${second.id.slice(0, 8)}`);
    expect(await cards.nth(0).getByText('Upside Down').isVisible()).toBe(true);
    expect(await cards.nth(1).textContent()).toContain(`#${first.id.slice(0, 8)}`);
    expect(await cards.nth(1).getByText(formatCents(first.potCents)).first().isVisible()).toBe(true);
    await cards.nth(1).getByRole('link', { name: 'View Battle' }).click();
    await page.waitForURL(`**/allbattlesecondsec/${first.id}`);
    await page.getByText('Waiting…').first().waitFor();
    await screenshot(page, 'battles-view-open-desktop');

    // The host cancels it (after confirming): every entry comes back.
    await page.getByRole('button', { name: 'Cancel battle' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this battle?' });
    await confirm.getByRole('button', { name: 'Cancel battle' }).click();
    await expectToastContaining(page, 'Every entry was refunded.');
    await page.getByText('This battle was cancelled.').waitFor();
    expect(await page.getByRole('button', { name: 'Fill with bots' }).count()).toBe(0);
    const wallet = (await (await page.request.get('/api/wallet')).json()) as { balanceCents: number };
    expect(wallet.balanceCents).toBe(BONUS_CENTS - second.entryCents);

    // Finished battles say what the player received. A shared battle they host borrowing 70 % of the
    // entry: the house keeps part of their share. Free seats in battles another player sponsors in
    // full, nine of ten seats bots, until one wins nothing: it reads as a loss of $0.00, never "Won $0.00".
    const shared = await createViaApi(page, { players: 3, mode: 'shared', fast: true, borrowPercent: 70, packIds: [starter.id] });
    expect((await page.request.post(`/api/battles/${shared.id}/fill-bots`)).status()).toBe(200);
    const sponsor = await suite.open(DESKTOP);
    await signUpViaApi(sponsor.page, suite.server);
    let lostId: string | null = null;
    for (let attempt = 0; attempt < 4 && lostId === null; attempt++) {
      const free = await createViaApi(sponsor.page, { players: 10, mode: 'normal', fast: true, fundPercent: 100, packIds: [starter.id] });
      const joined = await page.request.post(`/api/battles/${free.id}/join`, { data: {}, headers: { 'Idempotency-Key': crypto.randomUUID() } });
      expect(joined.status()).toBe(200);
      expect((await sponsor.page.request.post(`/api/battles/${free.id}/fill-bots`)).status()).toBe(200);
      if ((await battleOf(page, free.id)).results!.payouts[1] === 0) lostId = free.id;
    }
    if (lostId === null) throw new Error('the free seat won four battles of ten seats in a row');
    const finishedIds = [shared.id, lostId];
    await expect.poll(async () => (await Promise.all(finishedIds.map((id) => battleOf(page, id)))).map((b) => b.status), { timeout: 20_000 }).toEqual(['completed', 'completed']);
    const sharedResults = (await battleOf(page, shared.id)).results!;
    const keptCents = sharedResults.shares![0]! - sharedResults.payouts[0]!;
    expect(keptCents).toBeGreaterThan(0);

    await page.goto('/forgemain');
    const row = (id: string) => page.getByRole('list', { name: 'Your battles' }).locator(':scope > li').filter({ hasText: `#${id.slice(0, 8)}` }).locator('[data-net]');
    await row(lostId).waitFor();
    expect(await row(lostId).getAttribute('data-net')).toBe('lost');
    expect(await row(lostId).textContent()).toBe('Lost $0.00 · the host sponsored your seat, and it won nothing');
    expect(await row(shared.id).textContent()).toContain(
      `received ${formatCents(sharedResults.payouts[0]!)} (the house kept ${formatCents(keptCents)} for the part of the entry it lent)`,
    );
    await screenshot(page, 'battles-history-desktop');
    await page.setViewportSize(PHONE);
    // After the resize the page lays itself out for a phone over a few frames (and a live drop may be sliding in): wait until it has.
    await expect.poll(() => expectNoSideScroll(page, PHONE.width).then(() => true, () => false)).toBe(true);
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'battles-history-phone');

    // The shared battle's winner panel: what each seat receives to the cent, and what the house kept of the borrower's share.
    await page.goto(`/allbattlesecondsec/${shared.id}`);
    const panel = page.locator('[data-winner-panel]');
    await panel.waitFor();
    const line = (await panel.locator('[data-winners-line]').textContent())!;
    for (const payout of sharedResults.payouts) expect(line).toContain(formatCents(payout));
    expect(line).toContain(`less ${formatCents(keptCents)} the house kept for the part of the entry it lent`);
    if (new Set(sharedResults.payouts).size > 1) expect(line).not.toMatch(/^Each receives/);
    expect(await panel.locator('[data-seat-result="0"] [data-house-kept]').textContent()).toBe(
      ` · won ${formatCents(sharedResults.shares![0]!)}, the house kept ${formatCents(keptCents)}`,
    );
    await screenshot(page, 'battles-winner-borrowed-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'battles-winner-borrowed-desktop');

    // /fairness checks what the house kept (the battle used borrowing) and says how the value was shared, to the cent.
    await page.goto(`/fairness?battleId=${shared.id}`);
    const verified = page.getByRole('region', { name: 'Battle result' });
    await verified.getByText('Kept by the house from borrowers match').waitFor();
    const howShared = (await verified.getByText(/everyone shares them: /).textContent())!;
    for (const share of sharedResults.shares!) expect(howShared).toContain(formatCents(share));
    expect(howShared).toContain(`leave ${formatCents(keptCents)} of their share to the house`);
    await sponsor.context.close();

    // Signed out, the history sends you to /.
    const visitor = await suite.open(DESKTOP);
    await visitor.page.goto('/forgemain');
    await visitor.page.waitForURL((url) => url.pathname === '/');
    await visitor.context.close();
    await context.close();
  });
});
