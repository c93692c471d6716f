import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ButtonLink } from './button';
import { Card } from './card';

/** What a list shows when it has nothing in it: an icon, a title, a line of help, and an optional action or a link to where to go next. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  link,
  className,
  compact = false,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Where to go next, as a secondary button. */
  link?: { to: string; label: string };
  className?: string;
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center text-center',
        compact ? 'gap-2 px-4 py-8' : 'gap-3 px-6 py-14 sm:py-16',
        className,
      )}
    >
      {icon ? (
        <div
          className={cn(
            'grid place-items-center rounded-2xl border border-line-strong/70 bg-ink-800 text-fg-subtle shadow-inner',
            compact ? 'size-11 [&_svg]:size-5' : 'size-14 [&_svg]:size-6',
          )}
        >
          {icon}
        </div>
      ) : null}
      <p className={cn('font-semibold text-fg', compact ? 'text-sm' : 'text-base')}>{title}</p>
      {description ? (
        <p className={cn('max-w-sm text-fg-muted', compact ? 'text-xs leading-5' : 'text-sm leading-6')}>{description}</p>
      ) : null}
      {action || link ? (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
          {link ? (
            <ButtonLink to={link.to} variant="secondary">
              {link.label}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** An empty state standing on its own, in a card: what a page shows in place of a list that has nothing in it. */
export function EmptyCard(props: ComponentProps<typeof EmptyState>) {
  return (
    <Card>
      <EmptyState {...props} />
    </Card>
  );
}
