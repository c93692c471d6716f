/** What the operator console's calls answer (zod/mini, see auth-answers.ts). */
import * as z from 'zod/mini';
import { walletTransactionSchema } from './wallet-answers';

const cents = z.number().check(z.int());
const when = z.string();

export const adminUserRowSchema = z.object({
  id: z.string(),
  userName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  balanceCents: cents,
  suspended: z.boolean(),
  createdAt: when,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /api/admin/users */
export const adminUsersPageSchema = z.object({ users: z.array(adminUserRowSchema), nextCursor: z.nullable(z.string()) });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminUserDetailSchema = z.object({
  user: z.object({
    id: z.string(),
    userName: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    avatarThumbUrl: z.nullable(z.string()),
    createdAt: when,
    suspendedAt: z.nullable(when),
    suspensionReason: z.nullable(z.string()),
    referralCode: z.nullable(z.string()),
    referredBy: z.nullable(z.object({ id: z.string(), userName: z.nullable(z.string()) })),
  }),
  balanceCents: cents,
  wager: z.object({ lifetimeCents: cents, last30DaysCents: cents }),
  /** What their play returned (battle wins, refunds, item sales) less what they staked (opens, entries). */
  netResultCents: cents,
  /** The value of the items they still hold. */
  inventoryValueCents: cents,
  /** The free cases they have opened (DESIGN §21) and what the items were worth. */
  freeCases: z.object({ opened: z.number(), valueCents: cents }),
  battles: z.array(z.object({ id: z.string(), mode: z.string(), status: z.string(), paidCents: cents, wonCents: cents, joinedAt: when })),
  opens: z.array(z.object({ id: z.string(), packName: z.string(), priceCents: cents, itemName: z.string(), itemValueCents: cents, createdAt: when })),
  /** Their latest upgrades (DESIGN §20): S staked (items and balance), the target, the chance and the result. */
  upgrades: z.array(z.object({ id: z.string(), stakeCents: cents, balanceCents: cents, targetName: z.string(), targetValueCents: cents, chancePpm: z.number(), won: z.boolean(), createdAt: when })),
  sessions: z.array(z.object({ createdAt: when, expiresAt: when, ip: z.nullable(z.string()), userAgent: z.nullable(z.string()) })),
  referrals: z.object({
    count: z.number(),
    players: z.array(z.object({ id: z.string(), userName: z.nullable(z.string()), wagerCents: cents })),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** GET /api/admin/users/:id/transactions */
export const adminUserTransactionsSchema = z.object({ transactions: z.array(walletTransactionSchema), nextCursor: z.nullable(z.number()) });

/** POST /api/admin/users/:id/adjust */
export const adjustAnswerSchema = z.object({ balanceCents: cents, transferId: z.number(), message: z.string() });

/** POST /api/admin/users/:id/suspend and /unsuspend */
export const suspendAnswerSchema = z.object({ suspended: z.boolean(), message: z.string() });

export const financeDaySchema = z.object({
  day: z.string(),
  wageredPacksCents: cents,
  /** Battle entries less the entries refunded. */
  wageredBattlesCents: cents,
  /** The balance part of upgrades (DESIGN §20); staked items are not money and show in the upgrades themselves. */
  wageredUpgradesCents: cents,
  /** Battle wins and item sales. */
  paidOutCents: cents,
  commissionsCents: cents,
  /** Signup and referral bonuses, race prizes, rewards, referral earnings. */
  promotionsCents: cents,
  /** Credited to players less debited from them. */
  adjustmentsCents: cents,
  /** What the house and promotions accounts gained (negative: lost). */
  houseNetCents: cents,
  /** Money in through the cashier (completed deposits), out (completed withdrawals), and shipping fees less refunds (DESIGN §19). */
  depositsCents: cents,
  withdrawalsCents: cents,
  shippingFeesCents: cents,
});
export type FinanceDay = z.infer<typeof financeDaySchema>;

/** GET /api/admin/finance */
export const financeAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(financeDaySchema),
  totals: z.omit(financeDaySchema, { day: true }),
  /** What the site owes its players now: the sum of every wallet's balance. */
  liabilitiesCents: cents,
  /** Free cases opened in the range (DESIGN §21) and what their items were worth: given away, not a transfer until sold. */
  freeCases: z.object({ opened: z.number(), valueCents: cents }),
  /**
   * The chat's money in the range (DESIGN §22): rains closed, what promotions funded and what they
   * paid out; tips between players and into the rain; promo codes redeemed and what they paid.
   */
  community: z.object({
    rains: z.number(),
    rainFundedCents: cents,
    rainPaidCents: cents,
    tips: z.number(),
    tipsCents: cents,
    rainTipsCents: cents,
    promoRedemptions: z.number(),
    promoCents: cents,
  }),
  /** How many players have each kind of limit in force now, or a break or self-exclusion running (DESIGN §16b, §17). */
  limitsSet: z.object({
    wager: z.number(),
    deposit: z.number(),
    loss: z.number(),
    playTime: z.number(),
    /** A reality-check interval shorter than the default 60 minutes. */
    realityCheck: z.number(),
    breaks: z.number(),
    exclusions: z.number(),
  }),
});
export type FinanceReport = z.infer<typeof financeAnswerSchema>;

/** POST /api/admin/totp/setup */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() });
