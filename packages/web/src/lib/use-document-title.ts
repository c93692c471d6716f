import { useEffect } from 'react';

const SITE_NAME = 'LootForge';

/** Sets the tab title to "<title> · LootForge" while the page is mounted. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
