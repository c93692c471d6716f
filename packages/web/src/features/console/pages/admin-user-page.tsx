import { formatPercent } from '@lootforge/core/upgrader';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatCents, parseDollars } from '@lootforge/core/money';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowLeftIcon, ShieldIcon } from '../../../components/ui/icons';
import { DollarInput, Field, Textarea } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Money } from '../../../components/ui/money';
import { Page } from '../../../components/ui/page';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { readableError } from '../../../lib/readable-error';
import { TransactionRow } from '../../wallet/components/transaction-row';
import { useAdjustBalance, useAdminUser, useAdminUserTransactions, useSuspension, type AdminUserDetail } from '../console-api';
import { TableScroll } from '../../../components/ui/table-scroll';
import { TableHead } from '../../../components/ui/table-head';
import { LoadMore } from '../../../components/ui/load-more';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** /adminusers/:userId: one player as an operator needs them (DESIGN §17), with adjustments and suspension. */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  if (user.isPending) {
    return (
      <Page className="items-center py-24">
        <Spinner size="lg" label="Loading the player" className="text-cool" />
      </Page>
    );
  }
  if (user.isError) {
    return (
      <Page>
        <BackLink />
        <Card>
          <LoadError title="This player could not be loaded" description={readableError(user.error)} query={user} />
        </Card>
      </Page>
    );
  }
  const detail = user.data;
  const name = detail.user.userName ?? 'Unfinished sign-up';
  return (
    <Page>
      <BackLink />
      <PageHeader
        title={name}
        documentTitle={`${name} · Users`}
        eyebrow={detail.user.suspendedAt ? <Badge tone="danger">Suspended</Badge> : <Badge tone="success">Active</Badge>}
        description={
          <>
            {[detail.user.phone, detail.user.email].filter(Boolean).join(' · ') || 'No phone or e-mail'} · joined {when(detail.user.createdAt)} · id{' '}
            <span className="font-mono text-xs">{detail.user.id}</span>
          </>
        }
      />
      <dl aria-label="Money and play" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        <Figure label="Balance" value={<Money cents={detail.balanceCents} className="text-accent" />} />
        <Figure label="Wagered, all time" value={<Money cents={detail.wager.lifetimeCents} />} />
        <Figure label="Wagered, 30 days" value={<Money cents={detail.wager.last30DaysCents} />} />
        <Figure label="Net result" value={<Money cents={detail.netResultCents} signed className={detail.netResultCents >= 0 ? 'text-success' : 'text-danger'} />} />
        <Figure label="Items held" value={<Money cents={detail.inventoryValueCents} />} />
        <Figure
          label="Free cases"
          value={
            <span className="text-fg" data-free-cases={detail.freeCases.opened}>
              {detail.freeCases.opened} · <Money cents={detail.freeCases.valueCents} />
            </span>
          }
        />
        <Figure label="Referred" value={<span className="text-fg">{detail.referrals.count}</span>} />
      </dl>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Transactions userId={detail.user.id} />
          <Battles detail={detail} />
          <Opens detail={detail} />
          <Upgrades detail={detail} />
        </div>
        <aside className="flex flex-col gap-6" aria-label="Actions and account">
          <AdjustCard userId={detail.user.id} balanceCents={detail.balanceCents} />
          <SuspendCard detail={detail} />
          <Card>
            <CardHeader title="Play limits" icon={<ShieldIcon className="size-4 text-cool" />} />
            <div className="p-4 sm:p-5">
              <p className="text-sm text-fg-muted">Their wager limits, breaks and self-exclusion; a permanent exclusion can be lifted there.</p>
              <ButtonLink to={`/adminplayerlimits?id=${detail.user.id}`} variant="outline" size="sm" className="mt-3">
                View limits
              </ButtonLink>
            </div>
          </Card>
          <Sessions detail={detail} />
          <Referrals detail={detail} />
        </aside>
      </div>
    </Page>
  );
}

function BackLink() {
  return (
    <Link to="/adminusers" className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-fg-muted hover:text-fg">
      <ArrowLeftIcon className="size-4" />
      Users
    </Link>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card className="px-4 py-3">
      <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{label}</dt>
      <dd className="mt-1 truncate text-lg font-extrabold tabular-nums">{value}</dd>
    </Card>
  );
}

