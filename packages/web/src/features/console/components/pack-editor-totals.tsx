import { TICKETS } from '@lootforge/core/fairness';
import { ppmToPercentText } from '@lootforge/core/odds';
import type { DraftTotals } from '@lootforge/core/pack-draft';
import { edgePercentText } from '@lootforge/core/pack';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';

/** The editor's footer figures: the total chance against 100 %, the expected value and the price once final. */
export function PackEditorTotals({ totals, houseEdge }: { totals: DraftTotals; houseEdge: number | null }) {
  const { totalPpm, complete } = totals;
  const over = totalPpm > TICKETS;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-fg-muted">Total chance</span>
          <output aria-label="Total chance" className={cn('font-mono font-bold tabular-nums', complete ? 'text-success' : over ? 'text-danger' : 'text-accent')}>
            {ppmToPercentText(totalPpm)} %
          </output>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-ink-700" aria-hidden="true">
          <div
            className={cn('h-full rounded-full transition-[width] duration-200', complete ? 'bg-success' : over ? 'bg-danger' : 'bg-accent')}
            style={{ width: `${Math.min(100, (totalPpm / TICKETS) * 100)}%` }}
          />
        </div>
        <p className="text-xs text-fg-subtle">
          {complete
            ? 'Exactly 100 %: ready to save.'
            : over
              ? `${ppmToPercentText(totalPpm - TICKETS)} % too much.`
              : `${ppmToPercentText(TICKETS - totalPpm)} % left to give out.`}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:flex sm:gap-6 sm:text-right">
        <div>
          <dt className="text-xs text-fg-subtle">Expected value</dt>
          <dd className="text-sm font-semibold text-fg tabular-nums">{complete ? <Money cents={Math.round(totals.expectedValueCents)} /> : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">Price{houseEdge === null ? '' : ` (${edgePercentText(houseEdge)} % edge)`}</dt>
          <dd className="text-xl font-bold text-accent tabular-nums" aria-label="Pack price">
            {complete && totals.priceCents !== null ? <Money cents={totals.priceCents} /> : '—'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
