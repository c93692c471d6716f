/**
 * Shipping items home (DESIGN §19): in one transaction the items leave the inventory (a sale or
 * stake of one of them at the same moment finds it gone) and the fee moves wallet → house;
 * a cancellation returns both. Orders move requested → processing → shipped → delivered.
 */
import { canMoveShipping, settledTurnoverDue, SHIPPING_FREE_FROM_CENTS, SHIPPING_MAX_ITEMS, SHIPPING_MIN_VALUE_CENTS, shippingFeeCents, type ShippingStatus } from '@lootforge/core/cashier';
import type { ShippingAddress } from '@lootforge/core/contracts/cashier';
import type { ShippingOrder } from '@lootforge/core/contracts/cashier-answers';
import { formatCents } from '@lootforge/core/money';
import { isSupportedCountry } from 'libphonenumber-js';
import type { Clock } from '../clock';
import type { CashierConfig } from '../config';
import type { Database, Sql } from '../db/client';
import { AppError } from '../errors';
import { writeAudit } from '../console/audit';
import { balanceOf, ensureHouse, ensureWallet, pay } from '../ledger/ledger';
import { fileUrl, type Storage } from '../storage/storage';
import { idForKey } from '../http/idempotency';
import { insertShippingOrder, listShippingOrders, lockShippableItems, lockShippingOrder, releaseShippingItems, updateShippingOrder, type ShippingOrderRow } from './repository/shipping';
import { assertMayTakeOut, recordTakenOut, sameRequest, type BalanceChange } from './service';
import { lockPlaythrough } from './repository/withdrawals';

