/** Sign-in, sign-out and "who am I" (DESIGN §6, §10). */
import type { FastifyInstance } from 'fastify';
import { AGE_GATE_REQUIRED, phoneSendSchema, phoneVerifySchema } from '@lootforge/core/contracts/auth';
import { z } from 'zod';
import { AppError } from '../errors';
import { parseInput } from '../http/validate';
import { checkCode, CODE_TTL_SECONDS, issueCode, RESEND_AFTER_SECONDS } from './codes';
import { createOidcClient, randomOidcValues } from './oidc';
import { normalisePhone } from './phone';
import { endSession, sessionOwner, startSession } from './sessions';
import { loadMe, signInIdentity } from './users';
import type { Senders } from './senders';

const OIDC_LOGIN_TTL_MINUTES = 10;

export async function authRoutes(app: FastifyInstance, options: { senders: Senders }) {
  const { db, storage } = app.resources;
  const oidc = app.config.oidc ? createOidcClient(app.config.oidc) : undefined;

  app.get('/api/me', async (request) => {
    const userId = await sessionOwner(request, 'user');
    return { user: userId ? await loadMe(db, storage, userId) : null };
  });

  app.post('/api/auth/phone/send', async (request) => {
    const body = parseInput(phoneSendSchema, request.body);
    const phone = normalisePhone(body.phone);
    const code = await db.transaction((tx) => issueCode(tx, { purpose: 'phone_sign_in', target: phone, ip: request.ip, perIpPerHour: app.config.otpPerIpPerHour, ageConfirmed: true }));
    try {
      await options.senders.sms.send({ to: phone, code, text: `Your LootForge code is ${code}. It expires in 5 minutes.` });
    } catch (error) {
      request.log.error({ err: error }, 'sending the SMS code failed');
      throw new AppError('bad_request', 'Error sending OTP. Please try again.', 502);
    }
    return { ok: true, message: 'OTP sent successfully', phone, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  });

  app.post('/api/auth/phone/verify', async (request, reply) => {
    const body = parseInput(phoneVerifySchema, request.body);
    const phone = normalisePhone(body.phone);
    const outcome = await db.transaction(async (tx) => {
      const check = await checkCode(tx, { purpose: 'phone_sign_in', target: phone, code: body.code });
      if (!check.ok) return check;
      if (!check.ageConfirmedAt) return { ok: false as const, error: new AppError('validation', 'Please confirm your age and request a new code.') };
      const signedIn = await signInIdentity(tx, { provider: 'phone', subject: phone, phone }, check.ageConfirmedAt);
      await startSession(tx, reply, { kind: 'user', ownerId: signedIn.userId, ip: request.ip, userAgent: request.headers['user-agent'] });
      return { ok: true as const, ...signedIn };
    });
    if (!outcome.ok) throw outcome.error;
    return { user: await loadMe(db, storage, outcome.userId), isNewUser: outcome.isNewUser };
  });

  app.get('/api/auth/providers', async () => ({
    providers: oidc ? [{ id: oidc.provider.id, label: oidc.provider.label }] : [],
  }));

  const providerParams = z.object({ provider: z.string().max(40) });
  const ageQuery = z.object({ ageConfirmed: z.enum(['true', '1'], { error: AGE_GATE_REQUIRED }) });
  const redirectUriFor = (provider: string) => `${app.config.publicUrl}/api/auth/oidc/${provider}/callback`;
  const requireProvider = (provider: string) => {
    if (!oidc || oidc.provider.id !== provider) throw new AppError('not_found', 'That sign-in provider is not configured.');
    return oidc;
  };

  app.get('/api/auth/oidc/:provider/start', async (request, reply) => {
    const { provider } = parseInput(providerParams, request.params);
    const client = requireProvider(provider);
    // The age gate is recorded with the login and copied to the user at the callback.
    parseInput(ageQuery, request.query);
    const values = randomOidcValues();
    const url = await client.authorizationUrl({ ...values, redirectUri: redirectUriFor(provider) });
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM oidc_logins WHERE created_at < now() - make_interval(mins => $1)`, [OIDC_LOGIN_TTL_MINUTES]);
      await tx.query(
        `INSERT INTO oidc_logins (state, provider, nonce, code_verifier, age_confirmed_at) VALUES ($1, $2, $3, $4, now())`,
        [values.state, provider, values.nonce, values.codeVerifier],
      );
    });
    return reply.redirect(url);
  });

  app.get('/api/auth/oidc/:provider/callback', async (request, reply) => {
    const { provider } = parseInput(providerParams, request.params);
    const client = requireProvider(provider);
    const query = request.query as Record<string, unknown>;
    const state = typeof query.state === 'string' ? query.state : '';
    const fail = (reason: string) => reply.redirect(`/loginsignup?error=${encodeURIComponent(reason)}`);
    const [login] = await db.query<{ nonce: string; code_verifier: string; age_confirmed_at: Date }>(
      `DELETE FROM oidc_logins WHERE state = $1 AND provider = $2 AND created_at > now() - make_interval(mins => $3)
       RETURNING nonce, code_verifier, age_confirmed_at`,
      [state, provider, OIDC_LOGIN_TTL_MINUTES],
    );
    if (!login) return fail('That sign-in link has expired. Please try again.');
    let identity: { subject: string; email: string | null };
    try {
      identity = await client.finish({
        callbackUrl: new URL(request.url, app.config.publicUrl),
        state,
        nonce: login.nonce,
        codeVerifier: login.code_verifier,
        redirectUri: redirectUriFor(provider),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'social sign-in failed');
      return fail(`${client.provider.label} sign-in failed. Please try again.`);
    }
    const signedIn = await db.transaction(async (tx) => {
      const result = await signInIdentity(tx, { provider: `oidc:${provider}`, subject: identity.subject, email: identity.email }, login.age_confirmed_at);
      await startSession(tx, reply, { kind: 'user', ownerId: result.userId, ip: request.ip, userAgent: request.headers['user-agent'] });
      return result;
    });
    return reply.redirect(signedIn.isNewUser ? '/signup' : '/');
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await endSession(db, request, reply, 'user');
    return { ok: true };
  });
}
