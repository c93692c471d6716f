import { type InventoryItem, type InventoryPage } from '@lootforge/core/contracts/wallet-answers';

export type { InventoryItem, InventoryPage };

export const INVENTORY_PAGE_SIZE = 48;
export const inventoryQueryKey = ['inventory'] as const;
