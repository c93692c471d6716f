import { PackageIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import type { BattleDetail } from '../api';

/**
 * The pack of every round, in order; the round being played stands out, played ones fade. Many
 * rounds scroll sideways in a box that takes keyboard focus (a labelled region, as TableScroll), so
 * someone without a pointer can scroll it with the arrow keys too.
 */
export function RoundsStrip({ battle, current, revealed }: { battle: BattleDetail; current: number | null; revealed: number }) {
  return (
    <div
      role="region"
      aria-label="Rounds"
      tabIndex={0}
      className="-mx-1 overflow-x-auto rounded-xl px-1 pt-1 pb-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-cool"
    >
      <ol className="flex gap-2">
        {battle.roundPacks.map((packIndex, round) => {
          const pack = battle.packs[packIndex]!;
          const active = round === current;
          const played = round < revealed && !active;
          return (
            <li
              key={round}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex shrink-0 items-center gap-2.5 rounded-xl py-1.5 pr-3 pl-1.5 ring-1 ring-inset transition-[background-color,opacity,box-shadow] duration-300',
                active ? 'bg-accent/10 ring-accent/60 shadow-[0_0_24px_-8px_rgb(247_169_40/0.6)]' : 'bg-ink-850 ring-line',
                played && 'opacity-55',
              )}
            >
              <span className="grid size-10 place-items-center overflow-hidden rounded-lg bg-ink-750">
                {pack.thumbUrl ? (
                  <img src={pack.thumbUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
                ) : (
                  <PackageIcon className="size-4 text-fg-subtle" />
                )}
              </span>
              <span className="flex flex-col leading-tight">
                <span className={cn('text-[11px] font-semibold tracking-wide uppercase', active ? 'text-accent' : 'text-fg-subtle')}>
                  Round {round + 1}
                </span>
                <span className="max-w-[9rem] truncate text-sm font-medium">{pack.name}</span>
                <Money cents={pack.priceCents} className="text-xs text-fg-muted" />
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
