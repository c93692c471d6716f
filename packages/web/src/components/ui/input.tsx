import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SearchIcon } from './icons';

const CONTROL =
  'w-full rounded-xl border border-line-strong bg-ink-950/60 px-3.5 text-sm text-fg placeholder:text-fg-subtle ' +
  'transition-colors hover:border-ink-500 focus:border-cool focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-cool/50 ' +
  'disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger';

// Heights live here, not in callers' classes: cn() joins classes, it does not resolve conflicts.
const HEIGHTS = { md: 'h-11', lg: 'h-12' } as const;

/** A text input, full width of its container (wrap it to size it). */
export function Input({ className, inputSize = 'md', ...props }: ComponentProps<'input'> & { inputSize?: keyof typeof HEIGHTS }) {
  return <input className={cn(CONTROL, HEIGHTS[inputSize], className)} {...props} />;
}

/**
 * A code typed by hand (a promo or referral code): no autocomplete or spelling, capitals offered,
 * marked invalid and described by its `Field`'s error or hint; `onValueChange` gets what was typed.
 */
export function CodeInput({ id, error, onValueChange, ...props }: Omit<ComponentProps<typeof Input>, 'onChange'> & { id: string; error: string | null; onValueChange: (value: string) => void }) {
  return (
    <Input
      id={id}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    />
  );
}

/** A native select, full width of its container (wrap it to size it). */
/** A search box: a magnifier inside the field and a label for screen readers only. */
export function SearchInput({ id, label, className, ...props }: ComponentProps<typeof Input> & { id: string; label: string }) {
  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-fg-subtle" />
      <Input id={id} type="search" autoComplete="off" className="pl-10" {...props} />
    </div>
  );
}

/** An amount in dollars: the field with a "$" before what is typed. */
export function DollarInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm font-semibold text-fg-subtle">
        $
      </span>
      <Input inputMode="decimal" autoComplete="off" className={cn('pl-7 tabular-nums', className)} {...props} />
    </div>
  );
}

/** A chance in percent: the field with a "%" after what is typed. Size the box with `className`. */
export function PercentInput({ className, inputClassName, ...props }: ComponentProps<typeof Input> & { inputClassName?: string }) {
  return (
    <div className={cn('relative shrink-0', className)}>
      <Input inputMode="decimal" autoComplete="off" className={cn('pr-7 text-right tabular-nums', inputClassName)} {...props} />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-sm text-fg-subtle">
        %
      </span>
    </div>
  );
}

export type SelectOption = { value: string | number; label: string };

/** A styled select. `options` are listed after any `children` (such as an "All" option). */
export function Select({ className, children, options, ...props }: ComponentProps<'select'> & { options?: readonly SelectOption[] }) {
  return (
    <select
      className={cn(
        CONTROL,
        'h-11 appearance-none bg-[url("data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27%238390ad%27%20stroke-width=%272%27%3E%3Cpath%20d=%27m6%209%206%206%206-6%27/%3E%3C/svg%3E")] bg-size-[1.1rem] bg-position-[right_0.8rem_center] bg-no-repeat pr-10',
        className,
      )}
      {...props}
    >
      {children}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(CONTROL, 'min-h-24 py-2.5', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-fg', className)} {...props} />;
}

/**
 * A labelled form row. Give the control the same `id` as `htmlFor`; the hint and the error get
 * ids `${htmlFor}-hint` / `${htmlFor}-error` to use in the control's aria-describedby.
 */
export function Field({
  label,
  htmlFor,
  hint,
  error,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${htmlFor}-hint`} className="text-xs text-fg-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
