/**
 * Referrals (DESIGN §15): every player's code (made at signup, changed once
 * to a vanity code), the code given at signup, and the referrer's 1 % of
 * their referred players' wager, claimed from $1.00 as referral_commission.
 * Earned is 1 % of the referred players' lifetime totals (stakes/), read
 * when needed: no row that every referred player's stake would have to lock.
 */
import { randomInt } from 'node:crypto';
import type { Referrals } from '@lootforge/core/contracts/referrals-answers';
import { formatCents } from '@lootforge/core/money';
import {
  OWN_REFERRAL_CODE,
  REFERRAL_BONUS_CENTS,
  REFERRAL_CODE_CHANGED,
  REFERRAL_CODE_IS_A_NAME,
  REFERRAL_CODE_TAKEN,
  REFERRAL_MIN_CLAIM_CENTS,
  UNKNOWN_REFERRAL_CODE,
  referralCodeFrom,
  referralEarnedCents,
} from '@lootforge/core/referrals';
import type { Database, Sql } from '../db/client';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { ensurePromotions, ensureWallet, pay, transfer } from '../ledger/ledger';
import {
  findUserByReferralCode,
  isAnotherPlayersName,
  isReferralCodeTaken,
  listReferred,
  lockReferralClaims,
  lockReferralProfile,
  readReferralClaims,
  readReferralProfile,
  recordReferralClaim,
  referredWagerTotal,
  setReferralCode,
  setReferrer,
} from './repository';

const REFERRED_SHOWN = 200;

/** A free code made from the name and four random digits; a few tries, then a longer random one. */
async function freeCodeFor(tx: Sql, input: { userId: string; userName: string; random: (below: number) => number }): Promise<string> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const code = referralCodeFrom(input.userName, input.random(10_000));
    if (!(await isReferralCodeTaken(tx, { code, userId: input.userId }))) return code;
  }
  const fallback = `LF${input.random(1_000_000_000).toString().padStart(9, '0')}`;
  // Checked (and locked) like the others; one more random draw if even that is taken.
  return (await isReferralCodeTaken(tx, { code: fallback, userId: input.userId })) ? freeCodeFor(tx, input) : fallback;
}

/**
 * Gives a player who has none their code (inside their signup's transaction, or on first visit).
 * `random` (tests only) replaces the random digits.
 */
export async function assignReferralCode(
  tx: Sql,
  input: { userId: string; userName: string; clock: Clock; random?: (below: number) => number },
): Promise<string> {
  const code = await freeCodeFor(tx, { ...input, random: input.random ?? ((below) => randomInt(0, below)) });
  await setReferralCode(tx, { userId: input.userId, code, vanity: false, at: input.clock.now() });
  return code;
}

/**
 * The code given at signup: whose it is (refusing an unknown one). One's
 * own never applies: a new player's code is made after this check, so it
 * can only be theirs if it was set some other way.
 */
export async function referrerForSignup(tx: Sql, input: { userId: string; code: string }): Promise<string> {
  const referrerId = await findUserByReferralCode(tx, input.code);
  if (!referrerId) throw new AppError('validation', UNKNOWN_REFERRAL_CODE);
  if (referrerId === input.userId) throw new AppError('validation', OWN_REFERRAL_CODE);
  return referrerId;
}

/** Records who referred the new player and pays them the $10 bonus from promotions; returns their balance after it. */
export async function payReferralBonus(tx: Sql, input: { userId: string; referrerId: string; walletId: number }): Promise<number | null> {
  await setReferrer(tx, { userId: input.userId, referrerId: input.referrerId });
  const paid = await transfer(tx, {
    debitAccountId: await ensurePromotions(tx),
    creditAccountId: input.walletId,
    amountCents: REFERRAL_BONUS_CENTS,
    kind: 'referral_bonus',
    refType: 'user',
    refId: input.referrerId,
    idempotencyKey: `referral_bonus:${input.userId}`,
  });
  return paid.creditBalanceCents;
}

