import type { ReactNode } from 'react';
import { TICKETS } from '@lootforge/core/fairness';
import { ppmToPercentText } from '@lootforge/core/odds';
import type { DraftTotals } from '@lootforge/core/pack-draft';
import { edgePercentText } from '@lootforge/core/pack';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';

/**
 * The editor's footer figures: the total chance against 100 %, the expected value and the price
 * once final. A level case is never sold (DESIGN §21): its price, kept by the server for the
 * record only, is not shown; what a player gets on average is.
 */
export function PackEditorTotals({ totals, houseEdge, levelCase = false }: { totals: DraftTotals; houseEdge: number | null; levelCase?: boolean }) {
  const { totalPpm, complete } = totals;
  const over = totalPpm > TICKETS;
  const expected = complete ? <Money cents={Math.round(totals.expectedValueCents)} /> : '—';
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
        {levelCase ? (
          <>
            <Figure label="Price">Free, never sold</Figure>
            <Figure label="Expected value" main>
              {expected}
            </Figure>
          </>
        ) : (
          <>
            <Figure label="Expected value">{expected}</Figure>
            <Figure label={`Price${houseEdge === null ? '' : ` (${edgePercentText(houseEdge)} % edge)`}`} main name="Pack price">
              {complete && totals.priceCents !== null ? <Money cents={totals.priceCents} /> : '—'}
            </Figure>
          </>
        )}
      </dl>
    </div>
  );
}

/** One figure of the footer; `main` is the big one, named `name` for screen readers and tests. */
function Figure({ label, main = false, name = label, children }: { label: string; main?: boolean; name?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-fg-subtle">{label}</dt>
      {main ? (
        <dd className="text-xl font-bold text-accent tabular-nums" aria-label={name}>
          {children}
        </dd>
      ) : (
        <dd className="text-sm font-semibold text-fg tabular-nums">{children}</dd>
      )}
    </div>
  );
}
