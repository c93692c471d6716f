import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One group of results: a heading with its count, the results, or a short empty line. */
export function ResultSection({
  id,
  title,
  icon,
  count,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  count: number;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <Card className="h-full overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
          <h2 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg">
            {icon}
            {title}
          </h2>
          <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs font-semibold text-fg-muted tabular-nums" aria-label={`${count} ${title.toLowerCase()}`}>
            {count}
          </span>
        </div>
        {count === 0 ? <p className="px-4 py-4 text-sm text-fg-subtle sm:px-5">{emptyText}</p> : children}
      </Card>
    </section>
  );
}
