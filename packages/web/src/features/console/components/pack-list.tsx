import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PackageIcon, PlusIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Pager } from '../../../components/ui/pager';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import { editPackHref, newPackHref, PACKS_PAGE_SIZE, type AdminPackSummary, type PackListKind } from '../pack-api';
import { useAdminPacks } from '../requests/get-admin-packs';
import { PackKindBadge } from './pack-kind-badge';
import { PackThumb } from './pack-thumb';

/** The columns the header and every row share (from md up). */
const COLUMNS = 'md:grid md:grid-cols-[minmax(0,1fr)_7rem_4.5rem_5rem_4.5rem] md:items-center md:gap-4';

const TITLES: Record<PackListKind, string> = { any: 'Listed packs', official: 'Official packs', level: 'Level cases' };

const EMPTY: Record<PackListKind, { title: string; description: string }> = {
  any: {
    title: 'No packs listed',
    description: 'Make one from items of the catalogue: pick at least two, set their chances to total 100 %, and the price follows.',
  },
  official: {
    title: 'No official packs listed',
    description: 'Make one from items of the catalogue: pick at least two, set their chances to total 100 %, and the price follows.',
  },
  level: {
    title: 'No level cases listed',
    description: 'Each tier of levels has one free case. Make one from items of the catalogue, with chances totalling 100 %.',
  },
};

/**
 * The listed official packs and level cases (`kind` narrows), newest first (level cases alone: by
 * tier), 24 a page with Prev and Next. A level case is marked with its tier and is never sold.
 */
export function PackList({ kind, page, onPage }: { kind: PackListKind; page: number; onPage: (page: number) => void }) {
  const offset = (page - 1) * PACKS_PAGE_SIZE;
  const packs = useAdminPacks(kind, offset);
  const rows = packs.data?.packs ?? [];
  const total = packs.data?.total ?? null;
  const empty = EMPTY[kind];

  return (
    <Card className="overflow-hidden">
      <CardHeader
        title={TITLES[kind]}
        icon={<PackageIcon className="size-4 text-cool" />}
        extra={total !== null ? <span className="text-xs font-medium text-fg-subtle tabular-nums">{total.toLocaleString('en-US')} listed</span> : null}
      />
      <div
        aria-hidden="true"
        className={cn('hidden border-b border-line bg-ink-950/40 px-5 py-2.5 text-[11px] font-semibold tracking-wider text-fg-subtle uppercase', rows.length > 0 && COLUMNS)}
      >
        <span>Pack</span>
        <span className="text-right">Price</span>
        <span className="text-right">Items</span>
        <span className="text-right">Opens</span>
        <span className="text-right">Actions</span>
      </div>
      {packs.isPending ? (
        <SkeletonRows
          label="Loading packs"
          count={6}
          thumbClassName="size-12"
          titleClassName="w-36"
          lineClassName="w-24"
          trailingClassName="h-8 w-14"
        />
      ) : packs.isError ? (
        <LoadError title="We could not load the packs" description={readableError(packs.error)} query={packs} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<PackageIcon />}
          title={page > 1 ? 'No packs on this page' : empty.title}
          description={empty.description}
          action={
            <ButtonLink to={newPackHref(kind === 'level' ? 'level' : 'official')} variant="secondary" icon={<PlusIcon className="size-4.5" />}>
              {kind === 'level' ? 'New level case' : 'New pack'}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <ul aria-label={TITLES[kind]} className={cn('divide-y divide-line transition-opacity', packs.isPlaceholderData && 'opacity-60')}>
            {rows.map((pack) => (
              <PackRow key={pack.id} pack={pack} listKind={kind} />
            ))}
          </ul>
          <Pager
            offset={offset}
            pageSize={PACKS_PAGE_SIZE}
            shown={rows.length}
            total={total ?? 0}
            busy={packs.isFetching}
            onOffset={(next) => onPage(next / PACKS_PAGE_SIZE + 1)}
          />
        </>
      )}
    </Card>
  );
}

function PackRow({ pack, listKind }: { pack: AdminPackSummary; listKind: PackListKind }) {
  const levelCase = pack.kind === 'level';
  return (
    <li className={cn('flex items-center gap-3 px-4 py-3 sm:px-5', COLUMNS)}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PackThumb src={pack.thumbUrl} />
        <div className="min-w-0">
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-semibold text-fg">{pack.name}</span>
            {levelCase ? <PackKindBadge kind="level" levelTier={pack.levelTier} className="shrink-0" /> : null}
          </p>
          <p className="text-xs text-fg-subtle">
            <span className="md:hidden">
              <PackPrice pack={pack} className="font-semibold" /> · {pack.itemCount} items · {pack.opensCount.toLocaleString('en-US')} opens
            </span>
            <span className="hidden font-mono md:inline">{pack.id.slice(0, 8)}</span>
          </p>
        </div>
      </div>
      <PackPrice pack={pack} className="hidden text-right text-sm font-bold md:block" />
      <span className="hidden text-right text-sm text-fg-muted tabular-nums md:block">{pack.itemCount}</span>
      <span className="hidden text-right text-sm text-fg-muted tabular-nums md:block">{pack.opensCount.toLocaleString('en-US')}</span>
      <div className="flex justify-end">
        <Link
          to={editPackHref(pack.id, listKind)}
          aria-label={`Edit ${pack.name}`}
          className="inline-flex h-8 items-center rounded-xl bg-ink-800/60 px-3 text-sm font-semibold text-fg ring-1 ring-line-strong ring-inset transition-colors hover:bg-ink-700 hover:ring-ink-500"
        >
          Edit
        </Link>
      </div>
    </li>
  );
}

/** An official pack's price; a level case is never sold (its stored price is for the record only). */
function PackPrice({ pack, className }: { pack: AdminPackSummary; className: string }) {
  if (pack.kind === 'level') return <span className={cn('text-fg-muted', className)}>Free</span>;
  return <Money cents={pack.priceCents} className={cn('text-accent', className)} />;
}
