import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A wide table that scrolls sideways on a narrow screen. The box takes keyboard focus (a labelled
 * region), so someone without a pointer can scroll it with the arrow keys too.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-cool', className)}
    >
      {children}
    </div>
  );
}
