/**
 * The featured carousel on /homepage (issue #28) in a real browser against the real server and
 * the demo catalogue: what it shows, turning every CAROUSEL_ADVANCE_MS on the page's own clock,
 * pausing under the mouse, stopping for keyboard focus and for reduced motion, drags either side
 * of CAROUSEL_SWIPE_PX, the keyboard, a phone, and the footer's link to the page.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CAROUSEL_ADVANCE_MS, CAROUSEL_SWIPE_PX } from '@lootforge/core/carousel';
import type { PackSummary } from '@lootforge/core/contracts/packs';
import type { Race } from '@lootforge/core/contracts/races-answers';
import { formatCents } from '@lootforge/core/money';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, expectNoSideScroll, MOTION, PHONE, screenshotFromTop, screenshotView } from './support/page';

const STOP = 'Stop automatic slide show';
const START = 'Start automatic slide show';

function carouselOf(page: Page): Locator {
  return page.getByRole('region', { name: 'Featured packs and races' });
}

/** The slide on show: the one slide that is not inert. */
function shownSlide(carousel: Locator): Locator {
  return carousel.locator('[aria-roledescription="slide"]:not([inert])');
}

async function shownLabel(carousel: Locator): Promise<string | null> {
  return shownSlide(carousel).getAttribute('aria-label');
}

/**
 * Opens /homepage with the page's clock installed and, once the slides are up, held still: time
 * then moves only by `runFor`. Returns the carousel, its number of slides and the number of the
 * slide shown when the clock stopped (1, unless a slow machine took a whole wait to get there).
 */
async function openHeldStill(page: Page): Promise<{ carousel: Locator; count: number; first: number }> {
  await page.clock.install();
  await page.goto('/homepage');
  const carousel = carouselOf(page);
  await shownSlide(carousel).waitFor();
  for (let attempt = 1; ; attempt += 1) {
    const nowMs = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(nowMs + 1_000);
      break;
    } catch (error) {
      // The page's time ran past the mark before the call reached it: take a later one.
      if (attempt === 3) throw error;
    }
  }
  const count = await carousel.locator('[aria-roledescription="slide"]').count();
  return { carousel, count, first: Number((await shownLabel(carousel))!.split(' ')[0]) };
}

/** How far the shown slide sits from the left edge of the carousel's window, in px: 0 when it is the one in view. */
function offsetInWindow(carousel: Locator): Promise<number> {
  return carousel.locator('[aria-live]').evaluate((frame) => {
    const slide = frame.querySelector('[aria-roledescription="slide"]:not([inert])')!;
    return Math.round(slide.getBoundingClientRect().left - (frame.getBoundingClientRect().left + frame.clientLeft));
  });
}

/** "3 of 7" for slide 3, counting on past the last to the first. */
function nth(slide: number, count: number): string {
  return `${((slide - 1) % count) + 1} of ${count}`;
}

/** Lets the page's clock run `ms`, then gives the page a moment of real time to draw what its timers changed. */
async function runClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await page.waitForTimeout(100);
}

/** Drags across the shown slide from its link (a press that moves is not a click on it), `dxPx` sideways, in small steps as a hand would. */
async function dragShownSlide(page: Page, carousel: Locator, dxPx: number): Promise<void> {
  const box = (await shownSlide(carousel).getByRole('link').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dxPx, y + 2, { steps: 8 });
  await page.mouse.up();
}

async function slideIs(carousel: Locator, label: string): Promise<void> {
  await expect.poll(() => shownLabel(carousel)).toBe(label);
}

