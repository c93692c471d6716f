import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { CopyButton } from '../../../components/ui/copy-button';

/** One labelled seed (or hash) in monospace that wraps anywhere, with a copy button. */
export function SeedValue({ label, value, hint, className }: { label: string; value: string; hint?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <dt className="text-xs font-medium text-fg-subtle">{label}</dt>
      <dd className="flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded-lg bg-ink-950/60 px-2.5 py-1.5 font-mono text-[0.8125rem] leading-5 text-fg ring-1 ring-line [overflow-wrap:anywhere]">
          {value}
        </code>
        <CopyButton value={value} label={label} className="mt-1" />
      </dd>
      {hint ? <dd className="text-xs leading-5 text-fg-subtle">{hint}</dd> : null}
    </div>
  );
}
