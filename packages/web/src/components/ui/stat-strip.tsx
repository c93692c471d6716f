import type { ReactNode } from 'react';
import { Card } from './card';

export type StatTile = { icon: ReactNode; label: string; value: ReactNode };

/** A card of three figures side by side: an icon (from `sm` up), a small label, the figure. */
export function StatStrip({ tiles, label }: { tiles: readonly StatTile[]; label?: string }) {
  return (
    <Card>
      <dl aria-label={label} className="grid grid-cols-3 divide-x divide-line">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex min-w-0 items-center gap-3 px-3 py-3 sm:px-5 sm:py-4">
            <span aria-hidden="true" className="hidden size-10 shrink-0 place-items-center rounded-xl border border-line-strong bg-ink-800 sm:grid">
              {tile.icon}
            </span>
            <div className="min-w-0">
              <dt className="text-[10px] leading-4 font-semibold tracking-wider text-fg-subtle uppercase sm:text-[11px]">{tile.label}</dt>
              <dd className="mt-0.5 truncate text-sm font-extrabold sm:text-lg">{tile.value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </Card>
  );
}
