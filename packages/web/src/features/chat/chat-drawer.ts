/**
 * Whether the phone's chat drawer is open, shared by the navbar's chat button and the drawer. It
 * belongs to the page it was opened on: a link in it leads away and so closes it.
 */
import { useSyncExternalStore } from 'react';

let openOnPath: string | null = null;
const listeners = new Set<() => void>();

export function setChatDrawer(path: string | null): void {
  openOnPath = path;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The path the drawer was opened on (null: closed). */
export function useChatDrawerPath(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => openOnPath,
    () => null,
  );
}

/** The navbar's chat button: where the drawer hands focus back when it closes. */
export const CHAT_TOGGLE_ID = 'chat-toggle';
