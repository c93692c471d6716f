import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type Figure = { label: ReactNode; value: ReactNode; /** The value's colour class; the text colour when left out. */ tone?: string };

/** Small figures side by side, two to a row: a label over a bold value (what a card sums up under its main number). */
export function FigureGrid({ figures, className }: { figures: readonly Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-2', className)}>
      {figures.map((figure, index) => (
        <div key={index} className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
          <dt className="text-xs text-fg-subtle">{figure.label}</dt>
          <dd className={cn('mt-0.5 truncate font-bold', figure.tone ?? 'text-fg')}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
