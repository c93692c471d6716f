import { useId, useState, type FormEvent } from 'react';
import { SHIPPING_STATUS_LABELS, SHIPPING_STATUSES, type ShippingStatus } from '@lootforge/core/cashier';
import { formatCents } from '@lootforge/core/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon } from '../../../components/ui/icons';
import { Field, Input } from '../../../components/ui/input';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { readableError } from '../../../lib/readable-error';
import { checkShipped, countryName, nextShippingStatuses, SHIPPING_MOVE_LABELS, type StatusFilter } from '../cashier-console';
import { useShippingOrders, type AdminShippingOrder } from '../requests/get-shipping-orders';
import { useUpdateShippingOrder } from '../requests/update-shipping-order';
import { Age, Detail, ListBody, PlayerLink, ReasonDialog, StatusBadge, StatusToolbar, whenUtc } from './cashier-parts';

/** Items shown per order before "+n more". */
const ITEMS_SHOWN = 4;

/**
 * Shipping orders (DESIGN §19): each moves requested → processing → shipped (carrier and
 * tracking) → delivered, or is cancelled (items back to the inventory, fee refunded) before it ships.
 */
export function CashierShipping({ status, onStatus, nowMs }: { status: StatusFilter<ShippingStatus>; onStatus: (status: StatusFilter<ShippingStatus>) => void; nowMs: number }) {
  const orders = useShippingOrders(status);
  const update = useUpdateShippingOrder();
  const [shipping, setShipping] = useState<AdminShippingOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminShippingOrder | null>(null);
  const rows = orders.data ?? [];

  function move(order: AdminShippingOrder, next: 'processing' | 'delivered') {
    update.mutate(
      { id: order.id, update: { status: next } },
      {
        onSuccess: () => toast.success(`${displayName(order.userName)}'s order is ${SHIPPING_STATUS_LABELS[next].toLowerCase()}.`),
        onError: (error) => toast.error(readableError(error)),
      },
    );
  }

  return (
    <Card className="overflow-hidden">
      <StatusToolbar
        value={status}
        statuses={SHIPPING_STATUSES}
        labels={SHIPPING_STATUS_LABELS}
        onChange={onStatus}
        refreshing={orders.isFetching && !orders.isPending}
        summary={orders.data ? `${rows.length} ${rows.length === 1 ? 'order' : 'orders'}` : null}
      />
      <ListBody
        query={orders}
        name="orders"
        skeleton={{ count: 3, rowClassName: 'gap-4 px-4 py-4 sm:px-5', thumbClassName: 'size-12', titleClassName: 'h-4 w-48', lineClassName: 'h-3 w-64', trailingClassName: 'h-8 w-32' }}
        empty={
          <EmptyState
            icon={<PackageIcon />}
            title={status === 'all' ? 'No shipping orders yet' : `No ${SHIPPING_STATUS_LABELS[status].toLowerCase()} orders`}
            description={status === 'requested' ? 'Players ship items from their inventory; new orders wait here.' : undefined}
          />
        }
      >
        <ul aria-label="Shipping orders" className={cn('divide-y divide-line transition-opacity', orders.isPlaceholderData && 'opacity-60')}>
          {rows.map((order) => {
            const moves = nextShippingStatuses(order.status);
            const name = displayName(order.userName);
            return (
              <li key={order.id} aria-label={`${name}'s order ${order.id.slice(0, 8)}`} className="flex flex-col gap-4 px-4 py-4 sm:px-5">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <PlayerLink userId={order.userId} userName={order.userName} />
                  <StatusBadge kind="shipping" status={order.status} />
                  <span className="font-mono text-[11px] text-fg-subtle">{order.id.slice(0, 8)}</span>
                  <span className="text-xs text-fg-subtle">
                    {whenUtc(order.createdAt)}
                    {order.status === 'requested' || order.status === 'processing' ? (
                      <>
                        {' · waiting '}
                        <Age iso={order.createdAt} nowMs={nowMs} />
                      </>
                    ) : null}
                  </span>
                  <span className="ml-auto text-sm text-fg-muted">
                    <Money cents={order.itemsValueCents} className="font-bold text-fg" /> in items · fee{' '}
                    {order.feeCents === 0 ? <span className="font-semibold text-success">waived</span> : <Money cents={order.feeCents} className="font-semibold text-fg" />}
                  </span>
                </div>
                <div className="grid gap-4 md:grid-cols-3">
                  <section aria-label="Items" className="min-w-0">
                    <p className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">
                      {order.items.length} {order.items.length === 1 ? 'item' : 'items'}
                    </p>
                    <ul className="mt-2 flex flex-col gap-2">
                      {order.items.slice(0, ITEMS_SHOWN).map((item) => (
                        <li key={item.id} className="flex min-w-0 items-center gap-2.5">
                          <ItemThumb src={item.thumbUrl} valueCents={item.valueCents} name={item.name} />
                          <span className="min-w-0 flex-1 truncate text-sm text-fg">{item.name}</span>
                          <Money cents={item.valueCents} className="text-xs text-fg-muted" />
                        </li>
                      ))}
                    </ul>
                    {order.items.length > ITEMS_SHOWN ? <p className="mt-1.5 text-xs text-fg-subtle">+{order.items.length - ITEMS_SHOWN} more</p> : null}
                  </section>
                  <dl className="min-w-0">
                    <Detail label="Ship to">
                      <address className="not-italic leading-6">
                        <span className="font-medium">{order.address.name}</span>
                        <br />
                        {order.address.line1}
                        {order.address.line2 ? (
                          <>
                            <br />
                            {order.address.line2}
                          </>
                        ) : null}
                        <br />
                        {[order.address.postcode, order.address.city, order.address.region].filter(Boolean).join(' ')}
                        <br />
                        {countryName(order.address.country)}
                        <br />
                        <span className="text-fg-muted tabular-nums">{order.address.phone}</span>
                      </address>
                    </Detail>
                  </dl>
                  <dl className="flex min-w-0 flex-col gap-3">
                    {order.trackingNumber ? (
                      <>
                        <Detail label="Carrier">{order.carrier}</Detail>
                        <Detail label="Tracking number">
                          <span className="font-mono">{order.trackingNumber}</span>
                        </Detail>
                        {order.trackingUrl ? (
                          <Detail label="Tracking link">
                            <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="break-all text-cool hover:underline">
                              {order.trackingUrl}
                            </a>
                          </Detail>
                        ) : null}
                      </>
                    ) : (
                      <Detail label="Tracking">
                        <span className="text-fg-muted">{order.status === 'cancelled' ? 'Cancelled before shipping.' : 'Added when the order ships.'}</span>
                      </Detail>
                    )}
                    <Detail label="Last change">{whenUtc(order.updatedAt)}</Detail>
                  </dl>
                </div>
                {moves.length > 0 ? (
                  <div className="flex flex-wrap justify-end gap-2 border-t border-line/60 pt-3">
                    {moves.map((next) =>
                      next === 'cancelled' ? (
                        <Button key={next} size="sm" variant="outline" aria-label={`Cancel ${name}'s order`} onClick={() => setCancelling(order)}>
                          {SHIPPING_MOVE_LABELS.cancelled}…
                        </Button>
                      ) : next === 'shipped' ? (
                        <Button key={next} size="sm" variant="secondary" onClick={() => setShipping(order)}>
                          <PackageIcon className="size-4" />
                          {SHIPPING_MOVE_LABELS.shipped}…
                        </Button>
                      ) : next === 'processing' || next === 'delivered' ? (
                        <Button
                          key={next}
                          size="sm"
                          variant="secondary"
                          loading={update.isPending && update.variables?.id === order.id && update.variables.update.status === next}
                          onClick={() => move(order, next)}
                        >
                          {SHIPPING_MOVE_LABELS[next]}
                        </Button>
                      ) : null,
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </ListBody>
      {shipping ? <ShipDialog order={shipping} onClose={() => setShipping(null)} /> : null}
      <ReasonDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title="Cancel order"
        description={
          cancelling
            ? `The ${cancelling.items.length === 1 ? 'item goes' : `${cancelling.items.length} items go`} back to ${displayName(cancelling.userName)}'s inventory${cancelling.feeCents > 0 ? ` and the ${formatCents(cancelling.feeCents)} fee is refunded` : ''}.`
            : undefined
        }
        confirmLabel="Cancel order"
        placeholder="e.g. We cannot ship to this address"
        pending={update.isPending}
        onConfirm={async (reason) => {
          if (!cancelling) return;
          await update.mutateAsync({ id: cancelling.id, update: { status: 'cancelled', reason } });
          toast.success(`${displayName(cancelling.userName)}'s order is cancelled.`);
        }}
      />
    </Card>
  );
}

/** The Shipped form: the carrier and tracking number the player will see, and the tracking link if there is one. */
function ShipDialog({ order, onClose }: { order: AdminShippingOrder; onClose: () => void }) {
  const id = useId();
  const update = useUpdateShippingOrder();
  const [form, setForm] = useState({ carrier: '', trackingNumber: '', trackingUrl: '' });
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkShipped(form);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    update.mutate(
      { id: order.id, update: checked.value },
      {
        onSuccess: () => {
          toast.success(`${displayName(order.userName)}'s order is shipped with ${checked.value.carrier}.`);
          onClose();
        },
        onError: (failure) => setError(readableError(failure)),
      },
    );
  }

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm({ ...form, [key]: event.target.value });
    setError(null);
  };
  return (
    <Modal
      open
      onClose={onClose}
      title="Mark shipped"
      description={`${order.items.length} ${order.items.length === 1 ? 'item' : 'items'} to ${order.address.name}, ${order.address.city}. The player sees the carrier and tracking on /shipping.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit" form={`${id}-form`} variant="secondary" loading={update.isPending}>
            Mark shipped
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label="Carrier" htmlFor={`${id}-carrier`}>
          <Input id={`${id}-carrier`} value={form.carrier} maxLength={60} onChange={set('carrier')} placeholder="e.g. DHL Express" autoComplete="off" />
        </Field>
        <Field label="Tracking number" htmlFor={`${id}-number`}>
          <Input id={`${id}-number`} value={form.trackingNumber} maxLength={60} onChange={set('trackingNumber')} placeholder="e.g. 1Z999AA10123456784" autoComplete="off" className="font-mono" />
        </Field>
        <Field label="Tracking link (optional)" htmlFor={`${id}-url`} hint="The carrier's page for this parcel, starting with https://.">
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={form.trackingUrl}
            maxLength={500}
            onChange={set('trackingUrl')}
            placeholder="https://"
            autoComplete="off"
            aria-describedby={`${id}-url-hint`}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
