/**
 * The one database schema (DESIGN §2–§3). drizzle-kit generates the
 * migrations in ../../drizzle from this file; they run unchanged on PGlite
 * and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const cents = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
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
    /** When the person switched on the 18+ and terms attestation (DESIGN §6). */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set by /signup; until then the person is a new identity without a profile. */
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    /** The client seed of their fairness seed pair; random until they change it. */
    clientSeed: text('client_seed').notNull(),
    /** Their referral code (DESIGN §15): made at signup, unique ignoring case. */
    referralCode: text('referral_code'),
    /** When they used their one change to a vanity code. */
    referralCodeChangedAt: timestamp('referral_code_changed_at', { withTimezone: true }),
    /** Who referred them, given once at signup. */
    referredByUserId: uuid('referred_by_user_id'),
    /** A suspended player is not ranked in races (DESIGN §13, §17); the operator console sets it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Why the operator suspended them (also in the audit log). */
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_referral_code_lower_key').on(sql`lower(${t.referralCode})`),
    index('users_referred_by').on(t.referredByUserId),
    // Few players are suspended: ranks subtract those ahead through this small index.
    index('users_suspended').on(t.id).where(sql`${t.suspendedAt} IS NOT NULL`),
    // The operator console's player search (DESIGN §17): any part of the name, phone or e-mail.
    index('users_search_trgm').using('gin', sql`(lower(coalesce(${t.userName}, '') || ' ' || coalesce(${t.phone}, '') || ' ' || coalesce(${t.email}, ''))) gin_trgm_ops`),
    index('users_newest').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const ACCOUNT_KINDS = ['wallet', 'house', 'promotions', 'escrow', 'cashier', 'held'] as const;
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
    check('accounts_kind_known', sql`${t.kind} IN ('wallet', 'house', 'promotions', 'escrow', 'cashier', 'held', 'rain')`),
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
    // The finance report reads transfers by day; rows arrive in time order, so a BRIN index is tiny and costs the money paths nothing noticeable.
    index('transfers_created_brin').using('brin', t.createdAt),
  ],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The product's item{n} (DESIGN §3): count of existing items plus one. */
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
    index('items_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const packs = pgTable(
  'packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** For search: LIKE on a stored lower-case copy, several times cheaper per row than ILIKE on the name. */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    /** official and community packs are sold; a level pack is only ever opened free, by a level's claim (DESIGN §21). */
    kind: text('kind').$type<'official' | 'community' | 'level'>().notNull(),
    /** A level pack's tier: 1 (levels 1–9), 2 (10–19) … 10 (90–100). */
    levelTier: integer('level_tier'),
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
    check('packs_kind_known', sql`${t.kind} IN ('official', 'community', 'level')`),
    check('packs_level_tier', sql`(${t.kind} = 'level') = (${t.levelTier} IS NOT NULL) AND coalesce(${t.levelTier}, 1) BETWEEN 1 AND 10`),
    uniqueIndex('packs_one_per_tier').on(t.levelTier).where(sql`${t.kind} = 'level' AND ${t.active}`),
    check('packs_price_positive', sql`${t.priceCents} > 0`),
    check('packs_commission_range', sql`${t.commissionBp} BETWEEN 0 AND 300`),
    index('packs_kind_created').on(t.kind, t.createdAt),
    index('packs_price').on(t.priceCents),
    index('packs_popular').on(t.opensCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id),
    // Name search (LIKE '%…%') through trigrams: the pg_trgm extension, on PGlite too.
    index('packs_name_trgm').using('gin', sql`${t.nameLower} gin_trgm_ops`),
    // A player's pack name is theirs alone, ignoring case (the service also refuses an official pack's name).
    uniqueIndex('packs_community_name_lower').on(t.nameLower).where(sql`${t.kind} = 'community'`),
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
    // Which packs hold an item (search: an item found leads to the packs to open for it).
    index('pack_items_by_item').on(t.itemId),
    check('pack_items_odds_positive', sql`${t.oddsPpm} > 0 AND ${t.oddsPpm} <= 100000`),
  ],
);

/** How a person proves who they are: a phone number, or a social (OpenID) subject. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 'phone', or 'oidc:<provider>'. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_provider_subject').on(t.provider, t.subject), index('identities_user').on(t.userId)],
);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The second factor (DESIGN §17): a TOTP secret (base32) once confirmed; until then the one being set up. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower').on(sql`lower(${t.email})`)],
);

/** Sessions hold only a hash of their token; the token itself lives in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<'user' | 'admin'>().notNull(),
    userId: uuid('user_id').references(() => users.id),
    adminId: uuid('admin_id').references(() => admins.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    check(
      'sessions_owner',
      sql`(${t.kind} = 'user' AND ${t.userId} IS NOT NULL AND ${t.adminId} IS NULL) OR (${t.kind} = 'admin' AND ${t.adminId} IS NOT NULL AND ${t.userId} IS NULL)`,
    ),
    index('sessions_user').on(t.userId),
  ],
);

/** One-time codes sent by SMS (phone sign-in) or e-mail (/otp); stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<'phone_sign_in' | 'email_verify'>().notNull(),
    /** The phone number or e-mail address the code was sent to. */
    target: text('target').notNull(),
    userId: uuid('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_target').on(t.purpose, t.target, t.createdAt), index('one_time_codes_ip').on(t.ip, t.createdAt)],
);

