import { TICKETS } from '@lootforge/core/fairness';
import { ppmToPercentText } from '@lootforge/core/odds';
import { PACK_MIN_ITEMS } from '@lootforge/core/pack';
import type { DraftTotals } from '@lootforge/core/pack-draft';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { ItemArt } from '../../../components/ui/item-art';
import { PercentInput } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import type { useDraftItems } from '../../catalogue/use-draft-items';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** "Drop chances": each chosen item with its chance in %, the total so far and what is left to assign. */
export function ChosenChances({ draft, totals, tried }: { draft: ReturnType<typeof useDraftItems>; totals: DraftTotals; tried: boolean }) {
  const { totalPpm, complete } = totals;
  const over = totalPpm > TICKETS;
  const progress = Math.min(100, totalPpm / 1000);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-fg">Drop chances</span>
        <Button variant="ghost" size="sm" disabled={draft.items.length === 0} onClick={draft.splitEvenly}>
          Distribute evenly
        </Button>
      </div>
      {draft.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-fg-subtle">
          Add at least {PACK_MIN_ITEMS} items from the catalogue, then give each a chance in %.
        </p>
      ) : (
        <ul aria-label="Chosen items" className="-mx-1 flex max-h-[22rem] flex-col gap-1.5 overflow-y-auto px-1 py-0.5">
          {draft.items.map((item, index) => {
            const ppm = totals.ppms[index];
            const invalid = item.chance.trim() !== '' ? ppm === null || ppm === undefined || ppm < 1 : tried;
            return (
              <li key={item.itemId} className="flex items-center gap-2.5 rounded-xl bg-ink-950/40 py-1.5 pr-1.5 pl-1.5 ring-1 ring-line ring-inset">
                <ItemArt item={item} className="size-10 shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg" title={item.name}>
                    {item.name}
                  </p>
                  <Money cents={item.valueCents} className={cn('text-xs font-semibold', rarityOf(item.valueCents).textClass)} />
                </div>
                <PercentInput
                  className="w-24"
                  placeholder="0.000"
                  aria-label={`Drop chance for ${item.name} (%)`}
                  aria-invalid={invalid || undefined}
                  value={item.chance}
                  onChange={(event) => draft.setChance(item.itemId, event.target.value)}
                  inputClassName="h-9"
                />
                <button
                  type="button"
                  onClick={() => draft.remove(item.itemId)}
                  className="grid size-8 shrink-0 place-items-center rounded-lg text-fg-subtle hover:bg-ink-700 hover:text-fg"
                >
                  <CloseIcon className="size-4" />
                  <span className="sr-only">Remove {item.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-1 flex items-center justify-between text-sm">
        <span className="text-fg-muted">Total</span>
        <span data-chance-total="" className={cn('font-semibold tabular-nums', complete ? 'text-success' : over || tried ? 'text-danger' : 'text-fg')}>
          {ppmToPercentText(totalPpm, { fixed: true })}% of 100%
        </span>
      </div>
      <ProgressBar label="Drop chances assigned" percent={progress} fill={complete ? 'bg-success' : over ? 'bg-danger' : 'bg-cool'} />
      {!complete && draft.items.length > 0 ? (
        <p className={cn('text-xs', over || tried ? 'text-danger' : 'text-fg-subtle')}>
          {over ? `${ppmToPercentText(totalPpm - TICKETS, { fixed: true })} % too much. ` : `${ppmToPercentText(TICKETS - totalPpm, { fixed: true })} % left to assign. `}
          The chances must total exactly 100 %.
        </p>
      ) : null}
    </div>
  );
}
