import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

export type TabItem<T extends string> = { id: T; label: string };

/**
 * An accessible tab list (arrow keys, Home/End). Render the panel yourself with
 * id={`${idPrefix}-panel-${active}`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${active}`}.
 */
export function Tabs<T extends string>({
  items,
  active,
  onChange,
  idPrefix,
  label,
  className,
}: {
  items: ReadonlyArray<TabItem<T>>;
  active: T;
  onChange: (id: T) => void;
  idPrefix: string;
  label: string;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  function focusTab(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onChange(item.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${idPrefix}-tab-${item.id}`)}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === active);
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('flex max-w-full gap-1 overflow-x-auto rounded-2xl border border-line bg-ink-950/50 p-1', className)}
    >
      {items.map((item) => {
        const selected = item.id === active;
        return (
          <button
            key={item.id}
            id={`${idPrefix}-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            className={cn(
              'flex-1 rounded-xl px-2 py-2 text-[13px] font-semibold whitespace-nowrap transition-colors sm:flex-none sm:px-4 sm:text-sm',
              selected ? 'bg-ink-700 text-fg shadow-sm ring-1 ring-line-strong' : 'text-fg-muted hover:text-fg',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
