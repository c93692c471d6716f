/** Pack marketplace queries and the shapes the API answers with. */
import { z } from 'zod';

/** The spec's filter options, in its words, with the query values the API takes. */
export const PACK_FILTERS = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'price_asc', label: 'Price Low to High' },
  { value: 'price_desc', label: 'Price High to Low' },
  { value: 'all', label: 'All' },
  { value: 'over_500', label: 'Greater than $500' },
  { value: 'over_1000', label: 'Greater than $1000' },
] as const;
export type PackFilter = (typeof PACK_FILTERS)[number]['value'];

export const PACK_TYPES = [
  { value: 'official', label: 'Official Packs' },
  { value: 'community', label: 'Community Packs' },
] as const;

export const packListQuerySchema = z.object({
  q: z.string().trim().max(100, 'The search can be at most 100 characters.').optional(),
  type: z.enum(['official', 'community', 'any'], { error: 'type must be official, community or any' }).default('any'),
  filter: z.enum(PACK_FILTERS.map((f) => f.value) as [PackFilter, ...PackFilter[]], { error: 'Unknown filter.' }).default('all'),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(24),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
});

export type PackSummary = {
  id: string;
  name: string;
  kind: 'official' | 'community';
  priceCents: number;
  imageUrl: string | null;
  thumbUrl: string | null;
  opensCount: number;
  itemCount: number;
  creatorName: string | null;
  createdAt: string;
};

export type PackItemView = {
  itemId: string;
  name: string;
  valueCents: number;
  oddsPpm: number;
  imageUrl: string | null;
  thumbUrl: string | null;
  /** The run of tickets (1..100 000) this item owns, in the pack's stored order. */
  ticketFrom: number;
  ticketTo: number;
};

export type PackDetail = PackSummary & { commissionBp: number; items: PackItemView[] };
