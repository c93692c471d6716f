/**
 * The finance report (DESIGN §17): per UTC day, what players wagered, what
 * was paid back out, commissions, promotions, adjustments, and what the
 * site's own accounts (the house's shards and promotions) gained. Every
 * figure is a sum of the ledger's transfers of that day, so the report adds
 * up to the ledger by construction, and a test checks it does.
 *
 * Closed days are summed once (decision 015): every instance rolls up, at
 * start and then hourly, each UTC day on which no transaction can still be
 * open, and a report reads those sums for the days they cover and sums the
 * transfers of the later days (today, mostly) as it goes.
 */
import { countLimitsSet } from '../limits/repository';
import { repeat } from '../repeat';
import { sumFreeOpens } from '../levels/repository';
import { sumRedemptions } from '../promo/repository';
import { sumRainsAndTips } from '../rain/repository';
import type { FinanceDay, FinanceReport } from '@lootforge/core/contracts/operator-answers';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { MAX_FINANCE_DAYS } from '@lootforge/core/contracts/operator';
import { daysToRollUp, lastRolledUpDay, listSiteAccountIds, rolledUpSums, rollUpDay, sumTransfersByDay, sumWalletBalances } from './repository/players';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const ROLL_UP_EVERY_MS = 3_600_000;

type Column = Exclude<keyof FinanceDay, 'day'>;

/** Which column each kind of transfer adds to (+1) or takes from (−1); kinds not named are the site's own bookkeeping. */
const COLUMNS: Record<string, Array<[Column, 1 | -1]>> = {
  pack_open: [['wageredPacksCents', 1]],
  upgrade_stake: [['wageredUpgradesCents', 1]],
  battle_win: [['paidOutCents', 1]],
  item_sale: [['paidOutCents', 1]],
  creator_commission: [['commissionsCents', 1]],
  signup_bonus: [['promotionsCents', 1]],
  race_prize: [['promotionsCents', 1]],
  reward_claim: [['promotionsCents', 1]],
  referral_bonus: [['promotionsCents', 1]],
  referral_commission: [['promotionsCents', 1]],
  promo_code: [['promotionsCents', 1]],
  rain_funding: [['promotionsCents', 1]],
  deposit: [['depositsCents', 1]],
  withdrawal_paid: [['withdrawalsCents', 1]],
  shipping_fee: [['shippingFeesCents', 1]],
  shipping_refund: [['shippingFeesCents', -1]],
};

const EMPTY = (): Omit<FinanceDay, 'day'> => ({
  wageredPacksCents: 0,
  wageredBattlesCents: 0,
  wageredUpgradesCents: 0,
  paidOutCents: 0,
  commissionsCents: 0,
  promotionsCents: 0,
  adjustmentsCents: 0,
  houseNetCents: 0,
  depositsCents: 0,
  withdrawalsCents: 0,
  shippingFeesCents: 0,
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The report for `from`..`to` (UTC days, both included); the last 30 days when not given. */
export async function financeReport(db: Database, input: { from?: string; to?: string; now: Date }): Promise<FinanceReport> {
  const to = input.to ?? (input.from && input.from > isoDay(input.now) ? input.from : isoDay(input.now));
  const from = input.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const dayCount = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (dayCount < 1) throw new AppError('validation', 'The range must end on or after the day it starts.');
  if (dayCount > MAX_FINANCE_DAYS) throw new AppError('validation', `A report covers at most ${MAX_FINANCE_DAYS} days.`);

  // Days up to the last one rolled up come from their sums (days before the first had no transfers); the rest from the transfers.
  const lastRolled = await lastRolledUpDay(db);
  const liveFrom = lastRolled && lastRolled >= from ? isoDay(new Date(Date.parse(`${lastRolled}T00:00:00Z`) + DAY_MS)) : from;
  const liveStart = new Date(`${liveFrom}T00:00:00Z`);
  const rows = [
    ...(liveStart > start ? await rolledUpSums(db, { from, to: isoDay(liveStart < end ? liveStart : end) }) : []),
    ...(liveStart < end ? await sumTransfersByDay(db, { from: liveStart, to: end, siteAccountIds: await listSiteAccountIds(db) }) : []),
  ];
  const days = new Map<string, FinanceDay>();
  for (let i = 0; i < dayCount; i++) {
    const day = isoDay(new Date(start.getTime() + i * DAY_MS));
    days.set(day, { day, ...EMPTY() });
  }
  for (const row of rows) {
    const day = days.get(row.day);
    if (!day) continue;
    const amount = Number(row.amount_cents);
    const toSite = Number(row.to_site_cents);
    const fromSite = toSite - Number(row.site_net_cents);
    for (const [column, sign] of COLUMNS[row.kind] ?? []) day[column] += sign * amount;
    // Wagered is players' stakes only (DESIGN §17): the house pays bots' seats and lends to borrowers from its own
    // accounts, and a refund of a loan goes back to them; neither is anyone's wager.
    if (row.kind === 'battle_entry') day.wageredBattlesCents += amount - fromSite;
    if (row.kind === 'battle_refund') day.wageredBattlesCents -= amount - toSite;
    // An adjustment's direction is where it went: to the house is a debit of a player.
    if (row.kind === 'admin_adjustment') day.adjustmentsCents += amount - 2 * toSite;
    day.houseNetCents += Number(row.site_net_cents);
  }
  const list = [...days.values()];
  const totals = EMPTY();
  for (const day of list) for (const column of Object.keys(totals) as Column[]) totals[column] += day[column];
  return {
    from,
    to,
    days: list,
    totals,
    liabilitiesCents: await sumWalletBalances(db),
    freeCases: await sumFreeOpens(db, { from: start, to: end }),
    community: await communityFigures(db, { from: start, to: end }),
    limitsSet: await countLimitsSet(db, input.now),
  };
}

/** Rain, tips and promo codes in the range (DESIGN §22). */
async function communityFigures(db: Database, range: { from: Date; to: Date }): Promise<FinanceReport['community']> {
  const [rain, promo] = await Promise.all([sumRainsAndTips(db, range), sumRedemptions(db, range)]);
  return {
    rains: rain.rains,
    rainFundedCents: Number(rain.rain_funded_cents),
    rainPaidCents: Number(rain.rain_paid_cents),
    tips: rain.tips,
    tipsCents: Number(rain.tips_cents),
    rainTipsCents: Number(rain.rain_tips_cents),
    promoRedemptions: promo.count,
    promoCents: Number(promo.cents),
  };
}

/** Rolls up every closed day not rolled up yet, oldest first, one transaction each; returns the days this call rolled up. */
export async function rollUpClosedDays(db: Database): Promise<string[]> {
  const rolled: string[] = [];
  const siteAccountIds = await listSiteAccountIds(db);
  for (;;) {
    const { next, lastClosed } = await daysToRollUp(db);
    if (!next || next > lastClosed) return rolled;
    if (await db.transaction((tx) => rollUpDay(tx, { day: next, siteAccountIds }))) rolled.push(next);
  }
}

/** Rolls up closed days as the app starts (in the background) and every hour; safe on every instance at once. */
export function startFinanceRollup(app: FastifyInstance): void {
  repeat(app, {
    everyMs: ROLL_UP_EVERY_MS,
    first: 'now',
    failure: 'finance roll-up failed',
    work: async () => {
      const days = await rollUpClosedDays(app.resources.db);
      if (days.length > 0) app.log.info({ from: days[0], to: days.at(-1) }, 'rolled up finance days');
    },
  });
}
