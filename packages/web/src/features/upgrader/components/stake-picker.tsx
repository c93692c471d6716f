import type { ReactNode } from 'react';
import { formatCents } from '@lootforge/core/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckIcon, LockIcon, PackageIcon } from '../../../components/ui/icons';
import { DollarInput, Field } from '../../../components/ui/input';
import { ItemArt } from '../../../components/ui/item-art';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore, type PagedList } from '../../../components/ui/load-more';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import type { InventoryItem } from '../../inventory/api';

const GRID = 'grid grid-cols-3 gap-2 p-3 sm:grid-cols-4 sm:gap-2.5 sm:p-4 xl:grid-cols-5';

function StakeTile({ item, selected, blocked, disabled, onToggle }: { item: InventoryItem; selected: boolean; blocked: boolean; disabled: boolean; onToggle: () => void }) {
  const rarity = rarityOf(item.valueCents);
  return (
    <li data-stake-item={item.name} data-inventory-id={item.id}>
      <label
        className={cn(
          'group relative flex h-full cursor-pointer flex-col items-center gap-1 rounded-xl border p-2 text-center transition-[border-color,background-color,box-shadow]',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-cool',
          selected
            ? 'border-accent/70 bg-accent/10 shadow-[0_0_0_1px_rgb(247_169_40/0.35),0_8px_24px_-12px_rgb(247_169_40/0.6)]'
            : cn('bg-ink-950/40 hover:bg-ink-800', rarity.borderClass),
          (blocked || disabled) && !selected && 'cursor-not-allowed opacity-45 hover:bg-ink-950/40',
          disabled && 'cursor-not-allowed',
        )}
      >
        <input
          type="checkbox"
          checked={selected}
          disabled={disabled || (blocked && !selected)}
          onChange={onToggle}
          aria-label={`Stake ${item.name}, ${formatCents(item.valueCents)}`}
          className="sr-only"
        />
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-1.5 right-1.5 grid size-5 place-items-center rounded-full border transition-colors',
            selected ? 'border-accent bg-accent text-accent-fg' : 'border-line-strong bg-ink-900/80 text-transparent',
          )}
        >
          <CheckIcon strokeWidth={3} className="size-3" />
        </span>
        <ItemArt item={item} className="size-14 sm:size-16" />
        <span className="line-clamp-2 min-h-8 text-[11px] leading-4 font-medium text-fg sm:text-xs">{item.name}</span>
        <Money cents={item.valueCents} className={cn('text-xs font-bold sm:text-sm', rarity.textClass)} />
      </label>
    </li>
  );
}

/**
 * The left of the upgrader: the player's items to stake (up to `maxItems`, each at its recorded
 * value), an optional part of the balance, and what it all comes to.
 */
export function StakePicker({
  signedIn,
  onSignIn,
  inventory,
  items,
  selected,
  onToggle,
  onClear,
  maxItems,
  disabled,
  balanceText,
  onBalanceText,
  balanceError,
  balanceHint,
  stakeCents,
}: {
  signedIn: boolean;
  onSignIn: () => void;
  inventory: PagedList & { isPending: boolean; isError: boolean; refetch: () => unknown; error: unknown };
  items: readonly InventoryItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onClear: () => void;
  maxItems: number;
  disabled: boolean;
  balanceText: string;
  onBalanceText: (text: string) => void;
  balanceError: string | null;
  balanceHint: ReactNode;
  stakeCents: number;
}) {
  const chosen = items.filter((item) => selected.has(item.id));
  const full = chosen.length >= maxItems;

  let body: ReactNode;
  if (!signedIn) {
    body = (
      <EmptyState
        compact
        icon={<LockIcon />}
        title="Sign in to stake your items"
        description="Items you unbox from packs can be upgraded here for a chance at something dearer."
        action={
          <Button variant="secondary" onClick={onSignIn}>
            Sign in
          </Button>
        }
      />
    );
  } else if (inventory.isPending) {
    body = (
      <ul aria-label="Loading your items" className={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-32 rounded-xl" />
          </li>
        ))}
      </ul>
    );
  } else if (inventory.isError) {
    body = <LoadError title="We could not load your items" query={inventory} />;
  } else if (items.length === 0) {
    body = (
      <EmptyState
        compact
        icon={<PackageIcon />}
        title="No items to stake"
        description="Open packs to get items, or stake part of your balance below."
        action={
          <ButtonLink to="/packs" variant="secondary" icon={<PackageIcon className="size-4.5" />}>
            Open packs
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <ul aria-label="Your items" className={GRID}>
          {items.map((item) => (
            <StakeTile key={item.id} item={item} selected={selected.has(item.id)} blocked={full} disabled={disabled} onToggle={() => onToggle(item.id)} />
          ))}
        </ul>
        <LoadMore list={inventory} />
      </>
    );
  }

  return (
    <Card className="flex min-w-0 flex-col overflow-hidden" aria-busy={signedIn && inventory.isPending}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3 sm:px-5">
        <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-fg">
          <PackageIcon className="size-4 text-cool" />
          Your stake
        </h2>
        {signedIn ? (
          <div className="flex items-center gap-2 text-xs text-fg-subtle tabular-nums">
            <span data-stake-count="">
              {chosen.length} / {maxItems} items
            </span>
            {chosen.length > 0 ? (
              <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" disabled={disabled} onClick={onClear}>
                Clear
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* Relative: the hidden checkboxes (absolutely placed) stay inside the scrolled box, not below the page. */}
      <div className="relative max-h-[26rem] min-h-0 overflow-y-auto sm:max-h-[30rem]">{body}</div>
      {signedIn ? (
        <div className="mt-auto grid grid-cols-1 gap-3 border-t border-line bg-ink-950/30 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end sm:px-5">
          <Field label="Add from your balance" htmlFor="upgrade-balance-part" hint={balanceHint} error={balanceError}>
            <DollarInput
              id="upgrade-balance-part"
              placeholder="0.00"
              value={balanceText}
              disabled={disabled}
              maxLength={13}
              aria-invalid={balanceError ? true : undefined}
              aria-describedby={balanceError ? 'upgrade-balance-part-error' : 'upgrade-balance-part-hint'}
              onChange={(event) => onBalanceText(event.target.value)}
            />
          </Field>
          <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-end sm:gap-0.5 sm:pb-1">
            <span className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Total stake</span>
            <Money cents={stakeCents} className="text-xl font-black text-accent" />
          </div>
        </div>
      ) : null}
    </Card>
  );
}
