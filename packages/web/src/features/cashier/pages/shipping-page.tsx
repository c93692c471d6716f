import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon, TruckIcon, WalletIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { formatCents } from '@lootforge/core/money';
import type { ShippingOrder } from '../api';
import { NewShipment } from '../components/new-shipment';
import { orderNumber, ShippingOrderCard } from '../components/shipping-order-card';
import { useCancelShippingOrder } from '../requests/cancel-shipping-order';
import { useShipping } from '../requests/get-shipping';
import { itemsFromQuery } from '../shipping-quote';
import { useLiveCashier } from '../use-live-cashier';

/**
 * /shipping (DESIGN §19): the player's orders with their status, items, fee, address and tracking,
 * Cancel while requested; and a new order, opened from the wallet's inventory ("Ship", which
 * brings the chosen items as `?items=`) or from here.
 */
export function ShippingPage() {
  useLiveCashier();
  const shipping = useShipping();
  const cancel = useCancelShippingOrder();
  const [params, setParams] = useSearchParams();
  const composing = params.has('items');
  const [confirming, setConfirming] = useState<ShippingOrder | null>(null);

  function setComposing(open: boolean) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('items', '');
        else next.delete('items');
        return next;
      },
      { replace: true },
    );
  }

  function confirmCancel() {
    if (!confirming) return;
    cancel.mutate(confirming.id, {
      onSuccess: ({ order }) => {
        toast.success(order.feeCents > 0 ? `Order cancelled: your items are back and the ${formatCents(order.feeCents)} fee was refunded.` : 'Order cancelled: your items are back in your inventory.');
        setConfirming(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setConfirming(null);
      },
    });
  }

  const orders = shipping.data?.orders ?? [];
  return (
    <Page>
      <PageHeader
        title="Shipping"
        description="Have the items you unbox sent to your door. Choose them, give an address, and follow each order to delivery."
        actions={
          <>
            <ButtonLink to="/wallet#inventory" variant="ghost" icon={<WalletIcon className="size-4.5" />}>
              Inventory
            </ButtonLink>
            {!composing ? (
              <Button onClick={() => setComposing(true)} disabled={!shipping.data}>
                <TruckIcon className="size-4.5" />
                Ship items
              </Button>
            ) : null}
          </>
        }
      />

      {shipping.isError ? (
        <Card>
          <LoadError title="We could not load your shipping" description={shipping.error.message} query={shipping} />
        </Card>
      ) : !shipping.data ? (
        <div role="status" aria-label="Loading your orders" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-80 rounded-card" />
          <Skeleton className="h-80 rounded-card" />
        </div>
      ) : (
        <>
          {composing ? <NewShipment rules={shipping.data.rules} initialIds={itemsFromQuery(params.get('items'))} onDone={() => setComposing(false)} /> : null}
          <section aria-labelledby="shipping-orders" className="flex flex-col gap-4">
            <h2 id="shipping-orders" className="text-lg font-bold text-fg">
              Your orders
            </h2>
            {orders.length === 0 ? (
              <Card>
                <EmptyState
                  icon={<TruckIcon />}
                  title="No orders yet"
                  description={`Ship items worth ${formatCents(shipping.data.rules.minValueCents)} or more; the ${formatCents(shipping.data.rules.feeCents)} fee is waived from ${formatCents(shipping.data.rules.freeFromCents)}.`}
                  action={
                    composing ? undefined : (
                      <Button onClick={() => setComposing(true)}>
                        <TruckIcon className="size-4.5" />
                        Ship items
                      </Button>
                    )
                  }
                  link={{ to: '/packs', label: 'Open packs' }}
                />
              </Card>
            ) : (
              <ul aria-label="Shipping orders" className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
                {orders.map((order) => (
                  <li key={order.id}>
                    <ShippingOrderCard order={order} onCancel={setConfirming} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Cancel this order?"
        description={confirming ? `Order ${orderNumber(confirming.id)}, ${confirming.items.length} ${confirming.items.length === 1 ? 'item' : 'items'}.` : undefined}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={confirmCancel}>
              Cancel order
            </Button>
          </>
        }
      >
        <p className="flex items-start gap-3 text-sm leading-6 text-fg-muted">
          <PackageIcon className="mt-0.5 size-5 shrink-0 text-cool" />
          <span>
            The items go back to your inventory
            {confirming && confirming.feeCents > 0 ? ` and the ${formatCents(confirming.feeCents)} fee comes back to your balance` : ''}.
          </span>
        </p>
      </Modal>
    </Page>
  );
}
