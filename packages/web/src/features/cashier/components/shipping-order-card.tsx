import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ExternalLinkIcon, MapPinIcon, TruckIcon } from '../../../components/ui/icons';
import { ItemThumb } from '../../../components/ui/item-thumb';
import { Money } from '../../../components/ui/money';
import { shippingLook } from '../../../lib/cashier-status';
import { cn } from '../../../lib/cn';
import { allCountries } from '../../../lib/countries';
import { formatLongDate } from '../../../lib/format-date';
import type { ShippingOrder } from '../api';
import { addressLines } from '../shipping-address';
import { groupItems } from '../shipping-quote';
import { StatusBadge } from './status-badge';

/** Lines of items shown before "Show more". */
const FEW = 4;
const STAGES = ['requested', 'processing', 'shipped', 'delivered'] as const;
const STAGE_LABELS = { requested: 'Requested', processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered' } as const;

const countryName = (code: string) => allCountries().find((country) => country.code === code)?.name ?? code;

/** "Order 3F2A9C01": the start of its id, enough to tell orders apart and to quote to support. */
export const orderNumber = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

/**
 * One shipping order: its status and how far along it is, the items and what they are worth, the
 * fee, the address, the carrier and tracking once shipped, and Cancel while it is still requested.
 */
export function ShippingOrderCard({ order, onCancel }: { order: ShippingOrder; onCancel: (order: ShippingOrder) => void }) {
  const reached = STAGES.indexOf(order.status as (typeof STAGES)[number]);
  const cancelled = order.status === 'cancelled';
  const [showAll, setShowAll] = useState(false);
  const groups = groupItems(order.items);
  const shownGroups = showAll ? groups : groups.slice(0, FEW);
  return (
    <Card data-testid="shipping-order" data-order-status={order.status} className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 className="text-sm font-bold text-fg">Order {orderNumber(order.id)}</h3>
          <p className="text-xs text-fg-subtle">
            {order.items.length} {order.items.length === 1 ? 'item' : 'items'} · <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
          </p>
        </div>
        <StatusBadge look={shippingLook(order.status)} />
      </div>

      <div className="flex flex-1 flex-col gap-4 px-4 py-4 sm:px-5">
        {cancelled ? (
          <p className="text-xs leading-5 text-fg-subtle">Cancelled: the items went back to your inventory{order.feeCents > 0 ? ' and the fee was refunded' : ''}.</p>
        ) : (
          <ol aria-label="Progress" className="grid grid-cols-4 gap-1.5">
            {STAGES.map((stage, index) => (
              <li key={stage} aria-current={index === reached ? 'step' : undefined} className="flex flex-col gap-1.5">
                <span className={cn('h-1.5 rounded-full', index <= reached ? 'bg-cool' : 'bg-ink-700')} />
                <span className={cn('truncate text-[11px] font-medium', index <= reached ? 'text-fg-muted' : 'text-fg-subtle')}>{STAGE_LABELS[stage]}</span>
              </li>
            ))}
          </ol>
        )}

        <div>
          <ul aria-label="Items" className="flex flex-col gap-2">
            {shownGroups.map((group) => (
              <li key={group.key} className="flex items-center gap-3">
                <ItemThumb src={group.first.thumbUrl} valueCents={group.valueCents} name="" className="size-10" />
                <span className="min-w-0 flex-1 truncate text-sm text-fg">
                  {group.count > 1 ? <span className="mr-1.5 font-bold text-fg-muted tabular-nums">{group.count}×</span> : null}
                  {group.name}
                </span>
                <Money cents={group.valueCents * group.count} className="shrink-0 text-sm font-semibold text-fg-muted" />
              </li>
            ))}
          </ul>
          {groups.length > FEW ? (
            <button type="button" aria-expanded={showAll} onClick={() => setShowAll(!showAll)} className="mt-2 text-xs font-semibold text-cool hover:text-cool-hover">
              {showAll ? 'Show fewer' : `Show ${groups.length - FEW} more`}
            </button>
          ) : null}
        </div>

        <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-ink-950/40 px-3.5 py-2.5 text-sm">
          <div>
            <dt className="text-xs text-fg-subtle">Items value</dt>
            <dd className="font-bold text-fg">
              <Money cents={order.itemsValueCents} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-fg-subtle">Shipping fee</dt>
            <dd className={cn('font-bold', order.feeCents === 0 ? 'text-success' : 'text-fg')} data-testid="order-fee">
              {order.feeCents === 0 ? (
                'Free'
              ) : (
                <>
                  <Money cents={order.feeCents} />
                  {cancelled ? <span className="ml-1.5 text-xs font-medium text-success">refunded</span> : null}
                </>
              )}
            </dd>
          </div>
        </dl>

        <div className="flex items-start gap-2.5 text-sm">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-fg-subtle" />
          <address className="min-w-0 leading-5 text-fg-muted not-italic">
            {addressLines(order.address, countryName).map((line, index) => (
              <span key={index} className={cn('block break-words', index === 0 && 'font-semibold text-fg')}>
                {line}
              </span>
            ))}
            <span className="block text-xs text-fg-subtle">{order.address.phone}</span>
          </address>
        </div>

        {order.carrier || order.trackingNumber ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-cool-strong/30 bg-cool-strong/8 px-3.5 py-2.5 text-sm" data-testid="tracking">
            <TruckIcon className="size-4.5 shrink-0 text-[#a5b4fc]" />
            <span className="min-w-0 flex-1">
              <span className="font-semibold text-fg">{order.carrier}</span>
              {order.trackingNumber ? <span className="ml-2 font-mono text-xs break-all text-fg-muted">{order.trackingNumber}</span> : null}
            </span>
            {order.trackingUrl ? (
              <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer" className="flex items-center gap-1 text-sm font-semibold text-cool hover:text-cool-hover">
                Track parcel
                <ExternalLinkIcon className="size-3.5" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>

      {order.status === 'requested' ? (
        <div className="border-t border-line px-4 py-3 sm:px-5">
          <Button variant="outline" size="sm" className="w-full sm:w-auto" onClick={() => onCancel(order)}>
            <span className="text-danger">Cancel order</span>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
