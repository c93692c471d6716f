import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ClockIcon, InfoIcon } from './icons';

/** A callout line above content: `soon` for features still being built, `info` for context. */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: 'info' | 'soon';
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
        tone === 'soon' ? 'border-cool-strong/30 bg-cool-strong/8' : 'border-cool/25 bg-cool/6',
        className,
      )}
    >
      <span className={cn('mt-0.5 shrink-0', tone === 'soon' ? 'text-[#a5b4fc]' : 'text-cool')} aria-hidden="true">
        {tone === 'soon' ? <ClockIcon className="size-4.5" /> : <InfoIcon className="size-4.5" />}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-fg">{title}</p>
        {children ? <div className="mt-0.5 leading-6 text-fg-muted">{children}</div> : null}
      </div>
    </div>
  );
}