describeBrowser('the featured carousel on /homepage', () => {
  const suite = browserSuite({ seed: true });

  it('shows the most opened packs and the running races, each with its price or pool and its link', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const popular = ((await (await page.request.get('/api/packs?filter=popular&limit=5')).json()) as { packs: PackSummary[] }).packs;
    const running = ((await (await page.request.get('/api/races')).json()) as { races: Race[] }).races.filter((race) => race.status === 'running');
    expect(popular).toHaveLength(5);
    expect(running.map((race) => race.kind).sort()).toEqual(['daily', 'weekly']);
    const daily = running.find((race) => race.kind === 'daily')!;
    const weekly = running.find((race) => race.kind === 'weekly')!;

    await page.goto('/homepage');
    const carousel = carouselOf(page);
    await shownSlide(carousel).waitFor();
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = popular.length + running.length;
    expect(await slides.evaluateAll((els) => els.map((el) => [el.getAttribute('role'), el.getAttribute('aria-label')]))).toEqual(
      Array.from({ length: count }, (_, index) => ['group', `${index + 1} of ${count}`]),
    );
    // A pack first, the daily race, the next pack, the weekly race, then the other packs.
    const expected = [popular[0]!.name, 'Daily Race', popular[1]!.name, 'Weekly Race', ...popular.slice(2).map((pack) => pack.name)];
    expect(await slides.locator('h3').allTextContents()).toEqual(expected);
    const texts = await slides.allTextContents();
    expect(texts[0]).toContain(formatCents(popular[0]!.priceCents));
    expect(texts[1]).toContain(`$${daily.poolCents / 100}`);
    expect(texts[3]).toContain(`$${weekly.poolCents / 100}`);
    expect(await slides.nth(0).getByRole('link').getAttribute('href')).toBe(`/productdetails?id=${popular[0]!.id}`);
    expect(await slides.nth(1).getByRole('link').getAttribute('href')).toBe('/race');
    // One dot per slide, named after it; only the shown slide can be reached.
    expect(await carousel.getByRole('button', { name: /^Slide \d+: / }).count()).toBe(count);
    expect(await carousel.getByRole('button', { name: `Slide 2: Daily Race` }).count()).toBe(1);
    expect(await shownSlide(carousel).getByRole('link').count()).toBe(1);
    expect(await carousel.locator('[aria-roledescription="slide"][inert]').count()).toBe(count - 1);
    await screenshotView(page, 'home-carousel-desktop');
    await screenshotFromTop(page, 'home-carousel-desktop-page');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await slideIs(carousel, `2 of ${count}`);
    await page.mouse.move(2, 2);
    await screenshotView(page, 'home-carousel-race-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`turns every ${CAROUSEL_ADVANCE_MS} ms by itself, silently, and holds still while the mouse rests on it`, async () => {
    const { page, context, errors } = await suite.open(DESKTOP, MOTION);
    const { carousel, count, first } = await openHeldStill(page);
    const live = carousel.locator('[aria-live]');
    expect(await carousel.getByRole('button').first().getAttribute('aria-label')).toBe(STOP);
    expect(await live.getAttribute('aria-live')).toBe('off');
    await runClock(page, CAROUSEL_ADVANCE_MS + 100);
    await slideIs(carousel, nth(first + 1, count));
    // The slide shown is the one in view.
    await expect.poll(() => offsetInWindow(carousel)).toBe(0);

    await shownSlide(carousel).hover();
    await expect.poll(() => live.getAttribute('aria-live')).toBe('polite');
    await runClock(page, CAROUSEL_ADVANCE_MS * 2);
    expect(await shownLabel(carousel)).toBe(nth(first + 1, count));
    // A pause, not a stop: the button still offers to stop it, and it turns again once the mouse leaves, after a whole wait.
    expect(await carousel.getByRole('button', { name: STOP }).count()).toBe(1);
    await page.mouse.move(2, 2);
    await expect.poll(() => live.getAttribute('aria-live')).toBe('off');
    await runClock(page, CAROUSEL_ADVANCE_MS - 200);
    expect(await shownLabel(carousel)).toBe(nth(first + 1, count));
    await runClock(page, 300);
    await slideIs(carousel, nth(first + 2, count));
    // On to the last slide, and past it to the first.
    for (let shown = first + 3; shown <= count + 1; shown += 1) {
      await runClock(page, CAROUSEL_ADVANCE_MS + 100);
      await slideIs(carousel, nth(shown, count));
    }
    expect(await shownLabel(carousel)).toBe(`1 of ${count}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(`changes slide for a drag of more than ${CAROUSEL_SWIPE_PX} px either way, and not for a shorter one, without following the link dragged across`, async () => {
    const { page, context, errors } = await suite.open(DESKTOP, MOTION);
    const { carousel, count, first } = await openHeldStill(page);

    await dragShownSlide(page, carousel, -(CAROUSEL_SWIPE_PX + 20));
    await slideIs(carousel, nth(first + 1, count));
    await dragShownSlide(page, carousel, -(CAROUSEL_SWIPE_PX - 10));
    await page.waitForTimeout(300);
    expect(await shownLabel(carousel)).toBe(nth(first + 1, count));
    await dragShownSlide(page, carousel, CAROUSEL_SWIPE_PX + 20);
    await slideIs(carousel, nth(first, count));
    await dragShownSlide(page, carousel, CAROUSEL_SWIPE_PX - 10);
    await page.waitForTimeout(300);
    expect(await shownLabel(carousel)).toBe(nth(first, count));
    // Right from the first slide is the last.
    if (first !== 1) {
      await dragShownSlide(page, carousel, CAROUSEL_SWIPE_PX + 20);
      await slideIs(carousel, '1 of ' + count);
    }
    await dragShownSlide(page, carousel, CAROUSEL_SWIPE_PX + 60);
    await slideIs(carousel, `${count} of ${count}`);
    expect(new URL(page.url()).pathname).toBe('/homepage');
    // A plain click on the link still follows it.
    await shownSlide(carousel).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/productdetails');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stops for keyboard focus inside it, with the rotation button first, until that button starts it again', async () => {
    const { page, context, errors } = await suite.open(DESKTOP, MOTION);
    const { carousel, count, first } = await openHeldStill(page);
    await runClock(page, CAROUSEL_ADVANCE_MS + 100);
    const held = nth(first + 1, count);
    await slideIs(carousel, held);

    // From the last link before the carousel, Tab lands on the rotation button, which stops it.
    await page.getByRole('link', { name: 'Join a battle' }).focus();
    await page.keyboard.press('Tab');
    const rotation = carousel.getByRole('button', { name: START });
    await expect.poll(() => rotation.evaluate((el) => el === document.activeElement).catch(() => false)).toBe(true);
    expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    await runClock(page, CAROUSEL_ADVANCE_MS * 2);
    expect(await shownLabel(carousel)).toBe(held);
    // Stopped, not paused: focus leaving does not start it again.
    await page.keyboard.press('Shift+Tab');
    await runClock(page, CAROUSEL_ADVANCE_MS * 2);
    expect(await shownLabel(carousel)).toBe(held);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => carousel.getByRole('button').first().getAttribute('aria-label')).toBe(STOP);
    expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('off');
    await runClock(page, CAROUSEL_ADVANCE_MS + 100);
    await slideIs(carousel, nth(first + 2, count));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is worked by the keyboard alone: rotation, previous, next, the shown slide’s link, then the dots', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/homepage');
    const carousel = carouselOf(page);
    await shownSlide(carousel).waitFor();
    const count = await carousel.locator('[aria-roledescription="slide"]').count();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

    await page.getByRole('link', { name: 'Join a battle' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(START);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Previous slide');
    await page.keyboard.press('Enter');
    await slideIs(carousel, `${count} of ${count}`);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Next slide');
    await page.keyboard.press('Enter');
    await slideIs(carousel, `1 of ${count}`);
    await page.keyboard.press('Space');
    await slideIs(carousel, `2 of ${count}`);
    // The shown slide's link, then the dots: the hidden slides' links are skipped.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Join the race: Daily Race');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^Slide 1: /);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Slide 3: ' + (await carousel.locator('[aria-roledescription="slide"] h3').nth(2).textContent()));
    await page.keyboard.press('Enter');
    await slideIs(carousel, `3 of ${count}`);
    expect(await carousel.getByRole('button', { name: /^Slide 3: / }).getAttribute('aria-current')).toBe('true');
    expect(await carousel.getByRole('button', { name: /^Slide 2: / }).getAttribute('aria-current')).toBeNull();
    // Focus having passed through a slide's link, the strip still sits on the slide shown.
    await expect.poll(() => offsetInWindow(carousel)).toBe(0);
    await screenshotView(page, 'home-carousel-keyboard-desktop');
    // Back to the slide's link, and Enter follows it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toMatch(/^Open pack: /);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/productdetails');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never turns by itself for someone who asked for reduced motion', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    const { carousel, count } = await openHeldStill(page);
    expect(await carousel.getByRole('button').first().getAttribute('aria-label')).toBe(START);
    expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    await runClock(page, CAROUSEL_ADVANCE_MS * 3);
    expect(await shownLabel(carousel)).toBe(`1 of ${count}`);
    // Still worked by hand.
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await slideIs(carousel, `2 of ${count}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone shows one slide at a time, swipes, and fits the screen', async () => {
    const { page, context, errors } = await suite.open(PHONE, MOTION);
    const { carousel, count, first } = await openHeldStill(page);
    await carousel.scrollIntoViewIfNeeded();
    const viewport = (await carousel.locator('[aria-live]').boundingBox())!;
    const shown = (await shownSlide(carousel).boundingBox())!;
    // One slide fills the window between the borders.
    expect(Math.round(shown.width)).toBe(await carousel.locator('[aria-live]').evaluate((el) => el.clientWidth));
    expect(viewport.x).toBeGreaterThanOrEqual(0);
    expect(viewport.x + viewport.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSideScroll(page, PHONE.width);
    await screenshotView(page, 'home-carousel-phone');

    // A finger: touch events, as a phone sends them.
    const cdp = await context.newCDPSession(page);
    const swipe = async (dxPx: number) => {
      const x = viewport.x + viewport.width / 2;
      const y = viewport.y + 60;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 8; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dxPx * step) / 8, y: y + 1 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(-(CAROUSEL_SWIPE_PX + 30));
    await slideIs(carousel, nth(first + 1, count));
    await swipe(-(CAROUSEL_SWIPE_PX - 15));
    await page.waitForTimeout(300);
    expect(await shownLabel(carousel)).toBe(nth(first + 1, count));
    await swipe(CAROUSEL_SWIPE_PX + 30);
    await slideIs(carousel, nth(first, count));
    // A finger does not hold it as a resting mouse does: it turns on after the swipes.
    await runClock(page, CAROUSEL_ADVANCE_MS + 100);
    await slideIs(carousel, nth(first + 1, count));
    await expect.poll(() => offsetInWindow(carousel)).toBe(0);
    await screenshotView(page, 'home-carousel-phone-race');
    await screenshotFromTop(page, 'home-carousel-phone-page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a skeleton while loading and says so when there is nothing to feature', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/packs?**', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ packs: [], total: 0, nextOffset: null }) });
    });
    await page.route('**/api/races', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ races: [] }) }));
    await page.goto('/homepage');
    await page.getByRole('status', { name: 'Loading featured packs and races' }).waitFor();
    await screenshotView(page, 'home-carousel-loading-phone');
    answer();
    const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured', exact: true }) });
    await featured.getByText('Nothing to feature yet').waitFor();
    expect(await carouselOf(page).count()).toBe(0);
    expect(await featured.getByRole('link', { name: 'Browse packs' }).getAttribute('href')).toBe('/packs');
    await featured.scrollIntoViewIfNeeded();
    await screenshotView(page, 'home-carousel-empty-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is reached from the footer of any page', async () => {
    const { page, context, errors } = await suite.open(PHONE);
    await page.goto('/packs');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/homepage');
    await shownSlide(carouselOf(page)).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
