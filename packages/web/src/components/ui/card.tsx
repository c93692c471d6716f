import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A raised surface. `interactive` adds a hover lift for cards that are links. */
export function Card({ className, interactive = false, ...props }: ComponentProps<'div'> & { interactive?: boolean }) {
  return (
    <div
      className={cn(
        'rounded-card border border-line bg-ink-850/80 shadow-[0_1px_0_rgb(255_255_255/0.03)_inset,0_10px_30px_-18px_rgb(0_0_0/0.8)]',
        interactive && 'transition-colors hover:border-line-strong hover:bg-ink-800',
        className,
      )}
      {...props}
    />
  );
}

/** A card's title row: a heading on the left, optional extras (badge, link) on the right. */
export function CardHeader({
  title,
  icon,
  extra,
  headingLevel = 2,
  className,
}: {
  title: string;
  icon?: ReactNode;
  extra?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5', className)}>
      <Heading className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg">
        {icon}
        {title}
      </Heading>
      {extra}
    </div>
  );
}
