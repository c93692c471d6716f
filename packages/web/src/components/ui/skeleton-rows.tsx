import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

/**
 * A list's rows while it loads: a picture, a title and a line under it, and optionally something
 * on the right (an amount, a button), in the size the real rows have.
 */
export function SkeletonRows({
  label,
  count,
  rowClassName = 'gap-3 px-4 py-3 sm:px-5',
  thumbClassName,
  titleClassName,
  lineClassName,
  trailingClassName,
  className = 'divide-y divide-line',
}: {
  label: string;
  count: number;
  rowClassName?: string;
  thumbClassName: string;
  titleClassName: string;
  lineClassName: string;
  trailingClassName?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={cn('flex items-center', rowClassName)}>
          <Skeleton className={cn('rounded-xl', thumbClassName)} />
          <div className="flex-1 space-y-2">
            <Skeleton className={cn('h-3.5', titleClassName)} />
            <Skeleton className={cn('h-3', lineClassName)} />
          </div>
          {trailingClassName ? <Skeleton className={trailingClassName} /> : null}
        </li>
      ))}
    </ul>
  );
}
