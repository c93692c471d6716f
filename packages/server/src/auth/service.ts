/**
 * Signing in (DESIGN §6): by a code sent to a phone, or through a social
 * provider (OpenID Connect). Each function does one request's work and
 * returns the session it made; the route puts it in the cookie.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MeUser } from '@lootforge/core/contracts/auth';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import type { Storage } from '../storage/storage';
import { checkCode, issueCode } from './codes';
import { randomOidcValues, type OidcClient } from './oidc';
import { normalisePhone } from './phone';
import { deleteOidcLoginsOlderThan, findIdentityUser, insertOidcLogin, takeOidcLogin } from './repository';
import type { Sender } from './senders';
import { createSession, type NewSession } from './sessions';
import { ACCOUNT_SUSPENDED, loadMe, signInIdentity } from './users';

/** How long a social sign-in may take between leaving for the provider and coming back. */
const OIDC_LOGIN_TTL_MINUTES = 10;

/** Who is signing in from where, and when by the app's clock (a sign-in starts the play session, DESIGN §16b). */
type Client = { ip: string; userAgent: string | undefined; at: Date };

/** Sends a sign-in code to a phone (within the resend limits); returns the number as stored. */
export async function sendPhoneCode(db: Database, sms: Sender, input: { phone: string; ip: string; perIpPerHour: number; log: FastifyBaseLogger }): Promise<{ phone: string }> {
  const phone = normalisePhone(input.phone);
  // The age gate is on the form that asks for the code.
  const code = await db.transaction(async (tx) => {
    // A suspended player could not sign in with it: no code is sent (nor paid for).
    if ((await findIdentityUser(tx, { provider: 'phone', subject: phone }))?.suspended) throw new AppError('forbidden', ACCOUNT_SUSPENDED);
    return issueCode(tx, { purpose: 'phone_sign_in', target: phone, ip: input.ip, perIpPerHour: input.perIpPerHour, ageConfirmed: true, perAddress: true });
  });
  try {
    await sms.send({ to: phone, code, text: `Your LootForge code is ${code}. It expires in 5 minutes.` });
  } catch (error) {
    input.log.error({ err: error }, 'sending the SMS code failed');
    throw new AppError('bad_request', 'Error sending OTP. Please try again.', 502);
  }
  return { phone };
}

/** Spends a try on the phone's code; a right one signs the person in (a new person gets a user). */
export async function signInWithPhoneCode(
  db: Database,
  storage: Storage,
  input: { phone: string; code: string } & Client,
): Promise<{ session: NewSession; user: MeUser | null; isNewUser: boolean }> {
  const phone = normalisePhone(input.phone);
  const outcome = await db.transaction(async (tx) => {
    const check = await checkCode(tx, { purpose: 'phone_sign_in', target: phone, code: input.code, ip: input.ip });
    if (!check.ok) return check;
    if (!check.ageConfirmedAt) return { ok: false as const, error: new AppError('validation', 'Please confirm your age and request a new code.') };
    let signedIn: Awaited<ReturnType<typeof signInIdentity>>;
    try {
      signedIn = await signInIdentity(tx, { provider: 'phone', subject: phone, phone }, check.ageConfirmedAt);
    } catch (error) {
      // The code was right and stays used; the refusal is given once that is committed.
      if (error instanceof AppError) return { ok: false as const, error };
      throw error;
    }
    const session = await createSession(tx, { kind: 'user', ownerId: signedIn.userId, ip: input.ip, userAgent: input.userAgent, at: input.at });
    return { ok: true as const, ...signedIn, session };
  });
  // A wrong try is refused only now, so that its count was committed.
  if (!outcome.ok) throw outcome.error;
  return { session: outcome.session, user: await loadMe(db, storage, outcome.userId), isNewUser: outcome.isNewUser };
}

/**
 * Starts a social sign-in: remembers its state, nonce and PKCE verifier (and
 * that the age gate was passed) and returns the provider's address to send
 * the browser to.
 */
export async function startOidcSignIn(db: Database, client: OidcClient, input: { redirectUri: string }): Promise<string> {
  const values = randomOidcValues();
  const url = await client.authorizationUrl({ ...values, redirectUri: input.redirectUri });
  await db.transaction(async (tx) => {
    await deleteOidcLoginsOlderThan(tx, OIDC_LOGIN_TTL_MINUTES);
    await insertOidcLogin(tx, { state: values.state, provider: client.provider.id, nonce: values.nonce, codeVerifier: values.codeVerifier });
  });
  return url;
}

export type OidcOutcome = { ok: false; reason: string } | { ok: true; session: NewSession; isNewUser: boolean };

/** Finishes a social sign-in at the provider's callback: a login started here, lately, and a code the provider accepts. */
export async function finishOidcSignIn(
  db: Database,
  client: OidcClient,
  input: { state: string; callbackUrl: URL; redirectUri: string; log: FastifyBaseLogger } & Client,
): Promise<OidcOutcome> {
  const provider = client.provider.id;
  const login = await takeOidcLogin(db, { state: input.state, provider, minutes: OIDC_LOGIN_TTL_MINUTES });
  if (!login) return { ok: false, reason: 'That sign-in link has expired. Please try again.' };
  let identity: { subject: string; email: string | null };
  try {
    identity = await client.finish({ callbackUrl: input.callbackUrl, state: input.state, nonce: login.nonce, codeVerifier: login.code_verifier, redirectUri: input.redirectUri });
  } catch (error) {
    input.log.warn({ err: error }, 'social sign-in failed');
    return { ok: false, reason: `${client.provider.label} sign-in failed. Please try again.` };
  }
  return db.transaction(async (tx) => {
    let result: Awaited<ReturnType<typeof signInIdentity>>;
    try {
      result = await signInIdentity(tx, { provider: `oidc:${provider}`, subject: identity.subject, email: identity.email }, login.age_confirmed_at);
    } catch (error) {
      if (error instanceof AppError) return { ok: false, reason: error.message };
      throw error;
    }
    const session = await createSession(tx, { kind: 'user', ownerId: result.userId, ip: input.ip, userAgent: input.userAgent, at: input.at });
    return { ok: true, session, isNewUser: result.isNewUser };
  });
}
