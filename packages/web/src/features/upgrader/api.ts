import type { CatalogueItem } from '@lootforge/core/contracts/packs-answers';
import type { UpgradeAnswer, UpgradeView, UpgraderOptions } from '@lootforge/core/contracts/upgrader-answers';
import type { UpgradeDirection } from '@lootforge/core/upgrader';

export type { CatalogueItem, UpgradeAnswer, UpgradeDirection, UpgradeView, UpgraderOptions };

/** Targets are asked for a page at a time, dearest first. */
export const TARGET_PAGE_SIZE = 48;

export type UpgradeInput = { inventoryIds: string[]; balanceCents: number; targetItemId: string; direction: UpgradeDirection };

export const upgraderKeys = {
  options: ['upgrader', 'options'] as const,
  targets: (search: { q: string; maxPriceCents: number | null }) => ['upgrader', 'targets', search] as const,
};
