/**
 * Promo codes (DESIGN §22): admins create a code (unique ignoring case) with an amount, a maximum
 * of redemptions, an expiry and a minimum level; a player redeems it once, in one transaction: a
 * use taken atomically off the code's row (simultaneous redemptions never pass the maximum), the
 * redemption recorded once (the key (code, player)), the pause state and level checked, and a
 * `promo_code` transfer from promotions paid as bonus money (its play-through added, §19). Any
 * refusal rolls the use back.
 */
import { levelOf } from '@lootforge/core/levels';
import { PROMO_EXPIRY_PAST, type CreatePromoCodeInput } from '@lootforge/core/contracts/promo';
import type { PromoCode } from '@lootforge/core/contracts/promo-answers';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { lockPlaythrough } from '../cashier/repository/withdrawals';
import { addTurnoverDue } from '../cashier/service';
import { writeAudit } from '../console/audit';
import { ensurePromotions, ensureWallet, pay } from '../ledger/ledger';
import { readLifetimeWager } from '../stakes/repository';
import { refuseWhilePaused } from '../stakes/service';
import { insertPromoCode, insertRedemption, listPromoCodes, readPromoState, takePromoUse, type PromoCodeRow } from './repository';

export const PROMO_UNKNOWN = 'That code does not exist.';
export const PROMO_EXPIRED = 'This code has expired.';
export const PROMO_USED_UP = 'This code has been fully redeemed.';
export const PROMO_REDEEMED = 'You have redeemed this code already.';
export const PROMO_TAKEN = 'A promo code with this name exists already.';
export const promoLevelMessage = (level: number) => `Reach level ${level} to redeem this code.`;

function promoCodeOf(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    amountCents: Number(row.amount_cents),
    maxRedemptions: row.max_redemptions,
    redemptions: row.redemptions,
    expiresAt: row.expires_at.toISOString(),
    minLevel: row.min_level,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

export async function adminListPromoCodes(db: Database): Promise<PromoCode[]> {
  return (await listPromoCodes(db)).map(promoCodeOf);
}

/** An admin adds a code (audited); 409 when its name is taken ignoring case. */
export async function createPromoCode(db: Database, input: { adminId: string; promo: CreatePromoCodeInput; clock: Clock }): Promise<PromoCode> {
  const at = input.clock.now();
  const expiresAt = new Date(input.promo.expiresAt);
  if (expiresAt <= at) throw new AppError('validation', PROMO_EXPIRY_PAST);
  return db
    .transaction(async (tx) => {
      const row = await insertPromoCode(tx, { ...input.promo, expiresAt, adminId: input.adminId, at });
      await writeAudit(tx, input.adminId, {
        action: 'promo_code.create',
        targetType: 'promo_code',
        targetId: row.id,
        details: { code: row.code, amountCents: input.promo.amountCents, maxRedemptions: input.promo.maxRedemptions, expiresAt: expiresAt.toISOString(), minLevel: input.promo.minLevel },
      });
      return promoCodeOf(row);
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw new AppError('conflict', PROMO_TAKEN);
      throw error;
    });
}

/** A player redeems a code: see the top of this file. Answers what was paid and the wallet's balance after it. */
export async function redeemPromoCode(db: Database, input: { userId: string; code: string; clock: Clock; bonusPlaythrough: number }): Promise<{ amountCents: number; balanceCents: number }> {
  const codeKey = input.code.trim().toLowerCase();
  const at = input.clock.now();
  return db.transaction(async (tx) => {
    await refuseWhilePaused(tx, { userId: input.userId, clock: input.clock });
    const use = await takePromoUse(tx, { codeKey, at });
    if (!use) {
      const state = await readPromoState(tx, { codeKey, userId: input.userId });
      if (!state || state.disabled) throw new AppError('not_found', PROMO_UNKNOWN);
      if (state.redeemed) throw new AppError('conflict', PROMO_REDEEMED);
      if (state.expires_at <= at) throw new AppError('conflict', PROMO_EXPIRED);
      throw new AppError('conflict', PROMO_USED_UP);
    }
    const level = levelOf(await readLifetimeWager(tx, input.userId));
    if (level < use.min_level) throw new AppError('conflict', promoLevelMessage(use.min_level));
    const amountCents = Number(use.amount_cents);
    if (!(await insertRedemption(tx, { codeId: use.id, userId: input.userId, amountCents, at }))) throw new AppError('conflict', PROMO_REDEEMED);
    // The play-through row before the wallet, the lock order of every path that moves a player's money (DESIGN §22).
    const playthrough = await lockPlaythrough(tx, input.userId);
    const wallet = await ensureWallet(tx, input.userId);
    const balances = await pay(tx, [
      { debitAccountId: await ensurePromotions(tx), creditAccountId: wallet, amountCents, kind: 'promo_code', refType: 'promo_code', refId: use.id, idempotencyKey: `promo:${use.id}:${input.userId}` },
    ]);
    await addTurnoverDue(tx, { userId: input.userId, amountCents: amountCents * input.bonusPlaythrough, at, locked: playthrough });
    return { amountCents, balanceCents: balances.get(wallet)! };
  });
}