/** An OpenID sign-in under way: state, nonce and PKCE verifier until the callback. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Rate limits (DESIGN §8): one counter per bucket and fixed window, incremented atomically by an
 * upsert, so concurrent requests each see a different count and no more than the limit pass. A
 * check weighs the previous window's count by how much of it still overlaps the last
 * `window` seconds (a sliding window, approximately).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/**
 * The Idempotency-Key of each balance adjustment (DESIGN §17), per admin: what it was used for, so
 * the same key sent again for the same player and amount answers the first adjustment, and for
 * anything else (another player, another amount) is refused instead of moving money again.
 */
export const adminAdjustmentKeys = pgTable(
  'admin_adjustment_keys',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.idempotencyKey] })],
);

/** Who changed what in the admin area, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Null only for a sign-in attempt that named no admin (an unknown e-mail): it is logged all the same.
    adminId: uuid('admin_id').references(() => admins.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt)],
);

/**
 * A battle (DESIGN §4). `rounds` snapshots the packs and their odds at
 * creation, so a later edit of a pack never changes this battle's result.
 */
export const battles = pgTable(
  'battles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => users.id),
    mode: text('mode').notNull(),
    teamLayout: text('team_layout'),
    /** DESIGN §12 options: cursed turns "highest" into "lowest"; fast halves each round. */
    cursed: boolean('cursed').notNull().default(false),
    fast: boolean('fast').notNull().default(false),
    /** A private battle's key: not listed, and seen or joined only with it. */
    privateKey: text('private_key'),
    /** Sponsored battle: the share of every other seat's entry the host paid. */
    fundPercent: integer('fund_percent').notNull().default(0),
    players: integer('players').notNull(),
    joined: integer('joined').notNull().default(1),
    entryCents: cents('entry_cents').notNull(),
    potCents: cents('pot_cents').notNull(),
    /** open → settled (reels play until completed_at) or cancelled. */
    status: text('status').$type<'open' | 'settled' | 'cancelled'>().notNull().default('open'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed'),
    rounds: jsonb('rounds').notNull(),
    results: jsonb('results'),
    totalValueCents: cents('total_value_cents'),
    createIdempotencyKey: text('create_idempotency_key'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('battles_mode_known', sql`${t.mode} IN ('normal', 'upside_down', 'shared', 'team', 'terminal', 'point_rush', 'elimination', 'jackpot')`),
    check('battles_cursed_allowed', sql`NOT ${t.cursed} OR ${t.mode} IN ('normal', 'terminal', 'point_rush', 'elimination', 'team')`),
    check('battles_fund_percent_steps', sql`${t.fundPercent} BETWEEN 0 AND 100 AND ${t.fundPercent} % 10 = 0`),
    index('battles_open_by_host').on(t.hostUserId).where(sql`${t.status} = 'open'`),
    check('battles_players_range', sql`${t.players} BETWEEN 2 AND 10 AND ${t.joined} BETWEEN 0 AND ${t.players}`),
    check('battles_status_known', sql`${t.status} IN ('open', 'settled', 'cancelled')`),
    check('battles_entry_positive', sql`${t.entryCents} > 0`),
    uniqueIndex('battles_create_idempotency').on(t.hostUserId, t.createIdempotencyKey),
    index('battles_list').on(t.createdAt, t.id),
    index('battles_status_list').on(t.status, t.createdAt, t.id),
    // The returns sweep reads the battles settled in a day (DESIGN §23).
    index('battles_settled').on(t.startedAt).where(sql`${t.status} = 'settled'`),
  ],
);

/** Which packs each battle uses (written with the battle): search finds a pack's battles through it, newest first, without reading any battle's rounds. */
export const battlePacks = pgTable(
  'battle_packs',
  {
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id),
    packId: uuid('pack_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.packId] }), index('battle_packs_by_pack').on(t.packId, t.createdAt)],
);

/** Who sits where. A bot seat has no user: the house paid for it. */
export const battleSeats = pgTable(
  'battle_seats',
  {
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id),
    seat: integer('seat').notNull(),
    userId: uuid('user_id').references(() => users.id),
    botName: text('bot_name'),
    clientSeed: text('client_seed').notNull(),
    joinIdempotencyKey: text('join_idempotency_key'),
    /** What this seat's payer paid for it (the host's sponsoring of other seats is counted on the battle), and what the house lent. */
    paidCents: cents('paid_cents').notNull().default(0),
    borrowPercent: integer('borrow_percent').notNull().default(0),
    borrowedCents: cents('borrowed_cents').notNull().default(0),
    payoutCents: cents('payout_cents'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.battleId, t.seat] }),
    uniqueIndex('battle_seats_one_per_user').on(t.battleId, t.userId),
    index('battle_seats_user_history').on(t.userId, t.joinedAt),
    check('battle_seats_user_or_bot', sql`(${t.userId} IS NULL) <> (${t.botName} IS NULL)`),
    check('battle_seats_borrow_steps', sql`${t.borrowPercent} BETWEEN 0 AND 70 AND ${t.borrowPercent} % 10 = 0 AND (${t.userId} IS NOT NULL OR ${t.borrowPercent} = 0)`),
    check('battle_seats_paid_sign', sql`${t.paidCents} >= 0 AND ${t.borrowedCents} >= 0`),
  ],
);

