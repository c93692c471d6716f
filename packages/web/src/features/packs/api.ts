import type { PackFilter } from '@lootforge/core/contracts/packs';
import { type OpenAnswer, type PackDetail, type PackListPage, type PackOpen, type PackSummary } from '@lootforge/core/contracts/packs-answers';

export type { OpenAnswer, PackDetail, PackFilter, PackListPage, PackOpen, PackSummary };
export type PackItem = PackDetail['items'][number];
export type PackType = 'official' | 'community' | 'any';

export type PackListParams = { q: string; type: PackType; filter: PackFilter };

export const PACK_PAGE_SIZE = 24;

export const packKeys = {
  all: ['packs'] as const,
  list: (params: PackListParams & { limit: number }) => ['packs', 'list', params] as const,
  detail: (id: string) => ['packs', 'detail', id] as const,
  pricing: ['packs', 'pricing'] as const,
};

export type CreatePackInput = { name: string; commissionBp: number; items: Array<{ itemId: string; oddsPpm: number }> };

