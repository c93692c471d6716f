import { formatCents } from '@lootforge/core/money';
import { creatorCommissionCents } from '@lootforge/core/pack';
import type { DraftTotals } from '@lootforge/core/pack-draft';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { edgePercentText } from '@lootforge/core/pack';

/** What the pack will cost and earn its creator, with the Create Pack button under it. */
export function PackPriceSummary({
  totals,
  houseEdge,
  commissionBp,
  submitting,
  showsFinalNote,
}: {
  totals: DraftTotals;
  /** The server's, null until it has answered (then the figures that need it show a dash). */
  houseEdge: number | null;
  commissionBp: number;
  submitting: boolean;
  showsFinalNote: boolean;
}) {
  return (
    <div className="border-t border-line px-4 py-4 sm:px-5">
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between">
          <dt className="text-fg-muted">Expected value</dt>
          <dd className="tabular-nums">{formatCents(Math.round(totals.expectedValueCents))}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-fg-muted">House edge</dt>
          <dd className="tabular-nums">{houseEdge === null ? '—' : `${edgePercentText(houseEdge)}%`}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-fg-muted">Your commission per open</dt>
          <dd className="tabular-nums text-success">{totals.priceCents === null ? '—' : formatCents(creatorCommissionCents(totals.priceCents, commissionBp))}</dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between border-t border-line pt-3">
          <dt className="font-semibold">Pack price</dt>
          <dd>
            {totals.priceCents === null ? (
              <span className="text-2xl font-extrabold text-fg-subtle">—</span>
            ) : (
              <Money cents={totals.priceCents} className={cn('text-2xl font-extrabold', totals.complete ? 'text-accent' : 'text-fg-subtle')} />
            )}
          </dd>
        </div>
      </dl>
      {!totals.complete && showsFinalNote ? <p className="mt-1 text-right text-xs text-fg-subtle">Final once the chances total 100 %.</p> : null}
      <Button type="submit" size="lg" className="mt-4 w-full" loading={submitting}>
        <PlusIcon className="size-5" />
        Create Pack
      </Button>
      <p className="mt-2 text-center text-xs text-fg-subtle">The server checks every rule and sets the final price.</p>
    </div>
  );
}
