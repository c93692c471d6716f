import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';
import { ClockIcon } from './icons';

/** A short, visible note that a control is not live yet. */
export function ComingSoonNote({ id, children = 'Coming soon', className }: { id?: string; children?: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn('inline-flex items-center gap-1.5 text-xs text-fg-subtle', className)}>
      <ClockIcon className="size-3.5" />
      {children}
    </p>
  );
}

/**
 * A button for a feature that is not built yet: always disabled, with its reason spoken and shown.
 * Never a button that silently does nothing.
 */
export function ComingSoonButton({
  hint = 'Coming soon',
  hintId,
  showHint = true,
  align = 'start',
  className,
  ...props
}: Omit<ButtonProps, 'disabled' | 'onClick' | 'loading'> & {
  hint?: string;
  hintId: string;
  showHint?: boolean;
  /** `stretch` makes the button as wide as its container (hint centred below). */
  align?: 'start' | 'center' | 'stretch';
}) {
  return (
    <span
      className={cn(
        'flex-col gap-1.5',
        align === 'start' && 'inline-flex items-start',
        align === 'center' && 'inline-flex items-center',
        align === 'stretch' && 'flex w-full items-stretch',
        className,
      )}
    >
      <Button {...props} disabled aria-describedby={hintId} title={hint} />
      <ComingSoonNote id={hintId} className={cn(!showHint && 'sr-only', align === 'stretch' && 'self-center')}>
        {hint}
      </ComingSoonNote>
    </span>
  );
}
