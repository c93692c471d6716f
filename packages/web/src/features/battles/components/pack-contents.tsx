import { Card, CardHeader } from '../../../components/ui/card';
import { PackageIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import type { BattleDetail } from '../api';
import { ItemThumb } from './item-thumb';

/** Odds are parts per 100 000 (DESIGN §3): 0.001 % steps. */
function formatOdds(oddsPpm: number): string {
  const percent = oddsPpm / 1000;
  return `${percent < 0.1 ? percent.toFixed(3) : percent < 10 ? percent.toFixed(2) : percent.toFixed(1)}%`;
}

/** What each pack of the battle can drop, best first, with its chance. */
export function PackContents({ battle }: { battle: BattleDetail }) {
  return (
    <Card>
      <CardHeader title="What's inside" icon={<PackageIcon className="size-4 text-cool" />} />
      <div className="flex flex-col divide-y divide-line">
        {battle.packs.map((pack) => {
          const roundsOfPack = battle.roundPacks.filter((index) => battle.packs[index]?.packId === pack.packId).length;
          const items = [...pack.items].sort((a, b) => b.valueCents - a.valueCents);
          return (
            <details key={pack.packId} className="group px-4 py-3 sm:px-5" open={battle.packs.length === 1}>
              <summary className="flex cursor-pointer list-none items-center gap-3 [&::-webkit-details-marker]:hidden">
                <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-750">
                  {pack.thumbUrl ? <img src={pack.thumbUrl} alt="" className="size-full object-cover" /> : <PackageIcon className="size-4 text-fg-subtle" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold">{pack.name}</span>
                  <span className="text-xs text-fg-subtle">
                    {items.length} items · {roundsOfPack} {roundsOfPack === 1 ? 'round' : 'rounds'}
                  </span>
                </span>
                <Money cents={pack.priceCents} className="text-sm font-semibold text-accent" />
                <span aria-hidden="true" className="text-fg-subtle transition-transform group-open:rotate-90">
                  ›
                </span>
              </summary>
              <ul className="mt-3 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
                {items.map((item) => (
                  <li key={item.itemId} className="flex items-center gap-2.5 rounded-lg bg-ink-950/40 py-1 pr-3 pl-1 ring-1 ring-line ring-inset">
                    <ItemThumb item={item} className="size-9 shrink-0" />
                    <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
                    <Money cents={item.valueCents} className={cn('text-sm font-semibold', rarityOf(item.valueCents).textClass)} />
                    <span className="w-14 text-right text-xs text-fg-subtle tabular-nums">{formatOdds(item.oddsPpm)}</span>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </Card>
  );
}