export async function referralSummary(db: Database, input: { userId: string; publicUrl: string; clock: Clock }): Promise<Referrals> {
  let profile = await readReferralProfile(db, input.userId);
  if (!profile?.complete) throw new AppError('forbidden', 'Please finish signing up first.');
  if (!profile.referral_code) {
    await db.transaction(async (tx) => {
      const locked = await lockReferralProfile(tx, input.userId);
      if (locked && !locked.referral_code) await assignReferralCode(tx, { userId: input.userId, userName: locked.user_name ?? '', clock: input.clock });
    });
    profile = (await readReferralProfile(db, input.userId))!;
  }
  const [referred, total, claims] = await Promise.all([
    listReferred(db, { userId: input.userId, limit: REFERRED_SHOWN }),
    referredWagerTotal(db, input.userId),
    readReferralClaims(db, input.userId),
  ]);
  const earnedCents = referralEarnedCents(total);
  const code = profile.referral_code!;
  return {
    code,
    link: `${input.publicUrl}/r/${encodeURIComponent(code)}`,
    canChangeCode: profile.referral_code_changed_at === null,
    referred: referred.map((r) => ({ userName: r.user_name, wagerCents: r.wager_cents })),
    earnedCents,
    claimedCents: claims.claimed_cents,
    claimableCents: Math.max(0, earnedCents - claims.claimed_cents),
    minClaimCents: REFERRAL_MIN_CLAIM_CENTS,
  };
}

/**
 * The one change to a vanity code: free in any case (no player's code now or before), not another
 * player's name, letters and digits (checked by the schema). The old code stays an alias (DESIGN §15).
 */
export async function changeReferralCode(db: Database, input: { userId: string; code: string; clock: Clock; publicUrl: string }): Promise<Referrals> {
  await db
    .transaction(async (tx) => {
      const profile = await lockReferralProfile(tx, input.userId);
      if (!profile?.complete) throw new AppError('forbidden', 'Please finish signing up first.');
      if (profile.referral_code_changed_at) throw new AppError('conflict', REFERRAL_CODE_CHANGED);
      if (await isReferralCodeTaken(tx, { code: input.code, userId: input.userId })) throw new AppError('conflict', REFERRAL_CODE_TAKEN);
      if (await isAnotherPlayersName(tx, { code: input.code, userId: input.userId })) throw new AppError('conflict', REFERRAL_CODE_IS_A_NAME);
      await setReferralCode(tx, { userId: input.userId, code: input.code, vanity: true, at: input.clock.now() });
    })
    .catch((error: unknown) => {
      // Taken by a simultaneous change: the unique index answers.
      if ((error as { code?: string }).code === '23505') throw new AppError('conflict', REFERRAL_CODE_TAKEN);
      throw error;
    });
  return referralSummary(db, input);
}

/**
 * Claims the referral earnings not yet claimed, once they reach $1.00: the
 * referrer's claims row is locked, so simultaneous claims pay once.
 */
export async function claimReferralEarnings(db: Database, input: { userId: string }): Promise<{ amountCents: number; balanceCents: number }> {
  return db.transaction(async (tx) => {
    const claims = await lockReferralClaims(tx, input.userId);
    const earned = referralEarnedCents(await referredWagerTotal(tx, input.userId));
    const amountCents = earned - claims.claimed_cents;
    if (amountCents < REFERRAL_MIN_CLAIM_CENTS) {
      throw new AppError(
        'conflict',
        `You can claim referral earnings once they reach ${formatCents(REFERRAL_MIN_CLAIM_CENTS)}. You have ${formatCents(Math.max(0, amountCents))} so far.`,
      );
    }
    const n = claims.claims + 1;
    const wallet = await ensureWallet(tx, input.userId);
    const balances = await pay(tx, [
      { debitAccountId: await ensurePromotions(tx), creditAccountId: wallet, amountCents, kind: 'referral_commission', refType: 'referral', refId: input.userId, idempotencyKey: `referral:${input.userId}:${n}` },
    ]);
    await recordReferralClaim(tx, { userId: input.userId, claims: n, claimedCents: claims.claimed_cents + amountCents });
    return { amountCents, balanceCents: balances.get(wallet)! };
  });
}
