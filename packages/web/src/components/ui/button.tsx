import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const BASE =
  'inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold ' +
  'transition-[background-color,border-color,color,box-shadow,transform] duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cool ' +
  'active:translate-y-px aria-busy:cursor-wait ' +
  // Disabled looks the same for every variant: flat and grey, so a dead money button never glows.
  'disabled:pointer-events-none disabled:bg-none disabled:bg-ink-700/70 disabled:text-fg-subtle disabled:shadow-none disabled:ring-1 disabled:ring-line disabled:ring-inset';

const VARIANTS: Record<ButtonVariant, string> = {
  // Warm: anything that spends or wins money (join, open, claim, deposit).
  primary:
    'bg-linear-to-b from-accent-hover to-accent text-accent-fg shadow-[0_6px_20px_-6px_rgb(247_169_40/0.55),inset_0_1px_0_rgb(255_255_255/0.35)] hover:from-[#ffc65e] hover:to-accent-hover',
  // Cool: navigation and everything else that moves you around.
  secondary:
    'bg-cool/12 text-cool ring-1 ring-inset ring-cool/35 hover:bg-cool/20 hover:text-cool-hover hover:ring-cool/55',
  outline: 'bg-ink-800/60 text-fg ring-1 ring-inset ring-line-strong hover:bg-ink-700 hover:ring-ink-500',
  ghost: 'text-fg-muted hover:bg-ink-700/70 hover:text-fg',
  danger: 'bg-danger-strong/90 text-white hover:bg-danger-strong',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** The classes of a button, for things that are links but look like buttons. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks while an action runs. */
  loading?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, className })}
      disabled={disabled}
      // While loading the button keeps its colour (it is busy, not unavailable) but ignores
      // clicks, including the implicit click of pressing Enter in its form.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon shown before the label. */
  icon?: ReactNode;
};

/** A react-router Link styled as a button. */
export function ButtonLink({ variant = 'primary', size = 'md', className, icon, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ variant, size, className: typeof className === 'string' ? className : undefined })} {...props}>
      {icon}
      {children}
    </Link>
  );
}
