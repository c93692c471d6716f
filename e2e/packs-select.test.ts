/**
 * The marketplace's two selects on /packs (which packs, and how they are sorted or filtered) show
 * the whole text of every option, "Community Packs" and "Greater than $1000" included, at every
 * width the layout changes at.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser';
import { browserSuite } from './support/fixture';
import { DESKTOP, PHONE, screenshotView } from './support/page';

/** Each option of the select whose text is wider than the room the select gives it, with both widths in px. */
async function clippedOptions(page: Page, label: string): Promise<string[]> {
  return page.getByLabel(label, { exact: true }).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // The text laid out on its own, in the select's font, measures what the option needs.
    const probe = document.createElement('span');
    Object.assign(probe.style, {
      position: 'absolute',
      visibility: 'hidden',
      whiteSpace: 'pre',
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      fontFeatureSettings: style.fontFeatureSettings,
      letterSpacing: style.letterSpacing,
    });
    document.body.append(probe);
    const clipped = Array.from(select.options).flatMap((option) => {
      probe.textContent = option.text;
      const needed = probe.getBoundingClientRect().width;
      return needed > room ? [`${option.text}: needs ${needed.toFixed(1)}, has ${room.toFixed(1)}`] : [];
    });
    probe.remove();
    return clipped;
  });
}

describeBrowser('packs selects', () => {
  const suite = browserSuite();

  it('shows the whole text of every pack type and sort option at 1440, 1024, 768 and 375 px', async () => {
    const { page, context, errors } = await suite.open(DESKTOP);
    await page.goto('/packs?type=community&filter=over_1000');
    await page.getByRole('heading', { name: 'Packs', level: 1 }).waitFor();
    for (const viewport of [DESKTOP, { width: 1024, height: 800 }, { width: 768, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      expect({ width: viewport.width, clipped: await clippedOptions(page, 'Sort') }).toEqual({ width: viewport.width, clipped: [] });
      expect({ width: viewport.width, clipped: await clippedOptions(page, 'Filter') }).toEqual({ width: viewport.width, clipped: [] });
      if (viewport === DESKTOP || viewport === PHONE) await screenshotView(page, `packs-selects-${viewport.width}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
