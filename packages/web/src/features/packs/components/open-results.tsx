import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CheckCircleIcon, SparklesIcon, WalletIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { rarityOf } from '../../../lib/rarity';
import type { PackOpen } from '../api';
import { ItemArt } from '../../../components/ui/item-art';

export type WonStatus = 'new' | 'kept' | 'sold' | 'gone';
export type WonItem = {
  name: string;
  valueCents: number;
  thumbUrl: string | null;
  imageUrl: string | null;
  /** The server's open (real opens only). */
  open: PackOpen | null;
  /** The demo's ticket (demo spins only). */
  demoTicket: number | null;
  status: WonStatus;
};

const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 lg:grid-cols-4',
};

function StatusNote({ status }: { status: WonStatus }) {
  if (status === 'sold')
    return (
      <p className="flex items-center justify-center gap-1.5 text-sm font-semibold text-success">
        <CheckCircleIcon className="size-4" />
        Sold
      </p>
    );
  if (status === 'kept')
    return (
      <p className="flex items-center justify-center gap-1.5 text-sm font-semibold text-cool">
        <CheckCircleIcon className="size-4" />
        In your inventory
      </p>
    );
  if (status === 'gone') return <p className="text-center text-sm text-fg-subtle">No longer in your inventory</p>;
  return null;
}

/**
 * What the reels landed on: each item with its value, and (for real opens) "Sell for $X" or
 * "Keep". A demo result says plainly that nothing was won.
 */
export function OpenResults({
  kind,
  won,
  paidCents,
  sellingIds,
  onSell,
  onKeep,
}: {
  kind: 'open' | 'demo';
  won: readonly WonItem[];
  paidCents: number;
  sellingIds: ReadonlySet<string>;
  onSell: (inventoryIds: string[]) => void;
  onKeep: (inventoryIds: string[]) => void;
}) {
  const totalCents = won.reduce((sum, item) => sum + item.valueCents, 0);
  const pending = won.filter((item) => item.status === 'new' && item.open);
  const pendingIds = pending.map((item) => item.open!.inventoryId);
  const pendingCents = pending.reduce((sum, item) => sum + item.valueCents, 0);
  const profit = totalCents - paidCents;
  const isDemo = kind === 'demo';

  return (
    <section
      aria-labelledby="open-results-heading"
      data-open-results={kind}
      className="motion-safe:animate-[pack-win-pop_450ms_cubic-bezier(0.2,0.8,0.2,1)]"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="open-results-heading" className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <SparklesIcon className="size-5 text-accent" />
            {isDemo ? 'Demo result' : 'You unboxed'}
            {isDemo ? <Badge tone="violet">Demo — no money</Badge> : null}
          </h2>
          <p className="mt-0.5 text-sm text-fg-muted">
            {isDemo ? (
              'Nothing was charged and nothing was added to your inventory.'
            ) : (
              <>
                Worth <Money cents={totalCents} className="font-semibold text-fg" /> for <Money cents={paidCents} className="font-semibold text-fg" />
                {profit > 0 ? (
                  <span className="ml-1.5 font-semibold text-success">(+{formatCents(profit)})</span>
                ) : null}
              </>
            )}
          </p>
        </div>
        {!isDemo && pending.length > 1 ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => onKeep(pendingIds)}>
              Keep all
            </Button>
            <Button loading={pendingIds.some((id) => sellingIds.has(id))} onClick={() => onSell(pendingIds)}>
              <WalletIcon className="size-4.5" />
              Sell all for {formatCents(pendingCents)}
            </Button>
          </div>
        ) : null}
      </div>

      <ul className={cn('mt-4 grid gap-3', COLUMNS[won.length] ?? COLUMNS[4])}>
        {won.map((item, index) => {
          const rarity = rarityOf(item.valueCents);
          const inventoryId = item.open?.inventoryId;
          return (
            <li
              key={item.open?.openId ?? index}
              data-won-item={item.name}
              className={cn(
                'relative flex flex-col items-center overflow-hidden rounded-2xl border bg-ink-850 text-center sm:gap-2 sm:p-4',
                // Several on a phone: a compact two-column grid that fits the screen with its header.
                won.length === 1 ? 'gap-2 p-3' : 'gap-1.5 p-2.5',
                rarity.borderClass,
                won.length === 1 && 'mx-auto w-full max-w-sm',
              )}
            >
              <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', rarity.swatchClass)} />
              <span aria-hidden="true" className={cn('pointer-events-none absolute inset-x-0 -top-1/3 h-2/3 opacity-60', rarity.glowClass)} />
              <ItemArt item={item} className={won.length === 1 ? 'size-32 sm:size-40' : 'size-16 sm:size-28'} />
              <div className="min-w-0">
                <p className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{rarity.label}</p>
                <p className="line-clamp-2 text-sm font-semibold text-fg sm:text-base" data-won-name="">
                  {item.name}
                </p>
                <Money cents={item.valueCents} className={cn('mt-0.5 block font-extrabold', won.length === 1 ? 'text-lg' : 'text-base sm:text-lg', rarity.textClass)} />
                {item.demoTicket !== null ? <p className="mt-0.5 text-xs text-fg-subtle tabular-nums">Ticket {item.demoTicket.toLocaleString('en-US')}</p> : null}
              </div>
              {!isDemo && inventoryId ? (
                item.status === 'new' ? (
                  <div className={cn('mt-auto grid w-full grid-cols-1 gap-2', won.length === 1 && 'sm:grid-cols-2')}>
                    <Button size={won.length === 1 ? 'md' : 'sm'} loading={sellingIds.has(inventoryId)} onClick={() => onSell([inventoryId])}>
                      Sell for {formatCents(item.valueCents)}
                    </Button>
                    <Button size={won.length === 1 ? 'md' : 'sm'} variant="outline" onClick={() => onKeep([inventoryId])}>
                      Keep
                    </Button>
                  </div>
                ) : (
                  <div className="mt-auto">
                    <StatusNote status={item.status} />
                  </div>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
      {!isDemo && pending.length === 0 && won.some((item) => item.status === 'kept') ? (
        <p className="mt-3 text-center text-sm text-fg-muted">
          Kept items wait in your{' '}
          <ButtonLink to="/wallet#inventory" variant="ghost" size="sm" className="px-1.5">
            inventory
          </ButtonLink>
          , ready to sell any time.
        </p>
      ) : null}
    </section>
  );
}
