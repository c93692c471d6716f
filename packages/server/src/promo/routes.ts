/** Promo codes (DESIGN §10, §22): a player redeems one; the console lists and creates them (admins only). */
import type { FastifyInstance } from 'fastify';
import { createPromoCodeSchema, redeemPromoSchema } from '@lootforge/core/contracts/promo';
import { requireAdmin, requireUser } from '../auth/sessions';
import { parseInput } from '../http/validate';
import { publishInBackground } from '../realtime/bus';
import { balanceMessage } from '../wallet/publish';
import { adminListPromoCodes, createPromoCode, redeemPromoCode } from './service';

export async function promoRoutes(app: FastifyInstance) {
  const { db, bus } = app.resources;

  app.post('/api/promo/redeem', async (request) => {
    const userId = await requireUser(request);
    const { code } = parseInput(redeemPromoSchema, request.body);
    const redeemed = await redeemPromoCode(db, { userId, code, clock: app.clock, bonusPlaythrough: app.config.cashier.bonusPlaythrough });
    publishInBackground(bus, request.log, [balanceMessage(userId, redeemed.balanceCents)]);
    return redeemed;
  });

  app.get('/api/admin/promo-codes', async (request) => {
    await requireAdmin(request);
    return { promoCodes: await adminListPromoCodes(db) };
  });

  app.post('/api/admin/promo-codes', async (request) => {
    const adminId = await requireAdmin(request);
    const promo = parseInput(createPromoCodeSchema, request.body);
    return { promoCode: await createPromoCode(db, { adminId, promo, clock: app.clock }) };
  });
}
