/**
 * Accessibility, with axe-core inside real Chromium at 1440 and 375 px, for a signed-in player
 * with a history (packs opened, a seed pair revealed, a reward claimed, battles hosted and
 * joined): every public page and every page of their own, with data in it, and a running battle
 * of theirs whose rounds strip scrolls by keyboard. No violation of any impact. The visitor's,
 * new player's and console's walk is e2e/a11y-visitor.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes, createBattle, playerPages, publicPages, setScene, settled, violations, type Scene } from './support/a11y';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, screenshotView } from './support/page';
import { packsByPrice } from './support/play';

describeBrowser("accessibility (axe-core): a signed-in player's pages", () => {
  const suite = browserSuite({ seed: true });
  let ids: Scene;

  beforeAll(async () => {
    ids = await setScene(suite, { withPlayer: true });
  });

  for (const viewport of [DESKTOP, PHONE]) {
    // The public pages and the player's own, on one tab of the player with a history.
    describe(`a signed-in player's pages at ${viewport.width} px`, () => {
      let player: Awaited<ReturnType<typeof suite.open>> | undefined;
      beforeAll(async () => {
        player = await suite.open(viewport);
        await player.context.addCookies(ids.playerCookies);
      });
      afterAll(async () => {
        await player?.context.close();
      });
      it.each([...publicPages, ...playerPages])('finds no violation on %s', async (_name, path) => {
        expect(await auditRoutes(player!.page, [path(ids)], 'player')).toEqual([]);
      });

      it('finds no violation on a running battle of theirs, and its rounds strip scrolls by keyboard', async () => {
        const page = player!.page;
        const [pack] = await packsByPrice(page);
        // Twenty rounds against bots: it plays for over a minute, and its rounds overflow the strip at both widths.
        const running = await createBattle(page, { players: 2, mode: 'normal', packIds: Array.from({ length: 20 }, () => pack!.id) });
        expect((await page.request.post(`/api/battles/${running}/fill-bots`)).status()).toBe(200);
        await page.goto(`/allbattlesecondsec/${running}`);
        const stage = page.locator('[data-stage-label]');
        await stage.filter({ hasText: /^Round \d+ of 20$/ }).waitFor();
        await settled(page);
        const found = await violations(page);
        expect(await stage.innerText(), 'the battle was still running when audited').toMatch(/^Round \d+ of 20$/);
        expect(found).toEqual([]);
        // Someone without a pointer scrolls the strip with the arrow keys once it has focus.
        const strip = page.getByRole('region', { name: 'Rounds' });
        await strip.focus();
        const before = await strip.evaluate((element) => element.scrollLeft);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
        await screenshotView(page, `player-running-battle-${viewport.width}`);
      });
    });
  }
});
