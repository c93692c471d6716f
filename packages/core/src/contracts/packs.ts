/** Pack marketplace queries and the shapes the API answers with. */
import { z } from 'zod';
import { TIERS } from '../levels';
import { MAX_COMMISSION_BP, MIN_COMMISSION_BP, PACK_MAX_ITEMS, PACK_MIN_ITEMS } from '../pack';

/** The marketplace's filter options (DESIGN §3), in the product's words, with the query values the API takes. */
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

/** The shapes GET /api/packs and /api/packs/:id answer with, checked in the browser. */
export type { PackDetail, PackItemView, PackSummary } from './packs-answers';

export const PACK_NAME_RULE = 'Pack names are up to 20 letters, digits and spaces.';

/** GET /api/packs/name-check?name= (the create form, while a name is typed). */
export const packNameCheckSchema = z.object({ name: z.string({ error: 'Please enter a pack name.' }).trim().min(1, 'Please enter a pack name.').max(20, 'Pack names are up to 20 letters, digits and spaces.') });

export const packNameField = z
  .string({ error: 'Please enter a pack name.' })
  .trim()
  .min(1, 'Please enter a pack name.')
  .max(20, PACK_NAME_RULE)
  .regex(/^[A-Za-z0-9 ]+$/, PACK_NAME_RULE);

export const packEntriesField = z
  .array(
    z.object({
      itemId: z.uuid({ error: 'One of the chosen items does not exist.' }),
      oddsPpm: z.number({ error: 'Each drop chance must be a number.' }).int('Drop chances go in steps of 0.001 %.').min(1, 'Each drop chance must be above 0 %.'),
    }),
    { error: 'Choose the items of the pack.' },
  )
  .min(PACK_MIN_ITEMS, 'A pack needs at least two items.')
  .max(PACK_MAX_ITEMS, 'A pack can hold at most 50 items.');

export const createPackSchema = z.object({
  name: packNameField,
  items: packEntriesField,
  commissionBp: z
    .number({ error: 'Choose a commission.' })
    .int('Choose a commission.')
    .min(MIN_COMMISSION_BP, 'The commission must be between 0.5 % and 3.0 %.')
    .max(MAX_COMMISSION_BP, 'The commission must be between 0.5 % and 3.0 %.'),
});

/** What an admin makes (DESIGN §21): an official pack, sold in the marketplace, or a level case, one per tier, never sold. */
export const ADMIN_PACK_KINDS = ['official', 'level'] as const;
export type AdminPackKind = (typeof ADMIN_PACK_KINDS)[number];

export const LEVEL_TIER_RULE = `Choose a tier from 1 to ${TIERS}.`;
export const LEVEL_CASE_NEEDS_TIER = `A level case needs a tier: ${LEVEL_TIER_RULE}`;
export const ONLY_LEVEL_CASES_HAVE_TIERS = 'Only a level case has a tier.';
/** Kind and tier never change: an official pack turned level case would leave the market under its buyers' feet, and back. */
export const PACK_KIND_FIXED = 'A pack’s kind and tier are fixed when it is made: hide this one and make another.';

/** The message when a tier's case is taken (the unique index allows one listed level case per tier). */
export function tierTakenMessage(tier: number): string {
  return `Tier ${tier} already has a level case.`;
}

const levelTierField = z.number({ error: LEVEL_TIER_RULE }).int(LEVEL_TIER_RULE).min(1, LEVEL_TIER_RULE).max(TIERS, LEVEL_TIER_RULE);

export const adminPackSchema = z
  .object({
    name: packNameField,
    items: packEntriesField,
    active: z.boolean().optional(),
    kind: z.enum(ADMIN_PACK_KINDS, { error: 'kind must be official or level.' }).default('official'),
    levelTier: levelTierField.optional(),
  })
  .refine((pack) => pack.kind !== 'level' || pack.levelTier !== undefined, { path: ['levelTier'], message: LEVEL_CASE_NEEDS_TIER })
  .refine((pack) => pack.kind === 'level' || pack.levelTier === undefined, { path: ['levelTier'], message: ONLY_LEVEL_CASES_HAVE_TIERS });
export const adminPackUpdateSchema = z
  .object({
    name: packNameField.optional(),
    items: packEntriesField.optional(),
    active: z.boolean().optional(),
    kind: z.never({ error: PACK_KIND_FIXED }).optional(),
    levelTier: z.never({ error: PACK_KIND_FIXED }).optional(),
  })
  .strict();

/** GET /api/admin/packs: the listed official packs and level cases (`kind` narrows), a page at a time. */
export const adminPackListQuerySchema = z.object({
  kind: z.enum(['any', ...ADMIN_PACK_KINDS], { error: 'kind must be any, official or level.' }).default('any'),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(24),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
});

export const catalogueQuerySchema = z.object({
  q: z.string().trim().max(100, 'The search can be at most 100 characters.').optional(),
  maxPriceCents: z.coerce.number({ error: 'The max price must be a number.' }).int().min(0).max(100_000_000).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(48),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).max(1_000_000).default(0),
});

export const openPackSchema = z.object({
  count: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'Open 1, 2, 3 or 4 at once.' }).default(1),
});
