/**
 * Races and rewards in a real browser against the real server (DESIGN §13, §14): yesterday's daily
 * race paid and shown with its winners; a player below the board who sees their own rank, climbs
 * to 1st live, and claims the daily reward into the navbar balance; and the three pages on a phone.
 */
import { expect, it } from 'vitest';
import { formatCents } from '@lootforge/core/money';
import { DAY_MS, prizeSplit, DEFAULT_SPLIT_PERCENTS } from '@lootforge/core/races';
import { rewardReadyCents } from '@lootforge/core/rewards';
import { sweepRaces } from '../packages/server/src/races/sweeper';
import { describeBrowser } from './support/browser';
import { ADMIN_PASSWORD, createAdmin } from './support/admin';
import { browserSuite, expectToast } from './support/fixture';
import { balancePill, DESKTOP, expectNoSideScroll, PHONE, screenshotFromTop as screenshot, openSiteMenu } from './support/page';
import { balanceOf, openPacks, packCostingAtLeast, packsByPrice } from './support/play';
import { signUpViaApi, signUpViaUi } from './support/sign-in';

/** The time the server's rules see: set back a day to play yesterday's race. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describeBrowser('races and rewards', () => {
  // No minimum wager, so the live board can be climbed with small opens; the minimum has its own suite below.
  const suite = browserSuite({ seed: true, clock, config: { raceMinWagers: { dailyCents: 0, weeklyCents: 0 } } });

  it("pays yesterday's daily race to its top players and shows them under Past races", async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const [cheapest] = await packsByPrice(page);
    const racers = [
      { name: 'AuroraAce', packs: 3 },
      { name: 'BlitzBox', packs: 2 },
      { name: 'CometCrate', packs: 1 },
    ];
    clock.offsetMs = -DAY_MS;
    try {
      // Yesterday: the sweep makes that day's race, and three players open packs in it.
      await sweepRaces(suite.server.app);
      for (const racer of racers) {
        await signUpViaApi(page, suite.server, racer.name);
        await openPacks(page, cheapest!, racer.packs);
      }
    } finally {
      clock.offsetMs = 0;
    }
    // Today: the sweep pays yesterday's race (and last week's, on a Monday), each prize to its rank.
    const paid = await sweepRaces(suite.server.app);
    expect(paid.length).toBeGreaterThan(0);
    const prizes = prizeSplit(suite.server.app.config.racePools.dailyCents, DEFAULT_SPLIT_PERCENTS);
    // The page's cookies are the last racer's (3rd): the daily race's 3rd prize is in their wallet.
    const { transactions } = (await (await page.request.get('/api/wallet/transactions')).json()) as { transactions: Array<{ kind: string; amountCents: number }> };
    expect(transactions.filter((t) => t.kind === 'race_prize').map((t) => t.amountCents)).toContain(prizes[2]!.prizeCents);

    await context.clearCookies();
    await page.goto('/race');
    const yesterday = dayLabel.format(new Date(Date.now() - DAY_MS));
    const card = page.locator('[data-past-race]').filter({ hasText: 'Daily Race' }).filter({ hasText: yesterday });
    await card.waitFor();
    const winners = await card.getByRole('listitem').allTextContents();
    expect(winners).toHaveLength(3);
    racers.forEach((racer, i) => {
      expect(winners[i]).toContain(racer.name);
      expect(winners[i]).toContain(formatCents(prizes[i]!.prizeCents));
    });
    // A visitor is asked to log in to race.
    await page.getByRole('region', { name: 'Your standing' }).getByRole('link', { name: 'Login To Race' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a player opens packs, sees their own wager and rank on /race (live), and claims the daily reward into the navbar balance', async () => {
    // Ten rivals who each wagered more than the player's first pack will cost.
    const rivals = await suite.open(DESKTOP);
    const [cheapest] = await packsByPrice(rivals.page);
    for (const name of ['NovaStrike', 'KaiLoot', 'MiraSpins', 'ZenCrates', 'RexRolls', 'LunaDrops', 'OrbitAce', 'VexVault', 'JunoJack', 'PikeLuck']) {
      await signUpViaApi(rivals.page, suite.server, name);
      await openPacks(rivals.page, cheapest!, 2);
    }

    const { page, context, errors } = await suite.open(DESKTOP);
    const { userName } = await signUpViaUi(page, suite.server, { userName: 'PlayerOne' });
    // One pack through its page.
    await page.goto(`/productdetails?id=${cheapest!.id}`);
    await page.getByRole('button', { name: `Open for ${formatCents(cheapest!.priceCents)}` }).click();
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(100_000 - cheapest!.priceCents));
    let wager = cheapest!.priceCents;

    // /race from the top bar: 11th, below the board of ten, and still told where they stand.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Race' }).click();
    await page.waitForURL('**/race');
    const standing = page.getByRole('region', { name: 'Your standing' });
    await standing.getByText(`You are #11 with ${formatCents(wager)} wagered`).waitFor();
    const ownRow = page.locator('[data-race-rank="11"]');
    expect(await ownRow.textContent()).toContain(userName);
    expect(await ownRow.textContent()).toContain(formatCents(wager));
    expect(await page.locator('[data-race-rank="10"]').textContent()).toContain(formatCents(cheapest!.priceCents * 2));
    expect(await standing.textContent()).toContain(`${formatCents(cheapest!.priceCents * 2 - wager + 1)} more to reach the top 10.`);
    await screenshot(page, 'race-below-board-desktop');

    // A big open in another tab: the page follows without a reload, up to 1st on the podium.
    const big = await packCostingAtLeast(page, 2_000);
    wager += await openPacks(page, big, 2);
    await page.locator('[data-podium-rank="1"]').getByText(userName).waitFor();
    await standing.getByText(`You are #1 with ${formatCents(wager)} wagered`).waitFor();
    await page.locator('[data-podium-rank="1"]').getByText(formatCents(wager)).waitFor();

    // A rival (the last one signed up, PikeLuck) overtakes: only the races topic can say so, and it does.
    await openPacks(rivals.page, big, 3);
    await page.locator('[data-podium-rank="1"]').getByRole('link', { name: 'PikeLuck' }).waitFor();
    await page.locator('[data-podium-rank="2"]').getByText(userName).waitFor();
    await standing.getByText(`You are #2 with ${formatCents(wager)} wagered`).waitFor();
    await rivals.context.close();
    await screenshot(page, 'race-desktop');

    // The daily reward holds 0.2 % of that wager; claiming it moves the navbar balance at once.
    const ready = rewardReadyCents(wager);
    expect(ready).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
    await page.waitForURL('**/rewards');
    const daily = page.locator('[data-reward="daily"]');
    await daily.getByText(formatCents(ready), { exact: true }).waitFor();
    const before = await balanceOf(page);
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(before));
    await screenshot(page, 'rewards-desktop');
    await daily.getByRole('button', { name: `Claim ${formatCents(ready)} daily reward` }).click();
    await expectToast(page, `Daily reward claimed: ${formatCents(ready)} added to your wallet.`);
    await expect.poll(() => balancePill(page).textContent()).toContain(formatCents(before + ready));
    expect(await balanceOf(page)).toBe(before + ready);
    // Claimed: the card counts down to the next one, and Claim, which could only be refused now, says when it opens.
    const timer = daily.getByRole('timer', { name: 'Claimable in 1 day' });
    await timer.waitFor();
    // 24 hours to go; the first second may still read "1d 00:00:00".
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).toMatch(/^23:59:\d\d$/);
    const closed = daily.getByRole('button', { name: /^Opens in (1 day|23 h 59 min) daily reward$/ });
    expect(await closed.isDisabled()).toBe(true);
    await screenshot(page, 'rewards-claimed-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an admin's race as its own tab, with its own pool and prizes", async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await createAdmin(suite.server, 'races-admin@example.com');
    expect((await page.request.post('/api/admin/login', { data: { email: 'races-admin@example.com', password: ADMIN_PASSWORD } })).status()).toBe(200);
    const startsAt = new Date(Date.now() - 5_000).toISOString();
    const endsAt = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const created = await page.request.post('/api/admin/races', { data: { name: 'Spring Sprint', startsAt, endsAt, poolCents: 250_000, splitPercents: [60, 30, 10] } });
    expect(created.status()).toBe(200);

    await page.goto('/race');
    await page.getByRole('tab', { name: 'Spring Sprint ($2500)' }).click();
    await page.getByRole('heading', { name: 'Spring Sprint', level: 2 }).waitFor();
    const prizes = page.getByRole('list', { name: 'Prize per rank' });
    expect(await prizes.getByRole('listitem').allTextContents()).toEqual(['1st$1,500.00', '2nd$750.00', '3rd$250.00']);
    // Three paid ranks and no one racing yet: the podium waits for racers, and no open rows are promised below it.
    expect(await page.locator('[data-podium-rank="1"]').textContent()).toContain('No racer yet');
    expect(await page.locator('[data-race-rank]').count()).toBe(0);
    await page.getByRole('timer', { name: /^Ends in 3 days/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone: /race, /rewards and /referrals have no side scroll and their controls answer', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUpViaApi(page, suite.server);
    await page.goto('/');

    // The phone menu carries Race and Rewards, and Referrals with the player's own links.
    await openSiteMenu(page);
    const menu = page.locator('#site-menu');
    for (const name of ['Race', 'Rewards', 'Referrals']) expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Race' }).click();
    await page.waitForURL('**/race');
    await page.locator('[data-podium-rank="1"]').waitFor();
    await page.getByRole('region', { name: 'Your standing' }).getByText('You have not raced yet.').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'race-phone');
    await page.getByRole('tab', { name: /^Weekly Race/ }).click();
    await page.getByRole('heading', { name: 'Weekly Race', level: 2 }).waitFor();
    await expectNoSideScroll(page, PHONE.width);

    // Nothing wagered yet: nothing to claim, and Claim says so instead of offering a refusal.
    await page.goto('/rewards');
    const daily = page.locator('[data-reward="daily"]');
    const empty = daily.getByRole('button', { name: 'Nothing to claim yet daily reward' });
    await empty.waitFor();
    expect(await empty.isDisabled()).toBe(true);
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'rewards-phone');

    await page.goto('/referrals');
    await page.locator('[data-referral-code]').waitFor();
    await expectNoSideScroll(page, PHONE.width);
    await screenshot(page, 'referrals-phone');
    await page.getByRole('button', { name: 'Copy referral link' }).click();
    await page.getByRole('button', { name: /Copied/ }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByLabel('Your link').inputValue());
    // Below the $1.00 minimum a claim could only be refused: the button says when it opens.
    expect(await page.getByRole('button', { name: 'Claim opens at $1.00 referral earnings' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describeBrowser('races: the minimum wager to be ranked', () => {
  // The design's defaults: $10.00 a day, $50.00 a week.
  const suite = browserSuite({ seed: true });

  it('a player under the daily minimum is told how much more to wager to be ranked, then climbs onto the board', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const [cheapest] = await packsByPrice(page);
    expect(cheapest!.priceCents).toBeLessThan(1_000);
    await signUpViaApi(page, suite.server, 'UnderTheBar');
    await openPacks(page, cheapest!, 1);
    await page.goto('/race');
    await page.locator('[data-race-minimum]').first().getByText(formatCents(1_000)).waitFor();
    const standing = page.getByRole('region', { name: 'Your standing' }).first();
    await standing.getByText(`${formatCents(1_000 - cheapest!.priceCents)} more to be ranked`).waitFor();
    expect(await page.locator('[data-race-rank]').allTextContents()).not.toContainEqual(expect.stringContaining('UnderTheBar'));
    await screenshot(page, 'race-under-minimum-desktop');

    // Past the minimum, the live page puts them on the board.
    const big = await packCostingAtLeast(page, 1_000);
    await openPacks(page, big, 1);
    await standing.getByText(/^You are #\d+ with/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