function Transactions({ userId }: { userId: string }) {
  const transactions = useAdminUserTransactions(userId);
  const rows = transactions.data?.pages.flatMap((page) => page.transactions) ?? [];
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Transactions" />
      {transactions.isError ? (
        <LoadError compact title="The transactions could not be loaded" description={readableError(transactions.error)} query={transactions} />
      ) : transactions.isPending ? (
        <div className="p-6 text-center">
          <Spinner label="Loading transactions" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState compact title="No transactions yet" />
      ) : (
        <ul aria-label="Transactions" className="divide-y divide-line">
          {rows.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      )}
      <LoadMore list={transactions} />
    </Card>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <TableScroll label={caption}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={head.map((label, i) => ({ label, className: cn('px-4 py-2.5', i === 0 && 'sm:px-5', i > 0 && /Paid|Won|Price|Value|Wager/.test(label) && 'text-right') }))} />
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </TableScroll>
  );
}

function Battles({ detail }: { detail: AdminUserDetail }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Battles" extra={<span className="text-xs text-fg-subtle">latest {detail.battles.length}</span>} />
      {detail.battles.length === 0 ? (
        <EmptyState compact title="No battles yet" />
      ) : (
        <Table caption="Battles" head={['Battle', 'Mode', 'Status', 'Paid', 'Won']}>
          {detail.battles.map((battle) => (
            <tr key={battle.id}>
              <td className="px-4 py-2.5 sm:px-5">
                <Link to={`/allbattlesecondsec/${battle.id}`} className="font-mono text-xs text-cool hover:underline">
                  {battle.id.slice(0, 8)}
                </Link>
                <div className="text-xs text-fg-subtle">{when(battle.joinedAt)}</div>
              </td>
              <td className="px-4 py-2.5 text-fg-muted">{battle.mode.replace('_', ' ')}</td>
              <td className="px-4 py-2.5 text-fg-muted">{battle.status}</td>
              <td className="px-4 py-2.5 text-right">
                <Money cents={battle.paidCents} />
              </td>
              <td className="px-4 py-2.5 text-right">
                <Money cents={battle.wonCents} className={battle.wonCents > 0 ? 'text-success' : undefined} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

function Opens({ detail }: { detail: AdminUserDetail }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Pack opens" extra={<span className="text-xs text-fg-subtle">latest {detail.opens.length}</span>} />
      {detail.opens.length === 0 ? (
        <EmptyState compact title="No opens yet" />
      ) : (
        <Table caption="Pack opens" head={['Pack', 'Item', 'Price', 'Value']}>
          {detail.opens.map((open) => (
            <tr key={open.id}>
              <td className="px-4 py-2.5 sm:px-5">
                <span className="font-medium text-fg">{open.packName}</span>
                <div className="text-xs text-fg-subtle">{when(open.createdAt)}</div>
              </td>
              <td className="px-4 py-2.5 text-fg-muted">{open.itemName}</td>
              <td className="px-4 py-2.5 text-right">
                {open.priceCents === 0 ? <span className="text-fg-subtle">Free case</span> : <Money cents={open.priceCents} />}
              </td>
              <td className="px-4 py-2.5 text-right">
                <Money cents={open.itemValueCents} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

function Upgrades({ detail }: { detail: AdminUserDetail }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Upgrades" extra={<span className="text-xs text-fg-subtle">latest {detail.upgrades.length}</span>} />
      {detail.upgrades.length === 0 ? (
        <EmptyState compact title="No upgrades yet" />
      ) : (
        <Table caption="Upgrades" head={['Target', 'Chance', 'Staked', 'Result']}>
          {detail.upgrades.map((upgrade) => (
            <tr key={upgrade.id}>
              <td className="px-4 py-2.5 sm:px-5">
                <span className="font-medium text-fg">{upgrade.targetName}</span>
                <div className="text-xs text-fg-subtle">
                  <Money cents={upgrade.targetValueCents} /> · {when(upgrade.createdAt)}
                </div>
              </td>
              <td className="px-4 py-2.5 text-fg-muted">{formatPercent(upgrade.chancePpm)}</td>
              <td className="px-4 py-2.5 text-right">
                <Money cents={upgrade.stakeCents} />
              </td>
              <td className={upgrade.won ? 'px-4 py-2.5 text-right font-semibold text-success' : 'px-4 py-2.5 text-right text-fg-subtle'}>{upgrade.won ? 'Won' : 'Lost'}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

function Sessions({ detail }: { detail: AdminUserDetail }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Sessions" extra={<span className="text-xs text-fg-subtle">{detail.sessions.length} signed in</span>} />
      {detail.sessions.length === 0 ? (
        <EmptyState compact title="Not signed in anywhere" />
      ) : (
        <ul aria-label="Sessions" className="divide-y divide-line">
          {detail.sessions.map((session) => (
            <li key={session.createdAt} className="px-4 py-3 text-sm sm:px-5">
              <p className="font-medium text-fg">{session.ip ?? 'Unknown address'}</p>
              <p className="truncate text-xs text-fg-subtle">{session.userAgent ?? 'Unknown browser'}</p>
              <p className="text-xs text-fg-subtle">Since {when(session.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Referrals({ detail }: { detail: AdminUserDetail }) {
  const { referredBy, referralCode } = detail.user;
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Referrals" extra={referralCode ? <span className="font-mono text-xs text-fg-muted">{referralCode}</span> : null} />
      <div className="px-4 py-3 text-sm text-fg-muted sm:px-5">
        Referred by{' '}
        {referredBy ? (
          <Link to={`/adminusers/${referredBy.id}`} className="font-medium text-cool hover:underline">
            {referredBy.userName ?? referredBy.id.slice(0, 8)}
          </Link>
        ) : (
          'nobody'
        )}
        .
      </div>
      {detail.referrals.players.length > 0 ? (
        <ul aria-label="Players they referred" className="divide-y divide-line border-t border-line">
          {detail.referrals.players.map((player) => (
            <li key={player.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm sm:px-5">
              <Link to={`/adminusers/${player.id}`} className="truncate font-medium text-cool hover:underline">
                {player.userName ?? player.id.slice(0, 8)}
              </Link>
              <span className="text-xs text-fg-subtle">
                wagered <Money cents={player.wagerCents} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** A credit or a debit with a required reason; the server refuses a debit below zero in the ledger's words. */
function AdjustCard({ userId, balanceCents }: { userId: string; balanceCents: number }) {
  const id = useId();
  const adjust = useAdjustBalance(userId);
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null || cents <= 0) return setError('Enter an amount in dollars, like 50 or 12.50.');
    if (reason.trim().length < 3) return setError('Please give a reason (at least 3 characters).');
    setError(null);
    adjust.mutate(
      { amountCents: direction === 'credit' ? cents : -cents, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(`${answer.message} New balance ${formatCents(answer.balanceCents)}.`);
          setAmount('');
          setReason('');
        },
        onError: (failure) => setError(readableError(failure)),
      },
    );
  }

  return (
    <Card>
      <CardHeader title="Adjust balance" />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-4 sm:p-5">
        <div role="radiogroup" aria-label="Direction" className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-ink-950/50 p-1">
          {(['credit', 'debit'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={direction === value}
              onClick={() => setDirection(value)}
              className={cn('rounded-lg px-3 py-2 text-sm font-semibold capitalize transition-colors', direction === value ? 'bg-ink-700 text-fg ring-1 ring-line-strong' : 'text-fg-muted hover:text-fg')}
            >
              {value}
            </button>
          ))}
        </div>
        <Field label="Amount" htmlFor={`${id}-amount`} hint={`Balance now ${formatCents(balanceCents)}.`}>
          <DollarInput id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="0.00" />
        </Field>
        <Field label="Reason" htmlFor={`${id}-reason`} hint="Kept in the audit log with your name." error={error}>
          <Textarea id={`${id}-reason`} rows={2} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} placeholder="e.g. Goodwill credit for ticket #1234" />
        </Field>
        <Button type="submit" variant={direction === 'credit' ? 'primary' : 'danger'} loading={adjust.isPending}>
          {direction === 'credit' ? 'Credit' : 'Debit'} {amount && parseDollars(amount) ? formatCents(parseDollars(amount)!) : ''}
        </Button>
      </form>
    </Card>
  );
}

/** Suspend (sessions end at once, every paid action refused) or lift it, with a reason. */
function SuspendCard({ detail }: { detail: AdminUserDetail }) {
  const id = useId();
  const suspension = useSuspension(detail.user.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspended = detail.user.suspendedAt !== null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setError('Please give a reason (at least 3 characters).');
    setError(null);
    suspension.mutate(
      { action: suspended ? 'unsuspend' : 'suspend', reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setReason('');
        },
        onError: (failure) => setError(readableError(failure)),
      },
    );
  }

  return (
    <Card>
      <CardHeader title={suspended ? 'Suspended' : 'Suspend'} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-4 sm:p-5">
        <p className="text-sm text-fg-muted">
          {suspended ? (
            <>
              Since {when(detail.user.suspendedAt!)}: “{detail.user.suspensionReason}”. Lifting it lets them sign in and play again.
            </>
          ) : (
            'Ends their sessions at once (open pages are told), refuses sign-in and every paid action until lifted.'
          )}
        </p>
        <Field label="Reason" htmlFor={`${id}-reason`} error={error}>
          <Textarea id={`${id}-reason`} rows={2} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Button type="submit" variant={suspended ? 'secondary' : 'danger'} loading={suspension.isPending}>
          {suspended ? 'Lift suspension' : 'Suspend player'}
        </Button>
      </form>
    </Card>
  );
}
