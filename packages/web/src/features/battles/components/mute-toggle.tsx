import { cn } from '../../../lib/cn';
import { setMuted, useMuted } from '../mute';

/** Sound on or off for battles; the choice stays with this browser. */
export function MuteToggle({ className }: { className?: string }) {
  const muted = useMuted();
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={() => setMuted(!muted)}
      title={muted ? 'Sound is off' : 'Sound is on'}
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset transition-colors',
        muted ? 'bg-ink-800 text-fg-subtle ring-line-strong' : 'bg-ink-800 text-fg-muted ring-line-strong hover:text-fg',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="size-3.5" aria-hidden="true">
        <path d="M11 5 6 9H3v6h3l5 4z" />
        {muted ? <path d="m22 9-6 6m0-6 6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />}
      </svg>
      {muted ? 'Sound off' : 'Sound on'}
      <span className="sr-only">: battle sounds</span>
    </button>
  );
}
