import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ImageIcon, PackageIcon, PlusIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import type { Admin } from '../api';
import { useSignedInAdmin } from '../components/admin-frame';
import { AddItemModal } from '../components/add-item-modal';
import { AuditPanel } from '../components/audit-panel';
import { ITEM_COLUMNS, ItemRow } from '../components/item-row';
import { PacksScreen } from '../components/packs-screen';
import { useAdminItems } from '../requests/get-items';
import { LoadMore } from '../../../components/ui/load-more';

/**
 * /adminitems: the catalogue of items, each row viewing or editing; ?tab=packs: the official
 * packs. Behind AdminGuard, as every console page (and the server checks every call).
 */
export function AdminItemsPage() {
  const admin = useSignedInAdmin();
  const [params] = useSearchParams();
  if (params.get('tab') === 'packs') return <PacksScreen admin={admin} />;
  return <ItemsScreen admin={admin} />;
}

function ItemsScreen({ admin }: { admin: Admin }) {
  const items = useAdminItems();
  const [adding, setAdding] = useState(false);
  const rows = items.data?.pages.flatMap((page) => page.items) ?? [];
  const total = items.data?.pages[0]?.total ?? null;

  return (
    <Page>
      <PageHeader
        title="Item List"
        eyebrow={<Badge tone="danger">Admin</Badge>}
        description={
          <>
            Every item that can drop from a pack. Signed in as <span className="font-semibold text-fg">{admin.email}</span>.
          </>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              <PlusIcon className="size-4.5" />
              Add item
            </Button>
          </>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="overflow-hidden">
          <CardHeader
            title="Items"
            icon={<PackageIcon className="size-4 text-cool" />}
            extra={total !== null ? <span className="text-xs font-medium text-fg-subtle tabular-nums">{total.toLocaleString('en-US')} in total</span> : null}
          />
          <div
            aria-hidden="true"
            className={cn(
              'hidden border-b border-line bg-ink-950/40 px-5 py-2.5 text-[11px] font-semibold tracking-wider text-fg-subtle uppercase',
              rows.length > 0 && ITEM_COLUMNS,
            )}
          >
            <span>Item</span>
            <span>Value</span>
            <span>Updated</span>
            <span className="text-right">Actions</span>
          </div>
          {items.isPending ? (
            <SkeletonRows
              label="Loading items"
              count={6}
              thumbClassName="size-12"
              titleClassName="w-40"
              lineClassName="w-16"
              trailingClassName="h-8 w-14"
            />
          ) : items.isError ? (
            <LoadError title="We could not load the items" description={readableError(items.error)} query={items} />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<ImageIcon />}
              title="No items yet"
              description="Add the first item: a name, its value in dollars and an image."
              action={
                <Button variant="secondary" onClick={() => setAdding(true)}>
                  <PlusIcon className="size-4.5" />
                  Add item
                </Button>
              }
            />
          ) : (
            <>
              <ul aria-label="Items" className="divide-y divide-line">
                {rows.map((item) => (
                  <ItemRow key={item.id} item={item} />
                ))}
              </ul>
              <LoadMore list={items} />
            </>
          )}
        </Card>

        <div className="order-first lg:sticky lg:top-24 lg:order-none">
          <AuditPanel items={rows} />
        </div>
      </div>

      <AddItemModal open={adding} onClose={() => setAdding(false)} nextNumber={total !== null ? total + 1 : null} />
    </Page>
  );
}
