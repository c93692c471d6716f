/** /signup, /editprofile and the /otp e-mail code (DESIGN §6, §10). */
import type { FastifyInstance } from 'fastify';
import { emailCodeSchema, profilePatchSchema } from '@lootforge/core/contracts/auth';
import { signupWithReferralSchema } from '@lootforge/core/contracts/referrals';
import { AppError } from '../errors';
import { readForm } from '../http/multipart';
import { parseInput } from '../http/validate';
import { CODE_TTL_SECONDS, RESEND_AFTER_SECONDS } from '../auth/codes';
import { requireUser } from '../auth/sessions';
import type { Senders } from '../auth/senders';
import { balanceMessage } from '../wallet/publish';
import { publishInBackground } from '../realtime/bus';
import { completeSignup, sendEmailCode, updateProfile, verifyEmail } from './service';

export async function profileRoutes(app: FastifyInstance, options: { senders: Senders }) {
  const { db, storage, bus } = app.resources;

  app.post('/api/profile', async (request) => {
    const userId = await requireUser(request);
    const form = await readForm(request, 'avatar');
    const fields = parseInput(signupWithReferralSchema, form.fields);
    const result = await completeSignup(db, storage, { userId, fields, image: form.image, clock: app.clock, log: request.log, bonusPlaythrough: app.config.cashier.bonusPlaythrough });
    if (result.bonusPaid) publishInBackground(bus, request.log, [balanceMessage(userId, result.balanceCents!)]);
    return { user: result.user, bonusPaid: result.bonusPaid, referralBonusPaid: result.referralBonusPaid };
  });

  app.patch('/api/profile', async (request) => {
    const userId = await requireUser(request);
    const form = await readForm(request, 'avatar');
    const fields = parseInput(profilePatchSchema, form.fields);
    if (Object.keys(fields).length === 0 && !form.image) throw new AppError('validation', 'Nothing to change.');
    return { user: await updateProfile(db, storage, { userId, fields, image: form.image, log: request.log }) };
  });

  app.post('/api/profile/email/send', async (request) => {
    const userId = await requireUser(request);
    const { email } = await sendEmailCode(db, storage, options.senders.email, { userId, ip: request.ip, perIpPerHour: app.config.otpPerIpPerHour, log: request.log });
    return { ok: true, message: `We sent a code to ${email}.`, resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
  });

  app.post('/api/profile/email/verify', async (request) => {
    const userId = await requireUser(request);
    const { code } = parseInput(emailCodeSchema, request.body);
    return { ok: true, message: 'Your e-mail address is verified.', user: await verifyEmail(db, storage, { userId, code }) };
  });
}
