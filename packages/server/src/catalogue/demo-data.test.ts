import { describe, it, expect } from 'vitest';
import sharp from 'sharp';
import { checkPackEntries } from '@lootforge/core/pack';
import { artKinds, drawItem, drawPack } from './generated-art';
import type { ArtKind } from './generated-art';
import { demoItems, demoLevelPacks, demoPacks } from './demo-data';

const TICKETS = 100_000;
const itemsByKey = new Map(demoItems.map((i) => [i.key, i]));

function expectedValueCents(pack: (typeof demoPacks)[number]): number {
  return pack.items.reduce((sum, e) => sum + e.oddsPpm * (itemsByKey.get(e.itemKey)?.valueCents ?? 0), 0) / TICKETS;
}

/**
 * Rasterises at thumbnail size (what the site shows) and checks the picture
 * has real content: a broken gradient reference or an XML slip tends to
 * render as nothing or as one flat colour rather than throwing.
 */
async function expectRealImage(svg: string): Promise<void> {
  expect(svg.startsWith('<svg')).toBe(true);
  const png = await sharp(Buffer.from(svg)).resize(128, 128).png().toBuffer();
  const meta = await sharp(png).metadata();
  expect(meta.width).toBe(128);
  const flat = await sharp(png).flatten({ background: '#0b1020' }).stats();
  const [r, g, b] = flat.channels;
  expect(Math.max(r?.stdev ?? 0, g?.stdev ?? 0, b?.stdev ?? 0)).toBeGreaterThan(20);
  // Count distinct colours on a coarse grid so "not a single colour" means visibly varied.
  const { data } = await sharp(png).flatten({ background: '#0b1020' }).raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 3) colours.add(((data[i] ?? 0) >> 4) * 256 + ((data[i + 1] ?? 0) >> 4) * 16 + ((data[i + 2] ?? 0) >> 4));
  expect(colours.size).toBeGreaterThan(40);
  // Opaque ink must cover a meaningful share of the canvas, not just a faint glow.
  const alpha = (await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer()).filter((a) => a > 200).length;
  expect(alpha / (128 * 128)).toBeGreaterThan(0.06);
}

