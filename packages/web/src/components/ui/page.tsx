import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CONTAINER } from '../../lib/layout';

/**
 * The column every page sits in, with the standard top and bottom spacing; `tight` for a page
 * that must fit one screen (a live battle), with less space above and between its parts.
 */
export function Page({ children, className, tight = false }: { children: ReactNode; className?: string; tight?: boolean }) {
  return (
    <div className={cn(CONTAINER, 'flex flex-col pb-4', tight ? 'gap-4 pt-4 sm:pt-5 lg:gap-5 lg:pt-6' : 'gap-6 pt-6 sm:pt-8 lg:gap-8 lg:pt-10', className)}>
      {children}
    </div>
  );
}
