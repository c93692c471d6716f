import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

const shotsDir = fileURLToPath(new URL('../../.tmp/screenshots', import.meta.url));

/**
 * Whether screenshots are saved: for people to look at, so on by default, and off in CI, where
 * nobody looks and each full-page capture costs a busy machine time. E2E_SCREENSHOTS=1 or 0 decides.
 */
const takeScreenshots = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !(process.env.CI === 'true' || process.env.CI === '1');

/**
 * `motion`: the page plays its animations. Without it the page opens as for a person who asked
 * their system for reduced motion, which the site honours (animations end at once): a two-core
 * machine then spends no CPU drawing frames nobody watches. A test about motion itself (reels
 * spinning and landing on the rolled item) asks for it.
 */
export type PageOptions = { motion?: boolean };

/** For `suite.open(viewport, MOTION)`: a page that plays its animations. */
export const MOTION: PageOptions = { motion: true };

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: options.motion ? 'no-preference' : 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Saves a screenshot under .tmp/screenshots for people to look at; never compared. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!takeScreenshots) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** A screenshot of what is on screen now (the viewport only, not the whole page). */
export async function screenshotView(page: Page, name: string): Promise<void> {
  if (!takeScreenshots) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** A full-page screenshot from the top (the sticky navbar where a person sees it), after `settleMs` for bars and glows to finish moving. */
export async function screenshotFromTop(page: Page, name: string, settleMs = 800): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!takeScreenshots) return;
  await page.waitForTimeout(settleMs);
  await screenshot(page, name);
}

/** Nothing sticks out sideways at this width (the page never scrolls sideways); on failure, names the widest offenders. */
export async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  const wide = await page.evaluate((limit) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= limit) return [];
    const offenders = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > limit)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}px`);
    return offenders.length > 0 ? offenders : [`the page is ${scrollWidth}px wide`];
  }, width);
  expect(wide).toEqual([]);
}

/** The navbar's balance link ("Balance: $1,234.56" for screen readers). */
export function balancePill(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Balance:/ });
}

/**
 * How far each landed reel's rolled cell sits from the reel window's centre line, in px (0 is
 * exactly on the marker): along x for the pack reels, y for the battle reels, which run down.
 */
export async function landingOffsets(page: Page, axis: 'x' | 'y'): Promise<number[]> {
  return page.evaluate(
    (along) =>
      Array.from(document.querySelectorAll('[data-reel-state="landed"]')).map((reel) => {
        const cell = reel.querySelector('[data-reel-cell="landing"]')!.getBoundingClientRect();
        const box = reel.getBoundingClientRect();
        return along === 'x' ? Math.abs(cell.left + cell.width / 2 - (box.left + box.width / 2)) : Math.abs(cell.top + cell.height / 2 - (box.top + box.height / 2));
      }),
    axis,
  );
}

/**
 * Starts watching, inside the page, for the first spinning reel's strip to move: it resolves true
 * once two animation frames of a spinning strip show different positions, false after
 * `withinMs`. Call it before the action that starts the spin and await it after: sampled in the
 * page, frame by frame, a busy machine's round trips cannot miss a spin of two seconds.
 */
export function watchStripMove(page: Page, withinMs = 30_000): Promise<boolean> {
  return page.evaluate(
    (limit) =>
      new Promise<boolean>((resolve) => {
        const started = performance.now();
        let first: string | undefined;
        const look = () => {
          const strip = document.querySelector('[data-reel-state="spin"] [data-reel-strip]');
          if (strip) {
            const now = getComputedStyle(strip).transform;
            if (first === undefined) first = now;
            else if (now !== first) return resolve(true);
          }
          if (performance.now() - started > limit) return resolve(false);
          requestAnimationFrame(look);
        };
        look();
      }),
    withinMs,
  );
}

/**
 * Opens the avatar's profile menu in the bar (Profile, Wallet, History, Referrals, Fairness, Logout) and returns it.
 *
 * Right after a navigation the page may still show the previous location for a moment (the router
 * commits its update in a transition), and the menu closes on every new location: a menu opened
 * in that moment closes again at once. So this opens it until it stays open, as a person would
 * click again.
 */
export async function openProfileMenu(page: Page) {
  return openMenu(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile menu' }), '#profile-menu', 'Logout');
}

/** Opens the phone menu (the bar's links, search and, signed in, the player's own pages) and returns it; as `openProfileMenu`. */
export async function openSiteMenu(page: Page) {
  return openMenu(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^(Open|Close) menu$/ }), '#site-menu', 'Search');
}

async function openMenu(page: Page, button: ReturnType<Page['getByRole']>, panelSelector: string, shows: string) {
  const panel = page.locator(panelSelector);
  const logout = shows === 'Logout' ? panel.getByRole('button', { name: 'Logout' }) : panel.getByRole('searchbox', { name: shows });
  // Open at two looks a quarter of a second apart, with no click between: it stayed open.
  let openBefore = false;
  await expect
    .poll(
      async () => {
        const open = await logout.isVisible();
        if (open && openBefore) return true;
        openBefore = open;
        if (!open && (await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        return false;
      },
      { timeout: 15_000, interval: 250, message: `${panelSelector} stays open` },
    )
    .toBe(true);
  return panel;
}

/**
 * Counts the sounds a page plays from its next load on: every sound of the site is made of Web
 * Audio oscillators (lib/sound), so the count of oscillators created is the count of notes.
 */
export async function listenForSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { soundNotes: number };
    counted.soundNotes = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.soundNotes += 1;
      return create.call(this);
    };
  });
}

/** How many notes the page has played since it loaded (listenForSounds first). */
export async function soundNotes(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { soundNotes: number }).soundNotes);
}
