
export type { AdminItem, AuditEntry } from '@lootforge/core/contracts/admin-answers';
export type Admin = { id: string; email: string };

export const adminQueryKey = ['admin'] as const;
export const adminMeQueryKey = [...adminQueryKey, 'me'] as const;
export const adminItemsQueryKey = [...adminQueryKey, 'items'] as const;
export const adminAuditQueryKey = [...adminQueryKey, 'audit'] as const;
/** The Cashier section's lists (DESIGN §19): a decision there refreshes them all (the counts above the tabs and every filter's list). */
export const adminCashierQueryKey = [...adminQueryKey, 'cashier'] as const;

/** The product's local key for the admin session (DESIGN §6); the real guard is the server's cookie. */
export const ADMIN_SESSION_KEY = 'adminSession';

export function rememberAdmin(admin: Admin | null): void {
  try {
    if (admin) window.localStorage.setItem(ADMIN_SESSION_KEY, admin.id);
    else window.localStorage.removeItem(ADMIN_SESSION_KEY);
  } catch {
    // Storage may be off; the cookie session still works.
  }
}

