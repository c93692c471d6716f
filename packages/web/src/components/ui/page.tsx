import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CONTAINER } from '../../lib/layout';

/** The column every page sits in, with the standard top and bottom spacing. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(CONTAINER, 'flex flex-col gap-6 pt-6 pb-4 sm:pt-8 lg:gap-8 lg:pt-10', className)}>{children}</div>;
}
