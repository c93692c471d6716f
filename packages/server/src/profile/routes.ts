/** /signup, /editprofile and the /otp e-mail code (DESIGN §6, §10). */
import type { FastifyInstance } from 'fastify';
import { emailCodeSchema, profilePatchSchema, signupSchema } from '@lootforge/core/contracts/auth';
import { AppError } from '../errors';
import { readForm } from '../http/multipart';
import { parseInput } from '../http/validate';
import { checkCode, CODE_TTL_SECONDS, issueCode, RESEND_AFTER_SECONDS } from '../auth/codes';
import { requireUser } from '../auth/sessions';
import { loadMe } from '../auth/users';
import type { Senders } from '../auth/senders';
import { publishBalance } from '../wallet/publish';
import { completeSignup, updateProfile } from './service';

export async function profileRoutes(app: FastifyInstance, options: { senders: Senders }) {
  const { db, storage, bus } = app.resources;

  app.post('/api/profile', async (request) => {
    const userId = await requireUser(request);
    const form = await readForm(request, 'avatar');
    const fields = parseInput(signupSchema, form.fields);
    const result = await completeSignup(db, storage, { userId, fields, image: form.image });
    if (result.bonusPaid) await publishBalance(db, bus, userId);
    return { user: await loadMe(db, storage, userId), bonusPaid: result.bonusPaid };
  });

  app.patch('/api/profile', async (request) => {
    const userId = await requireUser(request);
    const form = await readForm(request, 'avatar');
    const fields = parseInput(profilePatchSchema, form.fields);
    if (Object.keys(fields).length === 0 && !form.image) throw new AppError('validation', 'Nothing to change.');
    await updateProfile(db, storage, { userId, fields, image: form.image });
    return { user: await loadMe(db, storage, userId) };
  });

  app.post('/api/profile/email/send', async (request) => {
    const userId = await requireUser(request);
    const me = await loadMe(db, storage, userId);
    if (!me?.email) throw new AppError('validation', 'Add an e-mail address to your profile first.');
    if (me.emailVerified) throw new AppError('conflict', 'Your e-mail address is already verified.');
    const email = me.email;
    const code = await db.transaction((tx) => issueCode(tx, { purpose: 'email_verify', target: email.toLowerCase(), userId, ip: request.ip, perIpPerHour: app.config.otpPerIpPerHour }));
    try {
      await options.senders.email.send({ to: email, code, text: `Your LootForge verification code is ${code}. It expires in 5 minutes.` });
    } catch (error) {
      request.log.error({ err: error }, 'sending the e-mail code failed');
      throw new AppError('bad_request', 'We could not send the e-mail. Please try again.', 502);
    }
    return { ok: true, message: `We sent a code to ${email}.`, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  });

  app.post('/api/profile/email/verify', async (request) => {
    const userId = await requireUser(request);
    const { code } = parseInput(emailCodeSchema, request.body);
    const me = await loadMe(db, storage, userId);
    if (!me?.email) throw new AppError('validation', 'Add an e-mail address to your profile first.');
    const email = me.email.toLowerCase();
    const outcome = await db.transaction(async (tx) => {
      const check = await checkCode(tx, { purpose: 'email_verify', target: email, code, userId });
      if (check.ok) await tx.query(`UPDATE users SET email_verified_at = now() WHERE id = $1 AND lower(email) = $2`, [userId, email]);
      return check;
    });
    if (!outcome.ok) throw outcome.error;
    return { ok: true, message: 'Your e-mail address is verified.', user: await loadMe(db, storage, userId) };
  });
}
