/**
 * Signup, profile edits and verifying the e-mail address. Signup completes
 * the profile and pays the $1000 bonus in the same transaction; the bonus
 * transfer's idempotency key makes a second payment impossible, whatever the
 * clicks and retries.
 */
import { isProfane, isReservedName } from '../moderation/names';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MeUser } from '@lootforge/core/contracts/auth';
import { SIGNUP_BONUS_CENTS } from '@lootforge/core/money';
import { REFERRAL_BONUS_CENTS } from '@lootforge/core/referrals';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { ensurePromotions, ensureWallet, transfer } from '../ledger/ledger';
import { encodeImage } from '../storage/images';
import { removeInBackground, type Storage } from '../storage/storage';
import { checkCode, issueCode } from '../auth/codes';
import { normalisePhone } from '../auth/phone';
import type { Sender } from '../auth/senders';
import { loadMe } from '../auth/users';
import { completeProfile, isUserNameTaken, lockProfile, markEmailVerified, readProfile, updateProfileFields } from './repository';
import { hitRateLimit } from '../http/rate-limit';
import { systemClock, type Clock } from '../clock';
import { assignReferralCode, payReferralBonus, referrerForSignup } from '../referrals/service';
import { lockPlaythrough } from '../cashier/repository/withdrawals';
import { addTurnoverDue } from '../cashier/service';

export type ProfileFields = { userName?: string; phone?: string; email?: string };

const USERNAME_TAKEN = 'That username is taken. Please choose another.';

/** Pictures one player may upload per hour (decision 019). */
export const AVATARS_PER_HOUR = 20;
const TOO_MANY_AVATARS = 'You have changed your picture too often. Please try again in an hour.';

type Log = { warn(details: object, message: string): void };

/**
 * Stores a new avatar once the change is known to be acceptable, runs the
 * change, and deletes whichever files no row points to afterwards: the new
 * ones when the change is refused, the replaced ones once it committed.
 */
async function withAvatar<T>(
  db: Database,
  storage: Storage,
  input: { userId: string; image: Buffer | undefined; log: Log },
  change: (avatar: { avatarKey: string; thumbKey: string } | undefined) => Promise<{ result: T; replaced: Array<string | null> }>,
): Promise<T> {
  let avatar: { avatarKey: string; thumbKey: string } | undefined;
  if (input.image) {
    await hitRateLimit(db, { bucket: `avatar:user:${input.userId}`, limit: AVATARS_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_AVATARS });
    avatar = await storeAvatar(storage, input.userId, input.image);
  }
  let outcome: { result: T; replaced: Array<string | null> };
  try {
    outcome = await change(avatar);
  } catch (error) {
    if (avatar) removeInBackground(storage, [avatar.avatarKey, avatar.thumbKey], input.log);
    throw error;
  }
  if (avatar) removeInBackground(storage, outcome.replaced, input.log);
  return outcome.result;
}

async function storeAvatar(storage: Storage, userId: string, image: Buffer) {
  const { image: full, thumb } = await encodeImage(image);
  // A new name each time: stored files are cached forever by browsers.
  const version = randomBytes(6).toString('hex');
  const avatarKey = `users/${userId}/profile-${version}.webp`;
  const thumbKey = `users/${userId}/profile_thumb-${version}.jpg`;
  await storage.put(avatarKey, full, 'image/webp');
  await storage.put(thumbKey, thumb, 'image/jpeg');
  return { avatarKey, thumbKey };
}

function cleanPhone(phone: string | undefined): string | null | undefined {
  if (phone === undefined) return undefined;
  return phone === '' ? null : normalisePhone(phone);
}

/** A name nobody may take (profane, or the house's own or a look-alike of it), refused before anything is stored. */
function assertNameAllowed(userName: string | undefined) {
  if (userName === undefined) return;
  if (isProfane(userName)) throw new AppError('validation', 'Please choose a username without profanity or slurs.');
  if (isReservedName(userName)) throw new AppError('validation', 'That username is reserved. Please choose another.');
}