/**
 * A person's provably fair seed pair for pack opens (DESIGN §5): the server
 * seed stays hidden (its hash is shown) until the pair is rotated.
 */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seed_pairs_one_active').on(t.userId).where(sql`${t.active}`),
    index('seed_pairs_user').on(t.userId, t.createdAt),
  ],
);

/** One roll of one pack, with everything needed to check it later. */
export const packOpens = pgTable(
  'pack_opens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    packId: uuid('pack_id')
      .notNull()
      .references(() => packs.id),
    packName: text('pack_name').notNull(),
    priceCents: cents('price_cents').notNull(),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => seedPairs.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    ticket: integer('ticket').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    itemName: text('item_name').notNull(),
    valueCents: cents('value_cents').notNull(),
    /** The pack's odds as they were at this open, in stored order: [{ itemId, oddsPpm }]. */
    odds: jsonb('odds').notNull(),
    /** SHA-256 of the table this open rolled on (core `tableHash`, DESIGN §23); null before migration 0038. */
    tableHash: text('table_hash'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pack_opens_idempotency').on(t.userId, t.idempotencyKey),
    index('pack_opens_recent').on(t.createdAt),
    index('pack_opens_user').on(t.userId, t.createdAt),
  ],
);

/**
 * Free cases claimed (DESIGN §21), each once: `level:{L}` for reaching level L, `daily:{n}` for a
 * player's n-th daily case. The open it made is an ordinary pack open of the tier's level pack.
 */
export const freeClaims = pgTable(
  'free_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    claimKey: text('claim_key').notNull(),
    packId: uuid('pack_id')
      .notNull()
      .references(() => packs.id),
    openId: uuid('open_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.claimKey] }), index('free_claims_recent').on(t.userId, t.claimedAt)],
);

/**
 * One upgrade (DESIGN §20): what was staked (items at their recorded values and a balance part),
 * the target, the chance and direction, the roll with the seed pair that made it, and the result.
 */
export const upgrades = pgTable(
  'upgrades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** S: the staked items' values plus the balance part. */
    stakeCents: cents('stake_cents').notNull(),
    balanceCents: cents('balance_cents').notNull(),
    /** The staked inventory items as they were: [{ inventoryId, itemId, name, valueCents }]. */
    items: jsonb('items').notNull(),
    targetItemId: uuid('target_item_id')
      .notNull()
      .references(() => items.id),
    targetName: text('target_name').notNull(),
    /** T: the target's value at the upgrade; a win goes into the inventory at this value. */
    targetValueCents: cents('target_value_cents').notNull(),
    chancePpm: integer('chance_ppm').notNull(),
    /** The house edge the chance was computed with, in parts per million (null: made before it was kept). */
    houseEdgePpm: integer('house_edge_ppm'),
    direction: text('direction').$type<'under' | 'over'>().notNull(),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => seedPairs.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    ticket: integer('ticket').notNull(),
    won: boolean('won').notNull(),
    /** The target as it went into the inventory, when won. */
    inventoryItemId: uuid('inventory_item_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('upgrades_idempotency').on(t.userId, t.idempotencyKey),
    index('upgrades_user').on(t.userId, t.createdAt),
    index('upgrades_recent').on(t.createdAt),
    check('upgrades_direction_known', sql`${t.direction} IN ('under', 'over')`),
    check('upgrades_amounts', sql`${t.stakeCents} > 0 AND ${t.balanceCents} >= 0 AND ${t.targetValueCents} > ${t.stakeCents}`),
    check('upgrades_chance', sql`${t.chancePpm} BETWEEN 1 AND 1000000 AND ${t.ticket} BETWEEN 1 AND 1000000`),
  ],
);

/** Items a person owns, won from packs; sold back for their value at most once. */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id),
    /** The value when won: what a sale pays, whatever later edits do to the catalogue. */
    valueCents: cents('value_cents').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** The shipping order that took it out of the inventory (DESIGN §19); cleared if that order is cancelled. */
    shippingOrderId: uuid('shipping_order_id'),
    /** The upgrade it was staked in (DESIGN §20): it left the inventory then, won or lost. */
    upgradeId: uuid('upgrade_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inventory_owned').on(t.userId, t.createdAt).where(sql`${t.soldAt} IS NULL AND ${t.shippingOrderId} IS NULL AND ${t.upgradeId} IS NULL`),
    index('inventory_shipping_order').on(t.shippingOrderId).where(sql`${t.shippingOrderId} IS NOT NULL`),
    check('inventory_value_non_negative', sql`${t.valueCents} >= 0`),
  ],
);

