import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'accent' | 'cool' | 'success' | 'danger' | 'violet';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-ink-700/80 text-fg-muted ring-line-strong',
  accent: 'bg-accent/12 text-accent ring-accent/30',
  cool: 'bg-cool/10 text-cool ring-cool/30',
  success: 'bg-success/10 text-success ring-success/30',
  danger: 'bg-danger/10 text-danger ring-danger/30',
  violet: 'bg-cool-strong/15 text-[#a5b4fc] ring-cool-strong/35',
};

/** A small pill label: a mode, a status, "Demo", "Coming soon". */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold uppercase tracking-wider ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
