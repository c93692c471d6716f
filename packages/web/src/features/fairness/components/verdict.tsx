import { cn } from '../../../lib/cn';

/** ✓ Match / ✗ Mismatch: the result of comparing a recomputed figure with the published one. */
export function Verdict({ ok, label, size = 'sm', className }: { ok: boolean; label?: string; size?: 'sm' | 'md'; className?: string }) {
  return (
    <span
      data-verdict={ok ? 'match' : 'mismatch'}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full font-semibold ring-1 ring-inset',
        size === 'sm' ? 'px-2 py-0.5 text-[11px]' : 'px-2.5 py-1 text-xs',
        ok ? 'bg-success/10 text-success ring-success/30' : 'bg-danger/10 text-danger ring-danger/35',
        className,
      )}
    >
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span>{label ?? (ok ? 'Match' : 'Mismatch')}</span>
    </span>
  );
}
