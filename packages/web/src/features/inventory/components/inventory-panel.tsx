import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon, TruckIcon, WalletIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { rarityOf } from '../../../lib/rarity';
import { useMe } from '../../../lib/session';
import { formatLongDate } from '../../../lib/format-date';
import type { InventoryItem } from '../api';
import { useLiveInventory } from '../use-live-inventory';
import { useInventory } from '../requests/get-inventory';
import { useSellItems } from '../requests/sell-items';
import { LoadMore } from '../../../components/ui/load-more';

function ItemTile({ item, selected, onToggle }: { item: InventoryItem; selected: boolean; onToggle: () => void }) {
  const rarity = rarityOf(item.valueCents);
  const src = item.thumbUrl ?? item.imageUrl;
  return (
    <li data-inventory-item={item.name}>
      <label
        className={cn(
          'group relative flex h-full cursor-pointer flex-col items-center gap-1 overflow-hidden rounded-2xl border p-3 text-center transition-[border-color,background-color]',
                    selected ? 'border-accent/60 bg-accent/8' : cn('bg-ink-950/40 hover:bg-ink-800', rarity.borderClass),
        )}
      >
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${item.name}, ${formatCents(item.valueCents)}`}
          className="absolute top-2.5 left-2.5 z-10 size-4 cursor-pointer rounded accent-accent"
        />
        <span aria-hidden="true" className={cn('absolute inset-x-0 bottom-0 h-0.5', rarity.swatchClass)} />
        <span className="relative grid size-20 place-items-center sm:size-24">
          <span aria-hidden="true" className={cn('absolute inset-0 rounded-full', rarity.glowClass)} />
          {src ? (
            <img src={src} alt="" loading="lazy" decoding="async" className="relative size-4/5 rounded-xl object-cover" />
          ) : (
            <PackageIcon className={cn('relative size-8', rarity.textClass)} />
          )}
        </span>
        <span className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-fg">{item.name}</span>
        <Money cents={item.valueCents} className={cn('text-base font-bold', rarity.textClass)} />
        <span className="line-clamp-1 text-[11px] text-fg-subtle" title={item.source}>
          {item.source}
        </span>
        <time dateTime={item.createdAt} className="text-[11px] text-fg-subtle">
          {formatLongDate(item.createdAt)}
        </time>
      </label>
    </li>
  );
}

/**
 * The items a player has won and not sold: pick some and "Sell selected", or "Sell all" (after a
 * confirmation), each showing what it pays; or "Ship" them (to /shipping with the ones picked).
 * Live from the `user` topic.
 */
export function InventoryPanel({ className }: { className?: string }) {
  const { data: me } = useMe();
  useLiveInventory(Boolean(me));
  const inventory = useInventory();
  const sell = useSellItems();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmAll, setConfirmAll] = useState(false);
  const navigate = useNavigate();

  const items = inventory.data?.pages.flatMap((page) => page.items) ?? [];
  const summary = inventory.data?.pages[0];
  const count = summary?.count ?? 0;
  const totalCents = summary?.totalValueCents ?? 0;
  // Only what is still listed counts: a sale elsewhere drops items from the selection.
  const chosen = items.filter((item) => selected.has(item.id));
  const chosenCents = chosen.reduce((sum, item) => sum + item.valueCents, 0);
  const allLoadedChosen = items.length > 0 && chosen.length === items.length;

  function toggle(id: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function sellBody(body: { ids: string[] } | { all: true }) {
    try {
      const answer = await sell.mutateAsync(body);
      toast.success(answer.message);
      setSelected(new Set());
      setConfirmAll(false);
    } catch (error) {
      toast.error(errorMessage(error));
      setConfirmAll(false);
    }
  }

  return (
    <Card id="inventory" aria-busy={inventory.isPending} className={cn('scroll-mt-24', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div className="flex items-center gap-2">
          <PackageIcon className="size-4 text-cool" />
          <h2 className="text-sm font-semibold tracking-wide text-fg">Inventory</h2>
          {summary ? (
            <span className="text-xs text-fg-subtle tabular-nums">
              {count} {count === 1 ? 'item' : 'items'} · worth <Money cents={totalCents} className="font-semibold text-fg-muted" />
            </span>
          ) : null}
        </div>
        {count > 0 ? (
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setSelected(allLoadedChosen ? new Set() : new Set(items.map((item) => item.id)))}
            >
              {allLoadedChosen ? 'Clear selection' : 'Select all'}
            </Button>
            <Button size="sm" className="flex-1 sm:flex-none" disabled={chosen.length === 0} loading={sell.isPending && !confirmAll} onClick={() => void sellBody({ ids: chosen.map((item) => item.id) })}>
              Sell selected{chosen.length > 0 ? ` (${chosen.length}) · ${formatCents(chosenCents)}` : ''}
            </Button>
            <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={() => setConfirmAll(true)}>
              Sell all · {formatCents(totalCents)}
            </Button>
            {/* Shipping (DESIGN §19): the chosen items go to /shipping, where the order is made. */}
            <Button
              size="sm"
              variant="secondary"
              className="flex-1 sm:flex-none"
              onClick={() => void navigate(`/shipping?items=${chosen.map((item) => item.id).join(',')}`)}
            >
              <TruckIcon className="size-4" />
              {chosen.length > 0 ? `Ship selected (${chosen.length})` : 'Ship'}
            </Button>
          </div>
        ) : null}
      </div>

      {inventory.isPending ? (
        <ul aria-label="Loading inventory" className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 sm:p-5 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-52 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : inventory.isError ? (
        <LoadError title="We could not load your inventory" query={inventory} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title="Your inventory is empty"
          description="Items you unbox from packs wait here until you sell them for their value."
          action={
            <ButtonLink to="/packs" icon={<PackageIcon className="size-4.5" />}>
              Open packs
            </ButtonLink>
          }
        />
      ) : (
        <>
          <ul aria-label="Inventory items" className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 sm:p-5 xl:grid-cols-4">
            {items.map((item) => (
              <ItemTile key={item.id} item={item} selected={selected.has(item.id)} onToggle={() => toggle(item.id)} />
            ))}
          </ul>
          <LoadMore list={inventory} />
        </>
      )}

      <Modal
        open={confirmAll}
        onClose={() => setConfirmAll(false)}
        title="Sell all items?"
        description={`All ${count} ${count === 1 ? 'item' : 'items'} in your inventory will be sold for ${formatCents(totalCents)}.`}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmAll(false)}>
              Cancel
            </Button>
            <Button loading={sell.isPending} onClick={() => void sellBody({ all: true })}>
              <WalletIcon className="size-4.5" />
              Sell all for {formatCents(totalCents)}
            </Button>
          </>
        }
      >
        <p className="text-sm leading-6 text-fg-muted">The money goes to your balance at once. This cannot be undone.</p>
      </Modal>
    </Card>
  );
}