/**
 * A player's earlier referral codes (DESIGN §15): a vanity change keeps the old code here, so a
 * link shared before still brings its new player to the same referrer. No code, current or old,
 * is anyone else's, ignoring case.
 */
export const referralCodeAliases = pgTable(
  'referral_code_aliases',
  {
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_code_aliases_lower_key').on(sql`lower(${t.code})`), index('referral_code_aliases_user').on(t.userId)],
);

/**
 * The battle stakes a player made (DESIGN §13): an entry as paid, or a
 * refunded entry taken off (negative). An entry counts for the limits when
 * paid, and for races, rewards and referrals only when its battle settles:
 * `counted_at` is that moment (null while the battle is open; entries paid
 * before migration 0024 counted as paid and carry their payment's moment).
 * `race_ids` are the races it counted in. A pack open's stake is
 * counted in the same totals but logged only by its own `pack_opens` rows
 * (each with the price paid); rows of kind `pack_open` here are from before
 * migration 0020 and are read by nothing.
 */
export const stakes = pgTable(
  'stakes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'pack_open' | 'battle_entry' | 'battle_refund' | 'upgrade'>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    battleId: uuid('battle_id'),
    raceIds: bigint('race_ids', { mode: 'number' }).array().notNull(),
    stakedAt: timestamp('staked_at', { withTimezone: true }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /** What a battle entry won back (its payout), once its battle settles: the loss limits' "returned" (DESIGN §16b). */
    returnedCents: cents('returned_cents'),
  },
  (t) => [
    check('stakes_kind_known', sql`${t.kind} IN ('pack_open', 'battle_entry', 'battle_refund', 'upgrade')`),
    check('stakes_sign', sql`(${t.kind} = 'battle_refund') = (${t.amountCents} < 0) AND ${t.amountCents} <> 0`),
    uniqueIndex('stakes_battle_once').on(t.battleId, t.userId, t.kind).where(sql`${t.battleId} IS NOT NULL`),
    index('stakes_user_battles').on(t.userId, t.stakedAt).where(sql`${t.kind} <> 'pack_open'`),
  ],
);

/**
 * A player's running wager totals, one row updated with each stake: lifetime
 * (rewards, referrals) and the current UTC day, week and month (wager limits,
 * DESIGN §16). A period total counts from its `*_start`; a stake in a later
 * period starts it again.
 */
export const wagerTotals = pgTable('wager_totals', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  wagerCents: cents('wager_cents').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  dayStart: timestamp('day_start', { withTimezone: true }),
  dayCents: cents('day_cents').notNull().default(0),
  weekStart: timestamp('week_start', { withTimezone: true }),
  weekCents: cents('week_cents').notNull().default(0),
  monthStart: timestamp('month_start', { withTimezone: true }),
  monthCents: cents('month_cents').notNull().default(0),
  /**
   * Net loss in the same day, week and month (DESIGN §16b): stakes less what they returned, each
   * return counted in its stake's period; negative when the player is ahead.
   */
  dayLossCents: cents('day_loss_cents').notNull().default(0),
  weekLossCents: cents('week_loss_cents').notNull().default(0),
  monthLossCents: cents('month_loss_cents').notNull().default(0),
  /** Minutes played on `play_day` (a UTC day), one per minute with activity; `play_minute` is the last one counted (minutes since the epoch). */
  playDay: timestamp('play_day', { withTimezone: true }),
  playMinutes: integer('play_minutes').notNull().default(0),
  playMinute: bigint('play_minute', { mode: 'number' }),
  /**
   * The play session since the last sign-in (the reality check, DESIGN §16b): its start, minutes
   * played, net result (returns less stakes) and the minutes at the last acknowledged check.
   */
  sessionAt: timestamp('session_at', { withTimezone: true }),
  sessionMinutes: integer('session_minutes').notNull().default(0),
  sessionNetCents: cents('session_net_cents').notNull().default(0),
  realityAckedMinutes: integer('reality_acked_minutes').notNull().default(0),
});

