import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckIcon, CloseIcon, PackageIcon, TruckIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { Money } from '../../../components/ui/money';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { rarityOf } from '../../../lib/rarity';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { formatCents } from '@lootforge/core/money';
import { useInventory } from '../../inventory/requests/get-inventory';
import type { InventoryItem } from '../../inventory/api';
import { useCreateShippingOrder } from '../requests/create-shipping-order';
import { EMPTY_ADDRESS, validateAddress, type AddressErrors, type AddressField, type AddressValues } from '../shipping-address';
import { shippingQuote, type ShippingRules } from '../shipping-quote';
import { AddressFields } from './address-fields';

/**
 * A new shipping order (DESIGN §19): pick items from the inventory (those chosen on /wallet come
 * ticked), see what they are worth against the minimum and whether the fee is waived, fill in the
 * address, and request it. The items leave the inventory and the fee the balance at once.
 */
export function NewShipment({ rules, initialIds, onDone }: { rules: ShippingRules; initialIds: readonly string[]; onDone: () => void }) {
  const id = useId();
  const inventory = useInventory();
  const create = useCreateShippingOrder();
  const wallet = useWalletBalance();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialIds));
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const items = inventory.data?.pages.flatMap((page) => page.items) ?? [];
  const chosen = items.filter((item) => selected.has(item.id));
  const quote = shippingQuote(chosen, rules);
  const minPercent = rules.minValueCents > 0 ? (quote.valueCents / rules.minValueCents) * 100 : 100;

  function toggle(itemId: string) {
    setProblem(null);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  }

  function change(field: AddressField, value: string) {
    setAddress((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const checked = validateAddress(address);
    if (!checked.ok) setErrors(checked.errors);
    if (quote.problem) {
      setProblem(quote.problem);
      return;
    }
    if (!checked.ok) {
      document.getElementById(`${id}-${checked.first}`)?.focus();
      return;
    }
    create.mutate(
      { inventoryIds: chosen.map((item) => item.id), address: checked.address },
      {
        onSuccess: ({ order }) => {
          toast.success(
            order.feeCents > 0
              ? `Shipping requested: ${order.items.length} ${order.items.length === 1 ? 'item' : 'items'}, fee ${formatCents(order.feeCents)}.`
              : `Shipping requested: ${order.items.length} ${order.items.length === 1 ? 'item' : 'items'}, shipped free.`,
          );
          onDone();
        },
        onError: (failure) => setProblem(errorMessage(failure)),
      },
    );
  }

  return (
    <Card data-testid="new-shipment">
      <CardHeader
        title="New shipment"
        icon={<TruckIcon className="size-4 text-cool" />}
        extra={
          <Button variant="ghost" size="sm" onClick={onDone}>
            <CloseIcon className="size-4" />
            Close
          </Button>
        }
      />
      <form onSubmit={submit} noValidate aria-label="New shipment" className="grid grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6 px-4 py-5 sm:px-6 lg:border-r lg:border-line">
          <fieldset className="min-w-0">
            <legend className="flex w-full items-baseline justify-between gap-3">
              <span className="flex items-center gap-2.5 text-base font-bold text-fg">
                <StepNumber n={1} />
                Choose items
              </span>
              {items.length > 0 ? (
                <button
                  type="button"
                  className="text-xs font-semibold text-cool hover:text-cool-hover"
                  onClick={() => setSelected(chosen.length === items.length ? new Set() : new Set(items.map((item) => item.id)))}
                >
                  {chosen.length === items.length ? 'Clear selection' : 'Select all'}
                </button>
              ) : null}
            </legend>
            <div className="mt-3">
              {inventory.isPending ? (
                <ul aria-label="Loading your items" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
                  {Array.from({ length: 4 }, (_, index) => (
                    <li key={index}>
                      <Skeleton className="h-20 rounded-xl" />
                    </li>
                  ))}
                </ul>
              ) : inventory.isError ? (
                <LoadError compact title="We could not load your items" query={inventory} />
              ) : items.length === 0 ? (
                <EmptyState
                  compact
                  icon={<PackageIcon />}
                  title="No items to ship"
                  description="Items you unbox from packs can be shipped to you."
                  action={
                    <ButtonLink to="/packs" size="sm" icon={<PackageIcon className="size-4" />}>
                      Open packs
                    </ButtonLink>
                  }
                />
              ) : (
                <>
                  <ul aria-label="Your items" className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
                    {items.map((item) => (
                      <PickTile key={item.id} item={item} selected={selected.has(item.id)} onToggle={() => toggle(item.id)} />
                    ))}
                  </ul>
                  <div className="mt-2 [&>div]:border-0 [&>div]:p-0 [&>div]:pt-2">
                    <LoadMore list={inventory} label="Load more items" />
                  </div>
                </>
              )}
            </div>
          </fieldset>

          <fieldset className="min-w-0">
            <legend className="flex items-center gap-2.5 text-base font-bold text-fg">
              <StepNumber n={2} />
              Where to send them
            </legend>
            <div className="mt-3">
              <AddressFields idPrefix={id} values={address} errors={errors} onChange={change} disabled={create.isPending} />
            </div>
          </fieldset>
        </div>

        <div className="flex flex-col gap-4 self-start border-t border-line px-4 py-5 sm:px-6 lg:sticky lg:top-20 lg:border-t-0">
          <h3 className="text-base font-bold text-fg">Summary</h3>
          <dl className="flex flex-col gap-2.5 text-sm" data-testid="shipment-summary">
            <div className="flex items-center justify-between gap-3">
              <dt className="text-fg-muted">Items</dt>
              <dd className="font-semibold text-fg tabular-nums">{quote.count}</dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt className="text-fg-muted">Value</dt>
              <dd className="font-semibold text-fg">
                <Money cents={quote.valueCents} />
              </dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt className="text-fg-muted">Shipping fee</dt>
              <dd data-testid="shipment-fee" className={cn('font-semibold', quote.feeCents === 0 && quote.count > 0 ? 'text-success' : 'text-fg')}>
                {quote.feeCents === 0 && quote.count > 0 ? 'Free' : formatCents(quote.feeCents)}
              </dd>
            </div>
          </dl>

          <div className="rounded-xl border border-line bg-ink-950/40 px-3.5 py-3">
            <div className="flex items-center justify-between gap-2 text-xs">
              <span className="text-fg-muted">Minimum {formatCents(rules.minValueCents)}</span>
              {quote.shortCents > 0 ? (
                <span className="font-semibold text-accent">{formatCents(quote.shortCents)} to go</span>
              ) : (
                <span className="flex items-center gap-1 font-semibold text-success">
                  <CheckIcon className="size-3.5" /> Reached
                </span>
              )}
            </div>
            <ProgressBar label="Toward the minimum order value" percent={minPercent} fill={quote.shortCents > 0 ? 'bg-accent' : 'bg-success'} className="mt-2" />
            <p className="mt-2 text-xs leading-5 text-fg-subtle">
              {quote.feeCents === 0 && quote.count > 0
                ? `Free shipping: the items are worth ${formatCents(rules.freeFromCents)} or more.`
                : `The ${formatCents(rules.feeCents)} fee is waived for items worth ${formatCents(rules.freeFromCents)} or more${quote.toFreeCents > 0 && quote.count > 0 ? `: ${formatCents(quote.toFreeCents)} to go` : ''}.`}
            </p>
          </div>

          <p className="text-xs leading-5 text-fg-subtle">
            The fee is paid from your balance
            {wallet.data ? (
              <>
                {' '}
                (<Money cents={wallet.data.balanceCents} className="font-semibold text-fg-muted" />)
              </>
            ) : null}
            . Shipped items leave your inventory and can no longer be sold or played; you can cancel while the order is still requested.
          </p>

          {problem ? (
            <p role="alert" className="rounded-xl border border-danger/35 bg-danger/8 px-3.5 py-2.5 text-sm leading-6 text-fg">
              {problem}
            </p>
          ) : null}

          <Button type="submit" size="lg" className="w-full" loading={create.isPending} disabled={quote.count === 0}>
            <TruckIcon className="size-5" />
            {quote.count === 0 ? 'Choose items to ship' : quote.feeCents > 0 ? `Request shipping · ${formatCents(quote.feeCents)}` : 'Request shipping · free'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PickTile({ item, selected, onToggle }: { item: InventoryItem; selected: boolean; onToggle: () => void }) {
  const rarity = rarityOf(item.valueCents);
  const src = item.thumbUrl ?? item.imageUrl;
  return (
    <li data-ship-item={item.name}>
      <label
        className={cn(
          'flex h-full cursor-pointer items-center gap-3 rounded-xl border p-2.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cool',
          selected ? 'border-accent/60 bg-accent/8' : 'border-line bg-ink-950/40 hover:bg-ink-800',
        )}
      >
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={`Ship ${item.name}, ${formatCents(item.valueCents)}`}
          className="size-4 shrink-0 cursor-pointer rounded accent-accent"
        />
        <span className={cn('relative grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg border bg-ink-900', rarity.borderClass)}>
          <span aria-hidden="true" className={cn('absolute inset-0', rarity.glowClass)} />
          {src ? <img src={src} alt="" loading="lazy" decoding="async" className="relative size-4/5 object-contain" /> : <PackageIcon className={cn('relative size-5', rarity.textClass)} />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-fg">{item.name}</span>
          <Money cents={item.valueCents} className={cn('text-sm font-bold', rarity.textClass)} />
        </span>
      </label>
    </li>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span aria-hidden="true" className="grid size-6 place-items-center rounded-full bg-cool/12 text-xs font-bold text-cool ring-1 ring-cool/30 ring-inset">
      {n}
    </span>
  );
}
