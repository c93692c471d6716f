import type { ReactNode } from 'react';
import { Card } from './card';

export type StatTile = { icon: ReactNode; label: string; value: ReactNode };

/** A card of three figures side by side: an icon (from `sm` up), a small label, the figure. */
export function StatStrip({ tiles, label }: { tiles: readonly StatTile[]; label?: string }) {
  return (
    <Card>
      <dl aria-label={label} className="grid grid-cols-3 divide-x divide-line">
        {tiles.map((tile) => (
          // A <dl> group holds only its <dt> and <dd>: the icon sits inside the <dt>, drawn at the tile's left.
          <div key={tile.label} className="relative flex min-w-0 flex-col justify-center px-3 py-3 sm:py-4 sm:pr-5 sm:pl-[4.5rem]">
            <dt className="text-[10px] leading-4 font-semibold tracking-wider text-fg-subtle uppercase sm:text-[11px]">
              <span
                aria-hidden="true"
                className="absolute top-1/2 left-5 hidden size-10 -translate-y-1/2 place-items-center rounded-xl border border-line-strong bg-ink-800 text-fg-muted normal-case sm:grid"
              >
                {tile.icon}
              </span>
              {tile.label}
            </dt>
            <dd className="mt-0.5 truncate text-sm font-extrabold sm:text-lg">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
