import { ZapIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** Quick open on or off: the reels land in about a second. Pressed means on. */
export function QuickOpenToggle({ on, onChange, disabled }: { on: boolean; onChange: (next: boolean) => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={disabled}
      onClick={() => onChange(!on)}
      title={on ? 'Quick open is on: reels land in about a second' : 'Quick open is off'}
      className={cn(
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset transition-colors disabled:opacity-60',
        on ? 'bg-accent/12 text-accent ring-accent/40' : 'bg-ink-800 text-fg-muted ring-line-strong hover:text-fg',
      )}
    >
      <ZapIcon className="size-3.5" />
      {/* On a phone the icon says it; the name stays for screen readers. */}
      <span className="max-sm:sr-only">Quick open</span>
    </button>
  );
}
