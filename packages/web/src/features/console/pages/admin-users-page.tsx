import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchIcon, UsersIcon } from '../../../components/ui/icons';
import { Input, Label } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';
import { readableError } from '../../../lib/readable-error';
import { useAdminUsers } from '../console-api';
import { TableHead } from '../../../components/ui/table-head';
import { LoadMore } from '../../../components/ui/load-more';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** /adminusers?q=: find a player by name, phone, e-mail or id (DESIGN §17), newest first without a query. */
export function AdminUsersPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const users = useAdminUsers(q);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {}, { replace: true });
  }

  return (
    <Page>
      <PageHeader title="Users" description="Find a player by name, phone, e-mail or id; open them to see their money, play and sessions." />
      <form role="search" aria-label="Find a player" onSubmit={onSubmit} className="flex max-w-2xl items-center gap-2">
        <Label htmlFor={`${id}-q`} className="sr-only">
          Name, phone, e-mail or id
        </Label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-fg-subtle" />
          <Input id={`${id}-q`} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Name, phone, e-mail or id" className="pl-10" maxLength={100} autoComplete="off" />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      <Card className="overflow-hidden">
        {users.isError ? (
          <LoadError title="The players could not be loaded" description={readableError(users.error)} query={users} />
        ) : users.isPending ? (
          <SkeletonRows label="Loading players" count={6} thumbClassName="size-8 rounded-full" titleClassName="h-4 w-40" lineClassName="h-3 w-24" trailingClassName="h-4 w-16" />
        ) : rows.length === 0 ? (
          <EmptyState icon={<UsersIcon />} title={q ? `No player matches “${q}”` : 'No players yet'} description="Try part of a name, the last digits of a phone number, or an e-mail." />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Players{q ? ` matching “${q}”` : ''}</caption>
              <TableHead columns={[{ label: 'Player', className: 'px-4 py-3 sm:px-5' }, { label: 'Phone' }, { label: 'E-mail' }, { label: 'Balance', className: 'px-4 py-3 text-right' }, { label: 'Joined', className: 'px-4 py-3 sm:px-5' }]} />
              <tbody className="divide-y divide-line">
                {rows.map((user) => (
                  <tr key={user.id} className="transition-colors hover:bg-ink-800/60">
                    <td className="px-4 py-3 sm:px-5">
                      <Link to={`/adminusers/${user.id}`} className="font-semibold text-cool hover:underline">
                        {user.userName ?? 'Unfinished sign-up'}
                      </Link>
                      {user.suspended ? (
                        <Badge tone="danger" className="ml-2">
                          Suspended
                        </Badge>
                      ) : null}
                    </td>
                    <td className="px-4 py-3 text-fg-muted tabular-nums">{user.phone ?? '—'}</td>
                    <td className="max-w-[14rem] truncate px-4 py-3 text-fg-muted">{user.email ?? '—'}</td>
                    <td className="px-4 py-3 text-right font-semibold">
                      <Money cents={user.balanceCents} />
                    </td>
                    <td className="px-4 py-3 text-fg-muted sm:px-5">{dateOf(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore list={users} />
      </Card>
    </Page>
  );
}
