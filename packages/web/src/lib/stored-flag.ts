/**
 * A yes/no choice remembered by this browser (localStorage), the same in every tab: a change in
 * one tab reaches the others through the storage event. Without storage (some private modes)
 * the choice holds for this page only.
 */
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Map<string, Set<() => void>>();
const inPage = new Map<string, boolean>();

export function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return inPage.get(key) ?? false;
  }
}

export function writeFlag(key: string, value: boolean): void {
  inPage.set(key, value);
  try {
    window.localStorage.setItem(key, value ? '1' : '0');
  } catch {
    // No storage here: the choice holds for this page.
  }
  listeners.get(key)?.forEach((listener) => listener());
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set.add(listener));
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useStoredFlag(key: string): boolean {
  const subscribeToKey = useCallback((listener: () => void) => subscribe(key, listener), [key]);
  return useSyncExternalStore(
    subscribeToKey,
    () => readFlag(key),
    () => false,
  );
}
