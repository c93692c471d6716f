import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A switch with its words beside it, in a bordered row that turns green when on. The real
 * checkbox (role switch) covers the whole row, so a tap anywhere on it toggles.
 */
export function SwitchRow({
  checked,
  onChange,
  children,
  align = 'center',
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** `start` for words that wrap onto several lines. */
  align?: 'center' | 'start';
  className?: string;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer gap-3 rounded-xl border text-left transition-colors',
        align === 'start' ? 'items-start p-3.5' : 'items-center px-3.5 py-2.5',
        checked ? 'border-success/35 bg-success/6' : 'border-line-strong bg-ink-950/40 hover:border-ink-500',
        className,
      )}
    >
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
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cool',
          align === 'start' && 'mt-0.5',
          checked ? 'bg-success' : 'bg-ink-600',
        )}
      >
        <span className={cn('absolute left-1 size-4 rounded-full shadow transition-transform', checked ? 'translate-x-5 bg-white' : 'bg-fg-subtle')} />
      </span>
      {children}
    </label>
  );
}
