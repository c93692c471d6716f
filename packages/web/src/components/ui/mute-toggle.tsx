import { cn } from '../../lib/cn';
import { setMuted, useMuted } from '../../lib/sound/mute';
import { SoundOffIcon, SoundOnIcon } from './icons';

/** The site's one sound switch (pack opens and battles); the choice stays with this browser. */
export function MuteToggle({ className, compact = false }: { className?: string; /** The words only for screen readers on a phone: the icon says it. */ compact?: boolean }) {
  const muted = useMuted();
  return (
    <button
      type="button"
      aria-pressed={muted}
      onClick={() => setMuted(!muted)}
      title={muted ? 'Sound is off' : 'Sound is on'}
      data-mute-toggle=""
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset transition-colors',
        muted ? 'bg-ink-800 text-fg-subtle ring-line-strong' : 'bg-ink-800 text-fg-muted ring-line-strong hover:text-fg',
        className,
      )}
    >
      {muted ? <SoundOffIcon className="size-3.5" /> : <SoundOnIcon className="size-3.5" />}
      <span className={cn(compact && 'max-sm:sr-only')}>{muted ? 'Sound off' : 'Sound on'}</span>
      <span className="sr-only">: sounds</span>
    </button>
  );
}
