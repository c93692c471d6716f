import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { CloseIcon, PackageIcon, SparklesIcon, WalletIcon } from '../../../components/ui/icons';
import { ItemArt } from '../../../components/ui/item-art';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { formatCents } from '@lootforge/core/money';
import type { WonItem } from './open-results';

/**
 * What a 2–4× open came to, over its reels once they have all landed: the total against the
 * price, and the two things players do next, "Sell all" and "Open again". Closing it shows the
 * reels; each item's own Sell and Keep stay in the results below.
 */
export function OpenSummary({
  won,
  paidCents,
  selling,
  opening,
  againCents,
  onSellAll,
  onOpenAgain,
  onClose,
}: {
  won: readonly WonItem[];
  paidCents: number;
  selling: boolean;
  opening: boolean;
  /** What "Open again" costs: the same count at today's price. */
  againCents: number;
  onSellAll: (inventoryIds: string[]) => void;
  onOpenAgain: () => void;
  onClose: () => void;
}) {
  const totalCents = won.reduce((sum, item) => sum + item.valueCents, 0);
  const pending = won.filter((item) => item.status === 'new' && item.open);
  const pendingCents = pending.reduce((sum, item) => sum + item.valueCents, 0);
  const profitCents = totalCents - paidCents;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the result, as sighted players' eyes do.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);

  return (
    <section
      aria-labelledby="open-summary-heading"
      data-open-summary=""
      className="absolute inset-0 z-10 grid place-items-center overflow-hidden rounded-2xl bg-ink-950/85 p-2 backdrop-blur-sm sm:p-3 motion-safe:animate-[pack-win-pop_350ms_cubic-bezier(0.2,0.8,0.2,1)]"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label="Close the result and show the reels"
        className="absolute top-2 right-2 grid size-9 place-items-center rounded-lg text-fg-muted ring-1 ring-line-strong ring-inset hover:bg-ink-800 hover:text-fg"
      >
        <CloseIcon className="size-4.5" />
      </button>
      <div className="flex w-full max-w-md min-w-0 flex-col items-center gap-2 text-center sm:gap-3">
        <h2 ref={headingRef} tabIndex={-1} id="open-summary-heading" className="flex flex-wrap items-center justify-center gap-x-2 px-8 text-base font-bold tracking-tight outline-none sm:text-xl">
          <SparklesIcon className="size-5 text-accent max-sm:hidden" />
          {won.length} items worth <Money cents={totalCents} className="text-accent" />
        </h2>
        <p className="-mt-1 text-sm text-fg-muted">
          For <Money cents={paidCents} className="font-semibold text-fg" />
          <span className={cn('ml-1.5 font-semibold tabular-nums', profitCents >= 0 ? 'text-success' : 'text-fg-subtle')}>
            ({formatCents(profitCents, { signed: true })})
          </span>
        </p>
        <ul aria-label="Items won" className="flex w-full min-w-0 justify-center gap-1.5 sm:gap-3">
          {won.map((item, index) => (
            <li key={item.open?.openId ?? index} className="flex min-w-0 flex-1 flex-col items-center gap-0.5 rounded-xl bg-ink-900/80 p-1 ring-1 ring-line ring-inset sm:max-w-28 sm:gap-1 sm:p-2">
              <ItemArt item={item} className="size-9 sm:size-14" />
              <span className="w-full truncate text-xs text-fg-muted max-sm:sr-only">{item.name}</span>
              <Money cents={item.valueCents} className={cn('text-xs font-bold sm:text-sm', rarityOf(item.valueCents).textClass)} />
            </li>
          ))}
        </ul>
        <div className="grid w-full min-w-0 grid-cols-1 gap-1.5 sm:grid-cols-2 sm:gap-2">
          <Button size="md" className="min-w-0 sm:h-12" variant="outline" disabled={pending.length === 0} loading={selling} onClick={() => onSellAll(pending.map((item) => item.open!.inventoryId))}>
            <WalletIcon className="size-5" />
            {pending.length === 0 ? 'All sold or kept' : `Sell all for ${formatCents(pendingCents)}`}
          </Button>
          <Button size="md" className="min-w-0 sm:h-12" loading={opening} onClick={onOpenAgain}>
            <PackageIcon className="size-5" />
            Open again · {formatCents(againCents)}
          </Button>
        </div>
      </div>
    </section>
  );
}
