/** The sandbox checkout's small rules: its countdown, and how it sends the player back. */

/** "29:41" until `expiresAt`, "0:00" once past it. */
export function countdownText(expiresAt: string, nowMs: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - nowMs) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes % 60).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

/**
 * Where "Back to the cashier" goes: a page of this site is followed inside the app (no reload);
 * anything else, or an address that cannot be read, as a plain link (a real provider's return
 * address is the merchant's, wherever it is). Only http(s) addresses are followed.
 */
export function returnLink(returnUrl: string, origin: string): { internal: boolean; to: string } {
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return { internal: true, to: '/cashier' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { internal: true, to: '/cashier' };
  if (url.origin === origin) return { internal: true, to: `${url.pathname}${url.search}${url.hash}` };
  return { internal: false, to: url.href };
}
