import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import type { Admin } from '../api';
import { useAdminItems } from '../requests/get-items';
import { useAdminPacks } from '../requests/get-admin-packs';
import { newPackHref, PACKS_PAGE_SIZE, type PackListKind } from '../pack-api';
import { AuditPanel } from './audit-panel';
import { PackEditor } from './pack-editor';
import { PackList } from './pack-list';

const KIND_TABS: ReadonlyArray<TabItem<PackListKind>> = [
  { id: 'any', label: 'All' },
  { id: 'official', label: 'Official packs' },
  { id: 'level', label: 'Level cases' },
];

function kindOf(value: string | null): PackListKind {
  return value === 'official' || value === 'level' ? value : 'any';
}

/**
 * /adminitems?tab=packs: the listed official packs and level cases (`&kind=official|level`
 * narrows), newest first, with paging; `&pack=new` makes one (`&kind=level`: a level case to
 * start with), `&pack=<id>` edits one (listed or hidden), so every pack has an address an admin
 * can return to.
 */
export function PacksScreen({ admin }: { admin: Admin }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const editing = params.get('pack');
  const kind = kindOf(params.get('kind'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The audit panel names items and packs by what the lists already hold.
  const items = useAdminItems();
  const packs = useAdminPacks(kind, (page - 1) * PACKS_PAGE_SIZE);

  function showList(nextPage = page, nextKind = kind) {
    const next = new URLSearchParams({ tab: 'packs' });
    if (nextKind !== 'any') next.set('kind', nextKind);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { preventScrollReset: editing === null });
  }

  return (
    <Page>
      <PageHeader
        title="Pack List"
        eyebrow={<Badge tone="danger">Admin</Badge>}
        description={
          <>
            Official packs and the free level cases, one per tier: their items, drop chances and price. Signed in as{' '}
            <span className="font-semibold text-fg">{admin.email}</span>.
          </>
        }
        actions={
          <>
            {editing === null ? (
              <ButtonLink to={newPackHref(kind === 'level' ? 'level' : 'official')} variant="secondary" icon={<PlusIcon className="size-4.5" />}>
                {kind === 'level' ? 'New level case' : 'New pack'}
              </ButtonLink>
            ) : null}
          </>
        }
      />

      {editing !== null ? (
        <PackEditor key={editing} packId={editing === 'new' ? null : editing} newKind={kind === 'level' ? 'level' : 'official'} onDone={() => showList()} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-3">
            <Tabs items={KIND_TABS} active={kind} onChange={(next) => showList(1, next)} idPrefix={id} label="Packs to show" className="self-start" />
            <div id={`${id}-panel-${kind}`} role="tabpanel" aria-labelledby={`${id}-tab-${kind}`} className="min-w-0">
              <PackList kind={kind} page={page} onPage={(next) => showList(next)} />
            </div>
            <p className="px-1 text-xs leading-5 text-fg-subtle">
              A hidden pack leaves this list, the marketplace and search. Open it again from Recent changes to list it back.
            </p>
          </div>
          <div className="order-first lg:sticky lg:top-24 lg:order-none">
            <AuditPanel items={items.data?.pages.flatMap((p) => p.items) ?? []} packs={packs.data?.packs ?? []} />
          </div>
        </div>
      )}
    </Page>
  );
}
