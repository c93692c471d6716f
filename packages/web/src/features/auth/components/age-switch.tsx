import { AGE_GATE_TEXT } from '@lootforge/core/contracts/auth';
import { cn } from '../../../lib/cn';

/** The 18+ and terms switch every sign-in needs first (spec: Login; DESIGN §6). */
export function AgeSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label
      className={cn(
        'group relative flex cursor-pointer items-start gap-3 rounded-xl border p-3.5 text-left transition-colors',
        checked ? 'border-success/35 bg-success/6' : 'border-line-strong bg-ink-950/40 hover:border-ink-500',
      )}
    >
      {/* The real control covers the whole row, so a tap anywhere on it toggles. */}
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      <span
        aria-hidden="true"
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cool',
          checked ? 'bg-success' : 'bg-ink-600',
        )}
      >
        <span
          className={cn(
            'absolute left-1 size-4 rounded-full shadow transition-transform',
            checked ? 'translate-x-5 bg-white' : 'bg-fg-subtle',
          )}
        />
      </span>
      <span className="text-[13px] leading-5 text-fg-muted">{AGE_GATE_TEXT}</span>
    </label>
  );
}
