/**
 * The one database schema (DESIGN §2–§3). drizzle-kit generates the
 * migrations in ../../drizzle from this file; they run unchanged on PGlite
 * and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const cents = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Small facts about the database itself, e.g. that the demo catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: text('user_name'),
    phone: text('phone'),
    email: text('email'),
    avatarKey: text('avatar_key'),
    avatarThumbKey: text('avatar_thumb_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`)],
);

export const ACCOUNT_KINDS = ['wallet', 'house', 'promotions', 'escrow'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * One row per ledger account. `key` names it ('house', 'promotions',
 * 'wallet:<userId>', 'escrow:battle:<id>'). Only the house and promotions
 * may go below zero: they are the site's side of every movement.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    kind: text('kind').$type<AccountKind>().notNull(),
    userId: uuid('user_id').references(() => users.id),
    balanceCents: cents('balance_cents').notNull().default(0),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_balance_non_negative', sql`${t.balanceCents} >= 0 OR ${t.mayGoNegative}`),
    check('accounts_kind_known', sql`${t.kind} IN ('wallet', 'house', 'promotions', 'escrow')`),
    uniqueIndex('accounts_one_wallet_per_user').on(t.userId).where(sql`${t.kind} = 'wallet'`),
  ],
);

/** Double entry: every movement debits one account and credits another. Never edited. */
export const transfers = pgTable(
  'transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amountCents: cents('amount_cents').notNull(),
    kind: text('kind').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('transfers_amount_positive', sql`${t.amountCents} > 0`),
    check('transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    uniqueIndex('transfers_idempotency').on(t.debitAccountId, t.idempotencyKey),
    index('transfers_debit_history').on(t.debitAccountId, t.id),
    index('transfers_credit_history').on(t.creditAccountId, t.id),
  ],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The spec's item{n}: count of existing items plus one. */
    number: integer('number').notNull().unique(),
    name: text('name').notNull(),
    valueCents: cents('value_cents').notNull(),
    imageKey: text('image_key'),
    thumbKey: text('thumb_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('items_value_non_negative', sql`${t.valueCents} >= 0`),
    index('items_value').on(t.valueCents),
  ],
);

export const packs = pgTable(
  'packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<'official' | 'community'>().notNull(),
    creatorUserId: uuid('creator_user_id').references(() => users.id),
    /** The creator's share of each open's price, in basis points (50..300). */
    commissionBp: integer('commission_bp').notNull().default(0),
    priceCents: cents('price_cents').notNull(),
    imageKey: text('image_key'),
    thumbKey: text('thumb_key'),
    opensCount: bigint('opens_count', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packs_kind_known', sql`${t.kind} IN ('official', 'community')`),
    check('packs_price_positive', sql`${t.priceCents} > 0`),
    check('packs_commission_range', sql`${t.commissionBp} BETWEEN 0 AND 300`),
    index('packs_kind_created').on(t.kind, t.createdAt),
    index('packs_price').on(t.priceCents),
  ],
);

/** A pack's items in stored order; that order fixes each item's ticket range (DESIGN §5). */
export const packItems = pgTable(
  'pack_items',
  {
    packId: uuid('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    oddsPpm: integer('odds_ppm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packId, t.position] }),
    uniqueIndex('pack_items_unique_item').on(t.packId, t.itemId),
    check('pack_items_odds_positive', sql`${t.oddsPpm} > 0 AND ${t.oddsPpm} <= 100000`),
  ],
);
