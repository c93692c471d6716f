/** The cashier (DESIGN §19): deposits and withdrawals, identity checks, shipping, the sandbox provider's checkout. */
import type { CashierAnswer, Deposit, KycState, ShippingOrder, Withdrawal } from '@lootforge/core/contracts/cashier-answers';

export type { CashierAnswer, Deposit, KycState, ShippingOrder, Withdrawal };

export const cashierKeys = {
  all: ['cashier'] as const,
  summary: (userId: string | null) => ['cashier', 'summary', userId] as const,
  kyc: (userId: string | null) => ['cashier', 'kyc', userId] as const,
  shipping: (userId: string | null) => ['cashier', 'shipping', userId] as const,
  sandbox: (providerRef: string) => ['cashier', 'sandbox', providerRef] as const,
};

/** Events on the player's `user` topic after which the cashier's figures may have moved. */
export function movesCashier(event: string): boolean {
  return event === 'balance' || event === 'inventory' || /^(cashier|deposit|withdrawal|kyc|shipping)/.test(event);
}

/** A random id per attempt, so a retried request never pays twice (DESIGN §10). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