/**
 * A player's own limits on play (DESIGN §16); no row: none. Each period has
 * the limit in force and a raise or removal waiting for `*_pending_at` (a
 * pending null is a removal). `break_until` ends a break; `excluded_at`
 * marks a permanent self-exclusion, which only an admin lifts.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    dailyCents: cents('daily_cents'),
    dailyPendingCents: cents('daily_pending_cents'),
    dailyPendingAt: timestamp('daily_pending_at', { withTimezone: true }),
    weeklyCents: cents('weekly_cents'),
    weeklyPendingCents: cents('weekly_pending_cents'),
    weeklyPendingAt: timestamp('weekly_pending_at', { withTimezone: true }),
    monthlyCents: cents('monthly_cents'),
    monthlyPendingCents: cents('monthly_pending_cents'),
    monthlyPendingAt: timestamp('monthly_pending_at', { withTimezone: true }),
    breakUntil: timestamp('break_until', { withTimezone: true }),
    excludedAt: timestamp('excluded_at', { withTimezone: true }),
    /** When a timed self-exclusion ends (DESIGN §16b); null with excludedAt: permanent. */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    /** Deposit and loss limits per period (DESIGN §16b), each with its pending raise or removal as the wager limits have. */
    depositDailyCents: cents('deposit_daily_cents'),
    depositDailyPendingCents: cents('deposit_daily_pending_cents'),
    depositDailyPendingAt: timestamp('deposit_daily_pending_at', { withTimezone: true }),
    depositWeeklyCents: cents('deposit_weekly_cents'),
    depositWeeklyPendingCents: cents('deposit_weekly_pending_cents'),
    depositWeeklyPendingAt: timestamp('deposit_weekly_pending_at', { withTimezone: true }),
    depositMonthlyCents: cents('deposit_monthly_cents'),
    depositMonthlyPendingCents: cents('deposit_monthly_pending_cents'),
    depositMonthlyPendingAt: timestamp('deposit_monthly_pending_at', { withTimezone: true }),
    lossDailyCents: cents('loss_daily_cents'),
    lossDailyPendingCents: cents('loss_daily_pending_cents'),
    lossDailyPendingAt: timestamp('loss_daily_pending_at', { withTimezone: true }),
    lossWeeklyCents: cents('loss_weekly_cents'),
    lossWeeklyPendingCents: cents('loss_weekly_pending_cents'),
    lossWeeklyPendingAt: timestamp('loss_weekly_pending_at', { withTimezone: true }),
    lossMonthlyCents: cents('loss_monthly_cents'),
    lossMonthlyPendingCents: cents('loss_monthly_pending_cents'),
    lossMonthlyPendingAt: timestamp('loss_monthly_pending_at', { withTimezone: true }),
    /** Daily play-time limit in minutes, and its pending raise or removal. */
    playMinutes: integer('play_minutes'),
    playPendingMinutes: integer('play_pending_minutes'),
    playPendingAt: timestamp('play_pending_at', { withTimezone: true }),
    /** Reality-check interval in minutes (null: the default, 60), and a pending longer one. */
    realityMinutes: integer('reality_minutes'),
    realityPendingMinutes: integer('reality_pending_minutes'),
    realityPendingAt: timestamp('reality_pending_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'player_limits_positive',
      sql`coalesce(${t.dailyCents}, 1) > 0 AND coalesce(${t.weeklyCents}, 1) > 0 AND coalesce(${t.monthlyCents}, 1) > 0
        AND coalesce(${t.dailyPendingCents}, 1) > 0 AND coalesce(${t.weeklyPendingCents}, 1) > 0 AND coalesce(${t.monthlyPendingCents}, 1) > 0`,
    ),
  ],
);

/**
 * A race (DESIGN §13). Daily and weekly races are made ahead by the sweep,
 * one per window; custom ones by admins. `finished_at` is set in the
 * transaction that pays the prizes.
 */