async function assertNameFree(tx: Sql, userId: string, userName: string) {
  if (await isUserNameTaken(tx, { userName, userId })) throw new AppError('conflict', USERNAME_TAKEN);
}

/** A unique-index race lost to another transaction reads as the same message. */
function explainUniqueViolation(error: unknown): never {
  const e = error as { code?: string; constraint?: string };
  if (e.code === '23505' && e.constraint !== 'users_referral_code_lower_key') throw new AppError('conflict', USERNAME_TAKEN);
  throw error;
}

/**
 * Completes the profile, gives the player their referral code and pays the
 * signup bonus, plus the referral bonus when they came with someone's code
 * (DESIGN §15); `balanceCents` is the wallet's balance after the bonuses
 * paid now (null when they were paid before).
 */
export async function completeSignup(
  db: Database,
  storage: Storage,
  input: {
    userId: string;
    fields: Required<ProfileFields> & { referralCode?: string };
    image: Buffer | undefined;
    clock?: Clock;
    log: Log;
    /** How many times bonus money is wagered before it can be withdrawn (DESIGN §19). */
    bonusPlaythrough: number;
  },
): Promise<{ user: MeUser | null; bonusPaid: boolean; referralBonusPaid: boolean; balanceCents: number | null }> {
  assertNameAllowed(input.fields.userName);
  const phone = cleanPhone(input.fields.phone);
  // Refused before any picture is worked on or stored (checked again, locked, below).
  const before = await readProfile(db, input.userId);
  if (before?.complete) throw new AppError('conflict', 'Your profile is already set up.');
  await assertNameFree(db, input.userId, input.fields.userName);
  const bonus = await withAvatar(db, storage, input, async (avatar) => {
    let replaced: Array<string | null> = [];
    const result = await db
      .transaction(async (tx) => {
        const user = await lockProfile(tx, input.userId);
        if (!user) throw new AppError('unauthenticated', 'Please sign in first.');
        if (user.complete) throw new AppError('conflict', 'Your profile is already set up.');
        await assertNameFree(tx, input.userId, input.fields.userName);
        replaced = [user.avatar_key, user.avatar_thumb_key];
        // Checked before the player's own code exists, so their own can never apply.
        const referrerId = input.fields.referralCode ? await referrerForSignup(tx, { userId: input.userId, code: input.fields.referralCode }) : null;
        await completeProfile(tx, {
          userId: input.userId,
          userName: input.fields.userName,
          phone: phone ?? null,
          email: input.fields.email,
          avatarKey: avatar?.avatarKey ?? null,
          avatarThumbKey: avatar?.thumbKey ?? null,
        });
        await assignReferralCode(tx, { userId: input.userId, userName: input.fields.userName, clock: input.clock ?? systemClock });
        // The play-through row before the wallet, the lock order of every path that moves a player's money (DESIGN §22).
        const playthrough = await lockPlaythrough(tx, input.userId);
        const walletAccountId = await ensureWallet(tx, input.userId);
        const paid = await transfer(tx, {
          debitAccountId: await ensurePromotions(tx),
          creditAccountId: walletAccountId,
          amountCents: SIGNUP_BONUS_CENTS,
          kind: 'signup_bonus',
          refType: 'user',
          refId: input.userId,
          idempotencyKey: `signup_bonus:${input.userId}`,
        });
        const at = (input.clock ?? systemClock).now();
        if (!paid.duplicate) await addTurnoverDue(tx, { userId: input.userId, amountCents: SIGNUP_BONUS_CENTS * input.bonusPlaythrough, at, locked: playthrough });
        if (!referrerId) return { ...paid, referralBonusPaid: false };
        const balance = await payReferralBonus(tx, { userId: input.userId, referrerId, walletId: walletAccountId });
        if (balance !== null) await addTurnoverDue(tx, { userId: input.userId, amountCents: REFERRAL_BONUS_CENTS * input.bonusPlaythrough, at });
        return { ...paid, creditBalanceCents: balance ?? paid.creditBalanceCents, referralBonusPaid: balance !== null };
      })
      .catch(explainUniqueViolation);
    return { result, replaced };
  });
  return { user: await loadMe(db, storage, input.userId), bonusPaid: !bonus.duplicate, referralBonusPaid: bonus.referralBonusPaid, balanceCents: bonus.creditBalanceCents };
}

