import { TICKETS } from '@lootforge/core/fairness';
import type { DraftTotals } from '@lootforge/core/pack-draft';
import { CloseIcon } from '../../../components/ui/icons';
import { PercentInput } from '../../../components/ui/input';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import type { DraftItem } from '../../catalogue/use-draft-items';

/** The pack's items in stored order, each with its chance and the run of tickets it would own. */
export function PackItemList({
  items,
  totals,
  onChance,
  onRemove,
}: {
  items: DraftItem[];
  totals: DraftTotals;
  onChance: (itemId: string, chance: string) => void;
  onRemove: (itemId: string) => void;
}) {
  // Each valid chance owns the next run of tickets, in stored order; an invalid one owns none.
  const ranges: Array<{ from: number; to: number } | null> = [];
  let nextTicket = 1;
  for (const ppm of totals.ppms) {
    if (ppm === null || ppm <= 0) {
      ranges.push(null);
      continue;
    }
    ranges.push({ from: nextTicket, to: nextTicket + ppm - 1 });
    nextTicket += ppm;
  }
  return (
    <ol aria-label="Pack items" className="flex flex-col divide-y divide-line rounded-xl border border-line bg-ink-950/30">
      {items.map((item, index) => {
        const range = ranges[index] ?? null;
        const valid = range !== null;
        return (
          <li key={item.itemId} className="flex items-center gap-2.5 px-3 py-2.5 sm:gap-3 sm:px-4">
            <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} className="size-10 sm:size-11" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm leading-5 font-semibold break-words text-fg sm:truncate">{item.name}</p>
              <p className="truncate text-xs">
                <Money cents={item.valueCents} className={cn('font-semibold', rarityOf(item.valueCents).textClass)} />
                {range && range.from <= TICKETS ? (
                  <span className="hidden font-mono text-fg-subtle sm:inline">
                    {' '}
                    · tickets {range.from.toLocaleString('en-US')}–{Math.min(range.to, TICKETS).toLocaleString('en-US')}
                  </span>
                ) : null}
              </p>
            </div>
            <PercentInput
              className="w-22 sm:w-26"
              value={item.chance}
              onChange={(event) => onChance(item.itemId, event.target.value)}
              aria-label={`Chance for ${item.name} (%)`}
              aria-invalid={item.chance !== '' && !valid ? true : undefined}
              placeholder="0"
              inputClassName="h-10 pl-2.5 font-mono"
            />
            <button
              type="button"
              onClick={() => onRemove(item.itemId)}
              className="-mr-1 grid size-8 shrink-0 place-items-center rounded-lg text-fg-subtle hover:bg-ink-700 hover:text-danger"
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">Remove {item.name}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
