/**
 * A stake refused because a reality check is due (DESIGN §16b) answers 403 with this code. The
 * refusal is not a toast: the reality-check dialog (mounted once in the layout) listens here and
 * shows the session instead. apiFetch raises the signal for every such answer, so a stake made
 * anywhere on the site brings the dialog up.
 */
export const REALITY_CHECK_CODE = 'reality_check';

const listeners = new Set<() => void>();

/** Whether a failed call was refused for a reality check that is due. */
export function isRealityCheckRefusal(error: unknown): boolean {
  // Read structurally: api.ts raises the signal, so this module cannot import its ApiError.
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === REALITY_CHECK_CODE;
}

/** Asks the page to show the reality check now. */
export function askForRealityCheck(): void {
  for (const listener of listeners) listener();
}

export function onRealityCheckAsked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
