import { cn } from '../../../lib/cn';

/** "Listed in the marketplace": on for a pack people can see and open. */
export function ListedSwitch({ checked, onChange, className }: { checked: boolean; onChange: (checked: boolean) => void; className?: string }) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 transition-colors',
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
          checked ? 'bg-success' : 'bg-ink-600',
        )}
      >
        <span className={cn('absolute left-1 size-4 rounded-full shadow transition-transform', checked ? 'translate-x-5 bg-white' : 'bg-fg-subtle')} />
      </span>
      <span className="flex flex-col">
        <span className="text-sm font-medium whitespace-nowrap text-fg">Listed in the marketplace</span>
        <span className="text-xs text-fg-subtle">{checked ? 'People can see and open it' : 'Hidden from everyone'}</span>
      </span>
    </label>
  );
}
