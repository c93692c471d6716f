import { cn } from '../../lib/cn';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A spinning ring. Announces `label` to screen readers unless it is decorative (inside a button). */
export function Spinner({
  size = 'md',
  label = 'Loading',
  decorative = false,
  className,
}: {
  size?: keyof typeof SIZES;
  label?: string;
  decorative?: boolean;
  className?: string;
}) {
  return (
    <span
      role={decorative ? undefined : 'status'}
      className={cn('inline-flex items-center justify-center', className)}
    >
      <svg viewBox="0 0 24 24" className={cn(SIZES[size], 'animate-spin')} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}

/** What the app shows while it learns who is signed in (DESIGN §6: nothing else renders yet). */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center text-cool">
      <Spinner size="lg" label="Loading LootForge" />
    </div>
  );
}
