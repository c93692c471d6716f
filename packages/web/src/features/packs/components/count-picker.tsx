import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';

export const OPEN_COUNTS = [1, 2, 3, 4] as const;
export type OpenCount = (typeof OPEN_COUNTS)[number];

/** Open 1, 2, 3 or 4 at once: a segmented radio group, each option with its total price. */
export function CountPicker({
  value,
  onChange,
  priceCents,
  disabled,
}: {
  value: OpenCount;
  onChange: (count: OpenCount) => void;
  priceCents: number;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="sr-only">How many to open at once</legend>
      <div className="grid grid-cols-4 gap-1 rounded-2xl border border-line bg-ink-950/60 p-1">
        {OPEN_COUNTS.map((count) => {
          const selected = count === value;
          return (
            <label
              key={count}
              className={cn(
                'relative flex cursor-pointer flex-col items-center justify-center rounded-xl px-1.5 py-1.5 text-center transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-cool',
                selected ? 'bg-accent/15 text-accent ring-1 ring-accent/45 ring-inset' : 'text-fg-muted hover:bg-ink-800 hover:text-fg',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={count}
                checked={selected}
                onChange={() => onChange(count)}
                className="sr-only"
                aria-label={`Open ${count}, ${formatCents(priceCents * count)}`}
              />
              <span className="text-sm font-bold">{count}×</span>
              <span className={cn('text-[11px] font-semibold tabular-nums', selected ? 'text-accent' : 'text-fg-subtle')}>{formatCents(priceCents * count)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