/** Changes the fields given; a new e-mail address must be verified again. Returns the person as they now are. */
export async function updateProfile(
  db: Database,
  storage: Storage,
  input: { userId: string; fields: ProfileFields; image: Buffer | undefined; log: Log },
): Promise<MeUser | null> {
  assertNameAllowed(input.fields.userName);
  const phone = cleanPhone(input.fields.phone);
  // Refused before any picture is worked on or stored (checked again, locked, below).
  const before = await readProfile(db, input.userId);
  if (before && !before.complete) throw new AppError('conflict', 'Please finish signing up first.');
  if (input.fields.userName !== undefined) await assertNameFree(db, input.userId, input.fields.userName);
  await withAvatar(db, storage, input, async (avatar) => {
    let replaced: Array<string | null> = [];
    await db
      .transaction(async (tx) => {
        const user = await lockProfile(tx, input.userId);
        if (!user) throw new AppError('unauthenticated', 'Please sign in first.');
        if (!user.complete) throw new AppError('conflict', 'Please finish signing up first.');
        if (input.fields.userName !== undefined) await assertNameFree(tx, input.userId, input.fields.userName);
        replaced = [user.avatar_key, user.avatar_thumb_key];
        const email = input.fields.email === undefined ? undefined : input.fields.email === '' ? null : input.fields.email;
        const emailChanged = email !== undefined && (email ?? '').toLowerCase() !== (user.email ?? '').toLowerCase();
        await updateProfileFields(tx, {
          userId: input.userId,
          userName: input.fields.userName,
          phone,
          email,
          unverifyEmail: emailChanged,
          avatarKey: avatar?.avatarKey ?? null,
          avatarThumbKey: avatar?.thumbKey ?? null,
        });
      })
      .catch(explainUniqueViolation);
    return { result: undefined, replaced };
  });
  return loadMe(db, storage, input.userId);
}

/** The person's e-mail address, which must be there to verify. */
async function emailToVerify(db: Database, storage: Storage, userId: string) {
  const me = await loadMe(db, storage, userId);
  if (!me?.email) throw new AppError('validation', 'Add an e-mail address to your profile first.');
  return { email: me.email, verified: me.emailVerified };
}

/** Sends a code to the person's e-mail address (within the resend limits); returns the address. */
export async function sendEmailCode(
  db: Database,
  storage: Storage,
  sender: Sender,
  input: { userId: string; ip: string; perIpPerHour: number; log: FastifyBaseLogger },
): Promise<{ email: string }> {
  const { email, verified } = await emailToVerify(db, storage, input.userId);
  if (verified) throw new AppError('conflict', 'Your e-mail address is already verified.');
  const code = await db.transaction((tx) =>
    issueCode(tx, { purpose: 'email_verify', target: email.toLowerCase(), userId: input.userId, ip: input.ip, perIpPerHour: input.perIpPerHour }),
  );
  try {
    await sender.send({ to: email, code, text: `Your LootForge verification code is ${code}. It expires in 5 minutes.` });
  } catch (error) {
    input.log.error({ err: error }, 'sending the e-mail code failed');
    throw new AppError('bad_request', 'We could not send the e-mail. Please try again.', 502);
  }
  return { email };
}

/** Spends a try on the e-mail code; a right one marks the address verified. Returns the person as they now are. */
export async function verifyEmail(db: Database, storage: Storage, input: { userId: string; code: string }): Promise<MeUser | null> {
  const email = (await emailToVerify(db, storage, input.userId)).email.toLowerCase();
  const outcome = await db.transaction(async (tx) => {
    const check = await checkCode(tx, { purpose: 'email_verify', target: email, code: input.code, userId: input.userId });
    if (check.ok) await markEmailVerified(tx, { userId: input.userId, email });
    return check;
  });
  // A wrong try is refused only now, so that its count was committed.
  if (!outcome.ok) throw outcome.error;
  return loadMe(db, storage, input.userId);
}
