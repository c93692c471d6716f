import { useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import type { Admin } from '../api';
import { useAdminItems } from '../requests/get-items';
import { useOfficialPacks } from '../requests/get-official-packs';
import { PACKS_PAGE_SIZE } from '../pack-api';
import { AuditPanel } from './audit-panel';
import { PackEditor } from './pack-editor';
import { PackList } from './pack-list';

/**
 * /adminitems?tab=packs: the official packs, newest first, with paging; `&pack=new` makes one,
 * `&pack=<id>` edits one (listed or hidden), so every pack has an address an admin can return to.
 */
export function PacksScreen({ admin }: { admin: Admin }) {
  const [params, setParams] = useSearchParams();
  const editing = params.get('pack');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The audit panel names items and packs by what the lists already hold.
  const items = useAdminItems();
  const packs = useOfficialPacks((page - 1) * PACKS_PAGE_SIZE);

  function showList(nextPage = page) {
    const next = new URLSearchParams({ tab: 'packs' });
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
            Official packs: their items, drop chances and price. Signed in as <span className="font-semibold text-fg">{admin.email}</span>.
          </>
        }
        actions={
          <>
            {editing === null ? (
              <ButtonLink to="/adminitems?tab=packs&pack=new" variant="secondary" icon={<PlusIcon className="size-4.5" />}>
                New pack
              </ButtonLink>
            ) : null}
          </>
        }
      />

      {editing !== null ? (
        <PackEditor key={editing} packId={editing === 'new' ? null : editing} onDone={() => showList()} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-3">
            <PackList page={page} onPage={showList} />
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