export function orderView(storage: Storage, row: ShippingOrderRow): ShippingOrder {
  const address = row.address;
  return {
    id: row.id,
    status: row.status,
    feeCents: row.fee_cents,
    itemsValueCents: row.items_value_cents,
    items: row.items.map((item) => ({ id: item.id, name: item.name, valueCents: item.valueCents, thumbUrl: fileUrl(storage, item.thumbKey) })),
    address: { name: address.name, line1: address.line1, line2: address.line2 ?? '', city: address.city, region: address.region ?? '', postcode: address.postcode, country: address.country, phone: address.phone },
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function shippingRules(config: CashierConfig) {
  return { minValueCents: SHIPPING_MIN_VALUE_CENTS, feeCents: config.shippingFeeCents, freeFromCents: SHIPPING_FREE_FROM_CENTS, maxItems: SHIPPING_MAX_ITEMS };
}

export async function playerOrders(db: Database, storage: Storage, userId: string): Promise<ShippingOrder[]> {
  return (await listShippingOrders(db, { userId, limit: 100 })).map((row) => orderView(storage, row));
}

export async function createShippingOrder(
  db: Database,
  input: { userId: string; inventoryIds: string[]; address: ShippingAddress; idempotencyKey?: string; config: CashierConfig; clock: Clock },
): Promise<{ order: ShippingOrderRow; balanceCents: number }> {
  if (!isSupportedCountry(input.address.country)) throw new AppError('validation', 'Please choose a country to ship to.');
  const id = idForKey({ userId: input.userId, scope: 'shipping', key: input.idempotencyKey });
  return db.transaction(async (tx) => {
    // The play-through row first, as every cashier step of a player locks it first: a retry with the
    // same Idempotency-Key waits here for the first attempt, then finds its order.
    const playthrough = await lockPlaythrough(tx, input.userId);
    const earlier = input.idempotencyKey ? await lockShippingOrder(tx, id) : null;
    if (earlier) {
      const sameItems = [...earlier.items.map((item) => item.id)].sort().join() === [...input.inventoryIds].sort().join();
      return { order: sameRequest(earlier, sameItems), balanceCents: await balanceOf(tx, await ensureWallet(tx, input.userId)) };
    }
    const items = await lockShippableItems(tx, { userId: input.userId, ids: input.inventoryIds });
    if (items.length !== input.inventoryIds.length) throw new AppError('conflict', 'Some of those items are no longer in your inventory.');
    const value = items.reduce((sum, item) => sum + item.valueCents, 0);
    if (value < SHIPPING_MIN_VALUE_CENTS) throw new AppError('validation', `An order must be worth at least ${formatCents(SHIPPING_MIN_VALUE_CENTS)}; these items are worth ${formatCents(value)}.`);
    // Items leave the site as money does (DESIGN §19): bonus money played through first, and within what an unverified player may take out.
    const due = await assertMayTakeOut(tx, { userId: input.userId, playthrough, amountCents: value, config: input.config, action: 'ship' });
    await recordTakenOut(tx, { userId: input.userId, playthrough, dueCents: due, deltaCents: value, at: input.clock.now() });
    const fee = shippingFeeCents(value, input.config.shippingFeeCents);
    const at = input.clock.now();
    await insertShippingOrder(tx, { id, userId: input.userId, feeCents: fee, itemsValueCents: value, address: input.address, items, at });
    const wallet = await ensureWallet(tx, input.userId);
    let balanceCents: number;
    if (fee > 0) {
      const balances = await pay(tx, [
        { debitAccountId: wallet, creditAccountId: await ensureHouse(tx, id), amountCents: fee, kind: 'shipping_fee', refType: 'shipping', refId: id, idempotencyKey: `shipping:${id}:fee` },
      ]);
      balanceCents = balances.get(wallet)!;
    } else {
      balanceCents = await balanceOf(tx, wallet);
    }
    return { order: (await lockShippingOrder(tx, id))!, balanceCents };
  });
}

/** Cancels an order: its items come back and its fee is refunded, in one transaction. */
async function cancelOrder(tx: Sql, order: ShippingOrderRow, input: { at: Date; reason?: string }): Promise<BalanceChange> {
  // What was counted as taken out comes back (the caller locked the order; this player's play-through row next).
  const playthrough = await lockPlaythrough(tx, order.user_id);
  const due = settledTurnoverDue({ dueCents: playthrough.due_cents, wagerSeenCents: playthrough.wager_seen_cents }, playthrough.lifetime_wager_cents);
  await recordTakenOut(tx, { userId: order.user_id, playthrough, dueCents: due, deltaCents: -order.items_value_cents, at: input.at });
  await updateShippingOrder(tx, { id: order.id, status: 'cancelled', at: input.at, reason: input.reason });
  await releaseShippingItems(tx, order.id);
  const wallet = await ensureWallet(tx, order.user_id);
  if (order.fee_cents === 0) return { userId: order.user_id, balanceCents: await balanceOf(tx, wallet) };
  const balances = await pay(tx, [
    {
      debitAccountId: await ensureHouse(tx, order.id),
      creditAccountId: wallet,
      amountCents: order.fee_cents,
      kind: 'shipping_refund',
      refType: 'shipping',
      refId: order.id,
      idempotencyKey: `shipping:${order.id}:refund`,
    },
  ]);
  return { userId: order.user_id, balanceCents: balances.get(wallet)! };
}

/** A player cancels their own order while it is still only requested. */
export async function cancelOwnOrder(db: Database, input: { userId: string; orderId: string; clock: Clock }): Promise<{ order: ShippingOrderRow; balanceCents: number }> {
  return db.transaction(async (tx) => {
    const order = await lockShippingOrder(tx, input.orderId);
    if (!order || order.user_id !== input.userId) throw new AppError('not_found', 'That order does not exist.');
    if (order.status !== 'requested') throw new AppError('conflict', 'This order is already being prepared and can no longer be cancelled here. Please contact support.');
    const change = await cancelOrder(tx, order, { at: input.clock.now(), reason: 'Cancelled by the player.' });
    return { order: (await lockShippingOrder(tx, order.id))!, balanceCents: change.balanceCents };
  });
}

/** An admin moves an order on (audited); cancelling returns the items and the fee. */
export async function updateOrder(
  db: Database,
  input: { adminId: string; orderId: string; status: ShippingStatus; carrier?: string; trackingNumber?: string; trackingUrl?: string; reason?: string; clock: Clock },
): Promise<{ order: ShippingOrderRow; balance: BalanceChange | null }> {
  return db.transaction(async (tx) => {
    const order = await lockShippingOrder(tx, input.orderId);
    if (!order) throw new AppError('not_found', 'That order does not exist.');
    if (!canMoveShipping(order.status, input.status)) throw new AppError('conflict', `An order that is ${order.status} cannot become ${input.status}.`);
    const at = input.clock.now();
    let balance: BalanceChange | null = null;
    if (input.status === 'cancelled') {
      if (!input.reason) throw new AppError('validation', 'Please give a reason.');
      balance = await cancelOrder(tx, order, { at, reason: input.reason });
    } else {
      await updateShippingOrder(tx, { id: order.id, status: input.status, at, carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl });
    }
    await writeAudit(tx, input.adminId, {
      action: `shipping_${input.status}`,
      targetType: 'shipping_order',
      targetId: order.id,
      details: { userId: order.user_id, from: order.status, carrier: input.carrier ?? null, trackingNumber: input.trackingNumber ?? null, reason: input.reason ?? null },
    });
    return { order: (await lockShippingOrder(tx, order.id))!, balance };
  });
}

export async function adminOrders(db: Database, storage: Storage, input: { status: ShippingStatus | undefined }) {
  const rows = await listShippingOrders(db, { status: input.status, limit: 200 });
  return rows.map((row) => ({ ...orderView(storage, row), userId: row.user_id, userName: row.user_name ?? null }));
}