export const races = pgTable(
  'races',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'daily' | 'weekly' | 'custom'>().notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    poolCents: cents('pool_cents').notNull(),
    splitPercents: integer('split_percents').array().notNull(),
    /** What a player must have wagered in the race to be ranked (DESIGN §13); below it they are not on the board or paid. */
    minWagerCents: cents('min_wager_cents').notNull().default(0),
    createdByAdminId: uuid('created_by_admin_id').references(() => admins.id),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('races_kind_known', sql`${t.kind} IN ('daily', 'weekly', 'custom')`),
    check('races_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('races_pool_positive', sql`${t.poolCents} > 0`),
    check('races_min_wager', sql`${t.minWagerCents} >= 0`),
    uniqueIndex('races_one_per_window').on(t.kind, t.startsAt).where(sql`${t.kind} <> 'custom'`),
    index('races_open').on(t.startsAt).where(sql`${t.finishedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index('races_ends').on(t.endsAt),
  ],
);

/** A player's running wager in one race; `reached_at` is when the total last changed (ties rank by it). */
export const raceEntries = pgTable(
  'race_entries',
  {
    raceId: bigint('race_id', { mode: 'number' })
      .notNull()
      .references(() => races.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    wagerCents: cents('wager_cents').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.userId] }),
    index('race_entries_rank').on(t.raceId, t.wagerCents.desc(), t.reachedAt, t.userId),
  ],
);

/** A finished race's final standings, written with its payouts. */
export const raceResults = pgTable(
  'race_results',
  {
    raceId: bigint('race_id', { mode: 'number' })
      .notNull()
      .references(() => races.id),
    rank: integer('rank').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    wagerCents: cents('wager_cents').notNull(),
    prizeCents: cents('prize_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.rank] })],
);

/** Each reward's state per player (DESIGN §14); no row: never claimed. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    /** How many times it was claimed: the next claim's idempotency key uses this plus one. */
    claims: integer('claims').notNull().default(0),
    /** The lifetime wager at the last claim: the next reward is 0.2 % of what came after. */
    claimedWagerCents: cents('claimed_wager_cents').notNull().default(0),
    lastClaimedAt: timestamp('last_claimed_at', { withTimezone: true }),
    nextClaimAt: timestamp('next_claim_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('reward_claims_kind_known', sql`${t.kind} IN ('daily', 'weekly', 'monthly')`)],
);

/** What a referrer has claimed of their 1 % (DESIGN §15); no row: nothing yet. */
export const referralClaims = pgTable('referral_claims', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  claims: integer('claims').notNull().default(0),
  claimedCents: cents('claimed_cents').notNull().default(0),
});

/**
 * The finance report's closed days (DESIGN §17, decision 015): a UTC day is
 * rolled up once no transaction that started on it can still be open, its
 * transfers summed per kind into `finance_day_kinds`. A report reads these
 * few rows for the days they cover and sums only the transfers of the days
 * after them. A row here means the day is rolled up, with or without
 * transfers.
 */
export const financeDays = pgTable('finance_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A rolled-up day's transfers of one kind: as `sumTransfersByDay` sums them (operator/repository). */
export const financeDayKinds = pgTable(
  'finance_day_kinds',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => financeDays.day),
    kind: text('kind').notNull(),
    amountCents: cents('amount_cents').notNull(),
    siteNetCents: cents('site_net_cents').notNull(),
    toSiteCents: cents('to_site_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * The database functions applied at start (db/functions.ts): each `.sql`
 * file beside its caller, by the function it creates, with the SHA-256 of
 * the text last applied, so a start replaces a function only when its file
 * changed.
 */
export const dbFunctions = pgTable('db_functions', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cashier (DESIGN §19). A deposit is one payment a player starts at the provider; it moves
 * forward only (created → pending → completed | failed | expired, or review when the provider's
 * amount differs) and is credited in the transaction that completes it.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    /** What the provider reported, when it differed from amountCents (status review). */
    providerAmountCents: cents('provider_amount_cents'),
    /** What was credited, once completed: amountCents, or what an admin credited of a deposit under review. */
    creditedCents: cents('credited_cents'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deposits_provider_ref').on(t.provider, t.providerRef),
    index('deposits_user').on(t.userId, t.createdAt),
    index('deposits_status').on(t.status, t.createdAt),
    index('deposits_open_expiry').on(t.expiresAt).where(sql`${t.status} IN ('created', 'pending')`),
    check('deposits_status_known', sql`${t.status} IN ('created', 'pending', 'completed', 'failed', 'expired', 'review')`),
    check('deposits_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Every event a provider sent us, stored once (the provider's event id is unique per provider). */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: cents('amount_cents'),
    body: jsonb('body').notNull(),
    /** What it did: applied, ignored (a finished deposit), review. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('provider_events_ref').on(t.provider, t.providerRef)],
);

/**
 * A withdrawal: the amount leaves the wallet for `withdrawals_held` when requested, and leaves
 * that for the provider when the payout completes, or goes back to the wallet when rejected or
 * failed. One open (requested, approved, sent) per player.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    destination: text('destination').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    reason: text('reason'),
    decidedByAdminId: uuid('decided_by_admin_id').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_one_open').on(t.userId).where(sql`${t.status} IN ('requested', 'approved', 'sent')`),
    uniqueIndex('withdrawals_provider_ref').on(t.provider, t.providerRef),
    index('withdrawals_user').on(t.userId, t.createdAt),
    index('withdrawals_status').on(t.status, t.createdAt),
    check('withdrawals_status_known', sql`${t.status} IN ('requested', 'approved', 'sent', 'completed', 'failed', 'rejected', 'refunded')`),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Play-through (DESIGN §19): the turnover a player still owes before a withdrawal, as it stood
 * when their counted lifetime wager was `wager_seen_cents`; wager since then comes off it when
 * it is next read or added to (core's settledTurnoverDue).
 */
export const playthrough = pgTable('playthrough', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  dueCents: cents('due_cents').notNull().default(0),
  wagerSeenCents: cents('wager_seen_cents').notNull().default(0),
  /** What the player has withdrawn in their life (completed), for the verification threshold. */
  withdrawnCents: cents('withdrawn_cents').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Identity verification (DESIGN §19): one row per player who submitted; the document is a private file. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    status: text('status').notNull(),
    legalName: text('legal_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    address: text('address').notNull(),
    /** The document image itself, kept in the database so no file URL can ever reach it (decision 029); admins read it through the console. */
    document: bytea('document').notNull(),
    documentType: text('document_type').notNull(),
    reason: text('reason'),
    reviewedByAdminId: uuid('reviewed_by_admin_id').references(() => admins.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kyc_status').on(t.status, t.submittedAt), check('kyc_status_known', sql`${t.status} IN ('pending', 'verified', 'rejected')`)],
);

/** Items shipped home (DESIGN §19): the items leave the inventory and the fee is paid when ordered. */
export const shippingOrders = pgTable(
  'shipping_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    feeCents: cents('fee_cents').notNull(),
    itemsValueCents: cents('items_value_cents').notNull(),
    /** What was in it as ordered ([{ id, name, valueCents, thumbKey }]), kept after a cancellation returns the items. */
    items: jsonb('items').notNull(),
    address: jsonb('address').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipping_orders_user').on(t.userId, t.createdAt),
    index('shipping_orders_status').on(t.status, t.createdAt),
    check('shipping_orders_status_known', sql`${t.status} IN ('requested', 'processing', 'shipped', 'delivered', 'cancelled')`),
  ],
);

/** The daily comparison of the provider's settled payments with ours (DESIGN §19): one row per day and provider once it ran. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
    mismatches: jsonb('mismatches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.provider] })],
);

/**
 * The sandbox provider's own books (DESIGN §19): what a real gateway keeps on its side. Its
 * payments, and its outbox of webhooks still to deliver (retried with backoff until a 2xx).
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  providerRef: text('provider_ref').primaryKey(),
  kind: text('kind').$type<'deposit' | 'payout'>().notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status').notNull(),
  destination: text('destination'),
  returnUrl: text('return_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('sandbox_webhooks_due').on(t.nextAt).where(sql`${t.deliveredAt} IS NULL`)],
);

/**
 * The public chat (DESIGN §22): plain text, 1–200 characters, from a player or the site itself
 * (`kind` system: rain results, tips into the rain). An admin's delete keeps the row (audited) and
 * hides it from everyone.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The player who wrote it; null for a system line. */
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').$type<'player' | 'system'>().notNull().default('player'),
    text: text('text').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => admins.id),
  },
  (t) => [
    index('chat_messages_user').on(t.userId, t.createdAt),
    check('chat_messages_kind_known', sql`${t.kind} IN ('player', 'system')`),
    check('chat_messages_author', sql`(${t.kind} = 'player') = (${t.userId} IS NOT NULL)`),
    check('chat_messages_length', sql`char_length(${t.text}) BETWEEN 1 AND 500`),
  ],
);

/** A mute (DESIGN §22): no posting until `until` (null: permanent) unless lifted; each with its reason and admin. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    until: timestamp('until', { withTimezone: true }),
    reason: text('reason').notNull(),
    mutedBy: uuid('muted_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('chat_mutes_user').on(t.userId, t.createdAt)],
);

/**
 * A promo code (DESIGN §22): matched ignoring case (`code_key`, its lower case, unique), paying
 * `amount_cents` from promotions as bonus money to at most `max_redemptions` players, until
 * `expires_at`, to players of `min_level` or more.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    amountCents: cents('amount_cents').notNull(),
    maxRedemptions: integer('max_redemptions').notNull(),
    redemptions: integer('redemptions').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    minLevel: integer('min_level').notNull().default(1),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => admins.id),
    createdAt: createdAt(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_codes_key').on(t.codeKey),
    check('promo_codes_amounts', sql`${t.amountCents} > 0 AND ${t.maxRedemptions} > 0 AND ${t.redemptions} BETWEEN 0 AND ${t.maxRedemptions}`),
    check('promo_codes_level', sql`${t.minLevel} BETWEEN 1 AND 100`),
  ],
);

/** Who redeemed which code: once each (the key), with the transfer that paid it. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.userId] }), index('promo_redemptions_user').on(t.userId, t.redeemedAt)],
);

/**
 * A rain (DESIGN §22): one every RAIN_EVERY_MS, open for joins from `opens_at` to `closes_at`
 * (one row per opening: the unique key, so any number of instances make it once). Its money waits
 * in the `rain` account: what the last rain carried over and tips into the rain; at close the base
 * is added from promotions and the whole is split equally among the joiners. The figures of the
 * split are written in the transaction that pays it (`settled_at`).
 */
export const rains = pgTable(
  'rains',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** What promotions adds at close (RAIN_BASE_CENTS when the rain was made). */
    baseCents: cents('base_cents').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** At close: the pool split (carry-over + tips + base), the joiners paid, each one's share and what carried over. */
    poolCents: cents('pool_cents'),
    joiners: integer('joiners'),
    shareCents: cents('share_cents'),
    carriedCents: cents('carried_cents'),
  },
  (t) => [
    uniqueIndex('rains_opening').on(t.opensAt),
    index('rains_due').on(t.closesAt).where(sql`${t.settledAt} IS NULL`),
    check('rains_window', sql`${t.closesAt} > ${t.opensAt} AND ${t.baseCents} >= 0`),
  ],
);

/** A player who joined a rain (once: the key), and what the split paid them. */
export const rainEntries = pgTable(
  'rain_entries',
  {
    rainId: bigint('rain_id', { mode: 'number' })
      .notNull()
      .references(() => rains.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    paidCents: cents('paid_cents'),
  },
  (t) => [primaryKey({ columns: [t.rainId, t.userId] })],
);

/**
 * A tip (DESIGN §22): withdrawable money from one wallet to another player's, or into the rain
 * (`to_user_id` null, `rain_id` the rain it went to). Paid by one `tip` transfer keyed by the id.
 */
export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id),
    toUserId: uuid('to_user_id').references(() => users.id),
    rainId: bigint('rain_id', { mode: 'number' }).references(() => rains.id),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tips_sender').on(t.fromUserId, t.createdAt),
    index('tips_recent').on(t.createdAt),
    check('tips_target', sql`(${t.toUserId} IS NULL) = (${t.rainId} IS NOT NULL) AND ${t.amountCents} > 0`),
  ],
);

/**
 * A published Merkle sum tree over every wallet's balance (DESIGN §23, decision 034): its root and
 * total, the reserves the operator declared with it, and when it was taken. One `daily` tree per UTC
 * day and one `first` tree (a fresh install's) whatever the number of instances (the unique
 * indexes); admins add `requested` ones.
 */
export const liabilityTrees = pgTable(
  'liability_trees',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'daily' | 'first' | 'requested'>().notNull(),
    day: date('day'),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    rootHash: text('root_hash').notNull(),
    totalCents: cents('total_cents').notNull(),
    reservesCents: cents('reserves_cents'),
    leafCount: integer('leaf_count').notNull(),
    createdBy: uuid('created_by').references(() => admins.id),
  },
  (t) => [
    check('liability_trees_kind_known', sql`${t.kind} IN ('daily', 'first', 'requested') AND (${t.kind} = 'daily') = (${t.day} IS NOT NULL)`),
    uniqueIndex('liability_trees_daily').on(t.day).where(sql`${t.kind} = 'daily'`),
    uniqueIndex('liability_trees_first').on(t.kind).where(sql`${t.kind} = 'first'`),
    index('liability_trees_recent').on(t.asOf),
  ],
);

/** A tree's leaves: each player's balance in it and the salt of their leaf, at their place (user-id order). */
export const liabilityLeaves = pgTable(
  'liability_leaves',
  {
    treeId: bigint('tree_id', { mode: 'number' })
      .notNull()
      .references(() => liabilityTrees.id),
    userId: uuid('user_id').notNull(),
    position: integer('position').notNull(),
    balanceCents: cents('balance_cents').notNull(),
    leafSalt: text('leaf_salt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.treeId, t.userId] })],
);

/** Every node of a tree, leaves (level 0) to the root, for the proofs: (level, position) → hash and sum. */
export const liabilityNodes = pgTable(
  'liability_nodes',
  {
    treeId: bigint('tree_id', { mode: 'number' })
      .notNull()
      .references(() => liabilityTrees.id),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    sumCents: cents('sum_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.treeId, t.level, t.position] })],
);

/**
 * What each game paid back on one closed UTC day (DESIGN §23): plays, staked, paid, and the sums of
 * the plays' expected returns and variances (core transparency.ts), rolled up once per day.
 */
export const returnDays = pgTable(
  'return_days',
  {
    day: date('day').notNull(),
    game: text('game').$type<'pack' | 'battle' | 'upgrader'>().notNull(),
    gameId: text('game_id').notNull(),
    plays: bigint('plays', { mode: 'number' }).notNull(),
    stakedCents: cents('staked_cents').notNull(),
    paidCents: cents('paid_cents').notNull(),
    evCents: doublePrecision('ev_cents').notNull(),
    varCents2: doublePrecision('var_cents2').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.game, t.gameId] }), check('return_days_game_known', sql`${t.game} IN ('pack', 'battle', 'upgrader')`)],
);

/** The days whose returns are rolled up (each once, whichever instance gets there first). */
export const returnDaysRolled = pgTable('return_days_rolled', {
  day: date('day').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
});

/** The published returns and payout times (GET /api/transparency reads the latest): one `daily` per UTC day, and admins' `requested` ones. */
export const transparencyReports = pgTable(
  'transparency_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'daily' | 'requested'>().notNull(),
    day: date('day'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    returns: jsonb('returns').notNull(),
    payouts: jsonb('payouts').notNull(),
  },
  (t) => [
    check('transparency_reports_kind_known', sql`${t.kind} IN ('daily', 'requested') AND (${t.kind} = 'daily') = (${t.day} IS NOT NULL)`),
    uniqueIndex('transparency_reports_daily').on(t.day).where(sql`${t.kind} = 'daily'`),
    index('transparency_reports_recent').on(t.computedAt),
  ],
);

/**
 * Every drop table a roll has used (DESIGN §23), by its hash: the table's text as committed
 * (`[[itemId,valueCents,odds],…]`) and one roll's expected value and variance (core
 * `tableMoments`), written once, the first time a table is opened or put in a battle. /fairness
 * fetches an old table by its hash, and the returns sweep sums the moments of the plays.
 */
export const packTables = pgTable('pack_tables', {
  hash: text('hash').primaryKey(),
  packId: uuid('pack_id')
    .notNull()
    .references(() => packs.id),
  entries: jsonb('entries').notNull(),
  evCents: doublePrecision('ev_cents').notNull(),
  varCents2: doublePrecision('var_cents2').notNull(),
  createdAt: createdAt(),
});
