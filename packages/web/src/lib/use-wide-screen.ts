import { useSyncExternalStore } from 'react';

/** Tailwind's xl breakpoint: from here the chat sits beside the page instead of over it. */
const QUERY = '(min-width: 1280px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the window is at least 1280 px wide. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
