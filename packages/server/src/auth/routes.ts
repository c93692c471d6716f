/** Sign-in, sign-out and "who am I" (DESIGN §6, §10). */
import type { FastifyInstance } from 'fastify';
import { AGE_GATE_REQUIRED, phoneSendSchema, phoneVerifySchema } from '@lootforge/core/contracts/auth';
import { z } from 'zod';
import { AppError } from '../errors';
import { parseInput } from '../http/validate';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS } from './codes';
import { createOidcClient } from './oidc';
import { endSession, sessionOwner, setSessionCookie } from './sessions';
import { finishOidcSignIn, sendPhoneCode, signInWithPhoneCode, startOidcSignIn } from './service';
import { loadMe } from './users';
import type { Senders } from './senders';

export async function authRoutes(app: FastifyInstance, options: { senders: Senders }) {
  const { db, storage } = app.resources;
  const oidc = app.config.oidc ? createOidcClient(app.config.oidc) : undefined;

  app.get('/api/me', async (request) => {
    const userId = await sessionOwner(request, 'user');
    return { user: userId ? await loadMe(db, storage, userId, app.clock.now().getTime()) : null };
  });

  app.post('/api/auth/phone/send', async (request) => {
    const body = parseInput(phoneSendSchema, request.body);
    const { phone } = await sendPhoneCode(db, options.senders.sms, {
      phone: body.phone,
      perIpPerHour: app.config.otpPerIpPerHour,
      ip: request.ip,
      log: request.log,
    });
    return { ok: true, message: 'OTP sent successfully', phone, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  });

  app.post('/api/auth/phone/verify', async (request, reply) => {
    const body = parseInput(phoneVerifySchema, request.body);
    const signedIn = await signInWithPhoneCode(db, storage, { phone: body.phone, code: body.code, ip: request.ip, userAgent: request.headers['user-agent'], at: app.clock.now() });
    setSessionCookie(reply, signedIn.session);
    return { user: signedIn.user, isNewUser: signedIn.isNewUser };
  });

  app.get('/api/auth/providers', async () => ({
    providers: oidc ? [{ id: oidc.provider.id, label: oidc.provider.label }] : [],
    smsCodesLogged: app.config.sms.provider === 'console',
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
    return reply.redirect(await startOidcSignIn(db, client, { redirectUri: redirectUriFor(provider) }));
  });

  app.get('/api/auth/oidc/:provider/callback', async (request, reply) => {
    const { provider } = parseInput(providerParams, request.params);
    const client = requireProvider(provider);
    const query = request.query as Record<string, unknown>;
    const outcome = await finishOidcSignIn(db, client, {
      state: typeof query.state === 'string' ? query.state : '',
      callbackUrl: new URL(request.url, app.config.publicUrl),
      redirectUri: redirectUriFor(provider),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      at: app.clock.now(),
      log: request.log,
    });
    if (!outcome.ok) return reply.redirect(`/loginsignup?error=${encodeURIComponent(outcome.reason)}`);
    setSessionCookie(reply, outcome.session);
    return reply.redirect(outcome.isNewUser ? '/signup' : '/');
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await endSession(db, request, reply, 'user');
    return { ok: true };
  });
}
