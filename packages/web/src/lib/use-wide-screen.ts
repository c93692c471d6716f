import { useSyncExternalStore } from 'react';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's xl breakpoint (1280 px): from here the chat can sit beside the page instead of over it. */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 1280px)');
}

/** Room for the page's whole column (1360 px) and the chat's 320 px beside it: the chat opens there unless closed. */
export function useRoomyScreen(): boolean {
  return useMediaQuery('(min-width: 1680px)');
}
