import { cn } from '../../lib/cn';

/** A thin bar filled to `percent` (0 to 100), read out as a progress bar with its label. `fill` colours the filled part. */
export function ProgressBar({ label, percent, fill, className }: { label: string; percent: number; fill: string; className?: string }) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Number(value.toFixed(3))}
      className={cn('h-2 overflow-hidden rounded-full bg-ink-950/80 ring-1 ring-line ring-inset', className)}
    >
      <div className={cn('h-full rounded-full transition-[width] duration-700', fill)} style={{ width: `${value}%` }} />
    </div>
  );
}
