import { cn } from '../../lib/cn';

/** A grey placeholder that shimmers while its content loads. Size it with classes. */
export function Skeleton({ className, tone = 'neutral' }: { className?: string; tone?: 'neutral' | 'accent' }) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('rounded-lg motion-safe:animate-pulse', tone === 'accent' ? 'bg-accent/20' : 'bg-ink-700/70', className)}
    />
  );
}