describe('demo items', () => {
  it('has at least 40 items with unique keys and names', () => {
    expect(demoItems.length).toBeGreaterThanOrEqual(40);
    expect(new Set(demoItems.map((i) => i.key)).size).toBe(demoItems.length);
    expect(new Set(demoItems.map((i) => i.name)).size).toBe(demoItems.length);
  });

  it('uses integer cents spanning 10¢ to $5,000 on a roughly log scale', () => {
    const values = demoItems.map((i) => i.valueCents);
    for (const v of values) expect(Number.isSafeInteger(v) && v > 0).toBe(true);
    expect(Math.min(...values)).toBe(10);
    expect(Math.max(...values)).toBe(500_000);
    for (const c of [10, 25, 50]) expect(values).toContain(c);
    const between = (lo: number, hi: number): number => values.filter((v) => v >= lo && v < hi).length;
    expect(between(10, 100)).toBeGreaterThanOrEqual(5);
    expect(between(100, 1_000)).toBeGreaterThanOrEqual(3);
    expect(between(1_000, 10_000)).toBeGreaterThanOrEqual(3);
    expect(between(10_000, 100_000)).toBeGreaterThanOrEqual(3);
    expect(between(100_000, 500_001)).toBeGreaterThanOrEqual(3);
  });

  it('has sensible names and valid art kinds', () => {
    for (const i of demoItems) {
      expect(i.name.trim()).toBe(i.name);
      expect(i.name.length).toBeGreaterThan(2);
      expect(i.name.length).toBeLessThanOrEqual(40);
      expect(i.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(artKinds).toContain(i.art);
    }
  });

  it('uses every art kind at least once', () => {
    const used = new Set<ArtKind>(demoItems.map((i) => i.art));
    expect(artKinds.filter((k) => !used.has(k))).toEqual([]);
    expect(artKinds.length).toBeGreaterThanOrEqual(24);
  });
});

describe('demo level packs (DESIGN §21)', () => {
  it('has one per tier, each obeying the pack rules and worth more than the tier before', () => {
    expect(demoLevelPacks.map((p) => p.tier)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    let previous = 0;
    for (const pack of demoLevelPacks) {
      expect(pack.name).toMatch(/^[A-Za-z0-9 ]{1,20}$/);
      expect(pack.items.reduce((s, e) => s + e.oddsPpm, 0)).toBe(TICKETS);
      for (const e of pack.items) expect(itemsByKey.has(e.itemKey), e.itemKey).toBe(true);
      expect(checkPackEntries(pack.items.map((e) => ({ itemId: e.itemKey, oddsPpm: e.oddsPpm })))).toBeNull();
      expect(artKinds).toContain(pack.theme.icon);
      const value = expectedValueCents(pack);
      expect(value).toBeGreaterThan(previous);
      previous = value;
    }
  });

  it.each(demoLevelPacks.map((p) => [p.name, p] as const))('%s has a real picture', async (_name, pack) => {
    await expectRealImage(drawPack(pack.theme));
  });
});

describe('demo packs', () => {
  it('has at least 10 packs with unique keys and names', () => {
    expect(demoPacks.length).toBeGreaterThanOrEqual(10);
    expect(new Set(demoPacks.map((p) => p.key)).size).toBe(demoPacks.length);
    expect(new Set(demoPacks.map((p) => p.name)).size).toBe(demoPacks.length);
  });

  it.each(demoPacks.map((p) => [p.name, p] as const))('%s obeys the pack rules', (_name, pack) => {
    expect(pack.name).toMatch(/^[A-Za-z0-9 ]{1,20}$/);
    expect(pack.name.trim()).toBe(pack.name);
    expect(pack.items.length).toBeGreaterThanOrEqual(5);
    expect(pack.items.length).toBeLessThanOrEqual(15);
    expect(pack.items.reduce((s, e) => s + e.oddsPpm, 0)).toBe(TICKETS);
    expect(new Set(pack.items.map((e) => e.itemKey)).size).toBe(pack.items.length);
    for (const e of pack.items) {
      expect(itemsByKey.has(e.itemKey), e.itemKey).toBe(true);
      expect(Number.isSafeInteger(e.oddsPpm) && e.oddsPpm >= 1).toBe(true);
    }
    expect(checkPackEntries(pack.items.map((e) => ({ itemId: e.itemKey, oddsPpm: e.oddsPpm })))).toBeNull();
    expect(artKinds).toContain(pack.theme.icon);
  });

  it.each(demoPacks.map((p) => [p.name, p] as const))('%s makes expensive items rarer than cheap ones', (_name, pack) => {
    const entries = pack.items.map((e) => ({ ...e, value: itemsByKey.get(e.itemKey)?.valueCents ?? 0 }));
    const cheapest = entries.reduce((a, b) => (b.value < a.value ? b : a));
    const dearest = entries.reduce((a, b) => (b.value > a.value ? b : a));
    expect(dearest.oddsPpm).toBeLessThan(cheapest.oddsPpm);
    expect(dearest.oddsPpm).toBeLessThanOrEqual(1_000);
    // No single item may dominate the expected value so much that the pack is a one-item lottery.
    const ev = expectedValueCents(pack);
    expect(ev).toBeGreaterThan(0);
    expect(Math.max(...entries.map((e) => (e.oddsPpm * e.value) / TICKETS))).toBeLessThan(ev * 0.6);
  });

  it('spans cheap (about $1) to premium ($500+) expected values', () => {
    const evs = demoPacks.map(expectedValueCents);
    expect(Math.min(...evs)).toBeLessThanOrEqual(150);
    expect(Math.max(...evs)).toBeGreaterThanOrEqual(50_000);
  });
});

describe('demo art', () => {
  it.each(demoItems.map((i) => [i.key, i] as const))('item %s rasterises to a real image', async (_key, i) => {
    await expectRealImage(drawItem(i.art, i.palette));
  });

  it.each(demoPacks.map((p) => [p.key, p] as const))('pack %s rasterises to a real image', async (_key, p) => {
    const svg = drawPack(p.theme);
    expect(svg).toContain('DejaVu Sans, Arial, sans-serif');
    await expectRealImage(svg);
  });

  it('is deterministic and gives each drawing its own ids', () => {
    const [a, b] = demoItems;
    if (!a || !b) throw new Error('need two items');
    expect(drawItem(a.art, a.palette)).toBe(drawItem(a.art, a.palette));
    const ids = (svg: string): string[] => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1] ?? '');
    const shared = ids(drawItem(a.art, a.palette)).filter((id) => ids(drawItem(b.art, b.palette)).includes(id));
    expect(shared).toEqual([]);
  });

  it('escapes pack labels', () => {
    expect(drawPack({ primary: '#123456', secondary: '#abcdef', label: 'A<B & "C"', icon: 'gem' })).not.toContain('<B');
  });
});
