/** The battle sounds' mute switch, remembered per browser (localStorage), shared by every tab's page. */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'lootforge:battle-sounds-muted';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let muted = typeof window === 'undefined' ? false : read();

export function isMuted(): boolean {
  return muted;
}

export function setMuted(next: boolean): void {
  muted = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
  } catch {
    // Private mode without storage: muted for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    muted = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useMuted(): boolean {
  return useSyncExternalStore(subscribe, isMuted, () => false);
}
