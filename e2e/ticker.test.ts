/**
 * The live drops ticker across the top of every page: a notable open by someone else appears on
 * a page already on screen, over the WebSocket, at 1440 and 375 px; a small one does not.
 */
import { expect, it } from 'vitest';
import { createTestPack } from '../packages/server/src/test/catalogue';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, expectNoSideScroll, screenshotFromTop } from './support/page';
import { signUpViaApi } from './support/sign-in';

describeBrowser('live drops ticker', () => {
  const suite = browserSuite({ seed: true });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows a notable open live on the page being read at ${viewport.width} px`, async () => {
      const { db } = suite.server.app.resources;
      const tag = `W${viewport.width}`;
      const notable = await createTestPack(db, { name: `Big ${tag}`, items: [{ valueCents: 4_000, oddsPpm: 100_000, name: `Golden Crown ${tag}` }] });
      const small = await createTestPack(db, { name: `Tiny ${tag}`, items: [{ valueCents: 30, oddsPpm: 100_000, name: `Paper Clip ${tag}` }] });

      const viewer = await suite.open(viewport);
      await viewer.page.goto('/race');
      await viewer.page.getByRole('heading', { level: 1 }).first().waitFor();
      const ticker = viewer.page.getByRole('region', { name: 'Live drops' });

      const opener = await suite.open(DESKTOP);
      await signUpViaApi(opener.page, suite.server);
      for (const packId of [small.packId, notable.packId]) {
        const opened = await opener.page.request.post(`/api/packs/${packId}/open`, { data: { count: 1 } });
        expect(opened.status(), await opened.text()).toBe(200);
      }

      // Held back until the opener's reel has landed, then in the strip without a reload.
      const chip = ticker.getByRole('link', { name: new RegExp(`Golden Crown ${tag}`) });
      await chip.waitFor({ timeout: 30_000 });
      expect(await chip.textContent()).toContain('$40.00');
      expect(await ticker.getByText(`Paper Clip ${tag}`).count()).toBe(0);
      expect(await chip.getAttribute('href')).toBe(`/productdetails?id=${notable.packId}`);
      await expectNoSideScroll(viewer.page, viewport.width);
      await screenshotFromTop(viewer.page, `ticker-${viewport.width}`);
      expect(viewer.errors).toEqual([]);
      await viewer.context.close();
      await opener.context.close();
    });
  }
});
