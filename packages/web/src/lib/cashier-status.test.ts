/** How a cashier status looks: the core's words and a tone, on the player's pages and in the console. */
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES, SHIPPING_STATUSES, WITHDRAWAL_STATUSES } from '@lootforge/core/cashier';
import { consoleDepositLook, depositLook, shippingLook, withdrawalLook } from './cashier-status';

describe('status looks', () => {
  it("uses the core's words for every status", () => {
    expect(DEPOSIT_STATUSES.map((status) => depositLook(status).label)).toEqual(['Awaiting payment', 'Processing', 'Completed', 'Failed', 'Expired', 'Under review']);
    expect(WITHDRAWAL_STATUSES.map((status) => withdrawalLook(status).label)).toContain('Requested');
    expect(SHIPPING_STATUSES.map((status) => shippingLook(status).label)).toEqual(['Requested', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
  });

  it('colours success green and failure red', () => {
    expect(depositLook('completed').tone).toBe('success');
    expect(depositLook('failed').tone).toBe('danger');
    expect(withdrawalLook('rejected').tone).toBe('danger');
    expect(shippingLook('delivered').tone).toBe('success');
  });

  it('warms a deposit for whoever it waits on: its player while unpaid, the console while under review', () => {
    expect([depositLook('created').tone, depositLook('review').tone]).toEqual(['accent', 'violet']);
    expect([consoleDepositLook('created').tone, consoleDepositLook('review').tone]).toEqual(['neutral', 'accent']);
    expect(DEPOSIT_STATUSES.map((status) => consoleDepositLook(status).label)).toEqual(DEPOSIT_STATUSES.map((status) => depositLook(status).label));
  });
});
