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

/** Several placeholders in one box: one per entry of `shapes` (each entry is its classes), laid out by the box's classes. */
export function Skeletons({ className, shapes, label }: { className?: string; shapes: readonly string[]; label?: string }) {
  return (
    <div className={className} aria-label={label} aria-busy={label ? 'true' : undefined}>
      {shapes.map((shape, index) => (
        <Skeleton key={index} className={shape} />
      ))}
    </div>
  );
}

/** A picture with a title and a line of text beside it, while it loads (a list row, a profile head, a pack). */
export function SkeletonMedia({
  className,
  thumb,
  title,
  line,
  label,
}: {
  className?: string;
  thumb: string;
  title: string;
  line: string;
  label?: string;
}) {
  return (
    <div className={cn('flex items-center', className)} aria-label={label} aria-busy={label ? 'true' : undefined}>
      <Skeleton className={thumb} />
      <div className="flex-1 space-y-2">
        <Skeleton className={title} />
        <Skeleton className={line} />
      </div>
    </div>
  );
}
