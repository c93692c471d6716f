import { cn } from '../../lib/cn';
import { formatCents } from '@lootforge/core/money';

/** An amount in tabular figures so totals and reels do not jitter. */
export function Money({ cents, signed = false, className }: { cents: number; signed?: boolean; className?: string }) {
  return <span className={cn('tabular-nums', className)}>{formatCents(cents, { signed })}</span>;
}
