/**
 * What the Cashier section's tabs share (DESIGN §19 "Console"): the status filter, a list's loading,
 * error and empty states, the money tables' frame and player cell, status badges, the player link,
 * the reason dialog.
 */
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DepositStatus, KycStatus, ShippingStatus, WithdrawalStatus } from '@lootforge/core/cashier';
import { Badge } from '../../../components/ui/badge';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Field, Select, Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { LoadError } from '../../../components/ui/load-error';
import { SkeletonRows } from '../../../components/ui/skeleton-rows';
import { Spinner } from '../../../components/ui/spinner';
import { TableHead, type TableColumn } from '../../../components/ui/table-head';
import { TableScroll } from '../../../components/ui/table-scroll';
import { consoleDepositLook, kycLook, shippingLook, withdrawalLook } from '../../../lib/cashier-status';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import { readableError } from '../../../lib/readable-error';
import { ageLabel, checkReason, isOverdue, type StatusFilter } from '../cashier-console';

/**
 * A table's last column, its row's actions: below lg, where the table scrolls sideways in its box,
 * it sticks to the right edge so Approve and Reject stay in view beside the player.
 */
export const ACTIONS_CELL = 'px-4 py-3 text-right sm:px-5 max-lg:sticky max-lg:right-0 max-lg:bg-ink-850 max-lg:shadow-[-12px_0_12px_-12px_rgb(0_0_0/0.7)]';

/** "Nov 22, 2026, 3:04 PM UTC": the console's times are UTC, as its days are. */
export const whenUtc = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

type StatusOf = { kind: 'withdrawal'; status: WithdrawalStatus } | { kind: 'deposit'; status: DepositStatus } | { kind: 'kyc'; status: KycStatus } | { kind: 'shipping'; status: ShippingStatus };

/** A status as a badge in its colour: waiting (warm), moving (cool), done (green), refused (red). */
export function StatusBadge(props: StatusOf & { className?: string }) {
  const look =
    props.kind === 'withdrawal'
      ? withdrawalLook(props.status)
      : props.kind === 'deposit'
        ? consoleDepositLook(props.status)
        : props.kind === 'kyc'
          ? kycLook(props.status)
          : shippingLook(props.status);
  return (
    <Badge tone={look.tone} className={cn('whitespace-nowrap', props.className)}>
      {look.label}
    </Badge>
  );
}

/** The player, linked to their page in the console. */
export function PlayerLink({ userId, userName, className }: { userId: string; userName: string | null; className?: string }) {
  return (
    <Link to={`/adminusers/${userId}`} className={cn('font-semibold text-cool hover:underline', className)}>
      {displayName(userName)}
    </Link>
  );
}

/** How long something has waited; a day or more in the warm colour, the exact time on hover. */
export function Age({ iso, nowMs }: { iso: string; nowMs: number }) {
  return (
    <time dateTime={iso} title={whenUtc(iso)} className={cn('whitespace-nowrap tabular-nums', isOverdue(iso, nowMs) ? 'font-semibold text-accent' : 'text-fg-muted')}>
      {ageLabel(iso, nowMs)}
    </time>
  );
}

/**
 * A list's toolbar: the status filter (every status, or all), what the list holds, and a
 * spinner while a refresh runs behind the rows already shown.
 */
export function StatusToolbar<T extends string>({
  value,
  statuses,
  labels,
  onChange,
  allLabel = 'All',
  summary,
  refreshing,
  children,
}: {
  value: StatusFilter<T>;
  statuses: readonly T[];
  labels: Record<T, string>;
  onChange: (status: StatusFilter<T>) => void;
  allLabel?: string;
  summary?: ReactNode;
  refreshing?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line px-4 py-3 sm:px-5">
      <div className="flex items-center gap-2.5">
        <label htmlFor={`${id}-status`} className="text-sm font-medium text-fg-muted">
          Status
        </label>
        <div className="w-44">
          <Select id={`${id}-status`} value={value} onChange={(event) => onChange(event.target.value as StatusFilter<T>)}>
            <option value="all">{allLabel}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {labels[status]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {summary ? <p className="text-sm text-fg-subtle tabular-nums">{summary}</p> : null}
      {refreshing ? <Spinner size="sm" label="Refreshing" className="text-fg-subtle" /> : null}
      {children ? <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

/**
 * A tab's list as it loads: what failed (with Try again), the skeleton rows, the empty state, or
 * the list itself. `name` is what the list holds: "The deposits could not be loaded", "Loading deposits".
 */
export function ListBody({
  query,
  name,
  skeleton,
  empty,
  children,
}: {
  query: { isError: boolean; error: unknown; isPending: boolean; isFetching: boolean; data?: readonly unknown[]; refetch: () => unknown };
  name: string;
  skeleton: Omit<ComponentProps<typeof SkeletonRows>, 'label'>;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isError) return <LoadError title={`The ${name} could not be loaded`} description={readableError(query.error)} query={query} />;
  if (query.isPending) return <SkeletonRows label={`Loading ${name}`} {...skeleton} />;
  return query.data?.length ? children : empty;
}

/**
 * The deposits' and withdrawals' table: Player and Amount first, `columns` between, the row's
 * actions last (ACTIONS_CELL); faded while the rows of another status load behind it. `label`
 * names the region and, with the status shown, the caption ("Deposits: Under review").
 */
export function MoneyTable<T extends string>({
  label,
  status,
  labels,
  faded,
  columns,
  children,
}: {
  label: string;
  status: StatusFilter<T>;
  labels: Record<T, string>;
  faded: boolean;
  columns: readonly TableColumn[];
  children: ReactNode;
}) {
  return (
    <TableScroll label={label} className={cn('transition-opacity', faded && 'opacity-60')}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">
          {label}
          {status === 'all' ? '' : `: ${labels[status]}`}
        </caption>
        <TableHead
          columns={[
            { label: 'Player', className: 'px-4 py-3 sm:px-5' },
            { label: 'Amount', className: 'px-4 py-3 text-right' },
            ...columns,
            { label: <span className="sr-only">Actions</span>, className: cn(ACTIONS_CELL, 'py-3') },
          ]}
        />
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </TableScroll>
  );
}

/**
 * A money table's first cell: the player, the row's short id and, below lg where the table
 * scrolls, `children` (what decides the row) on a line of their own, spaced by `gapClassName`.
 */
export function PlayerCell({
  row,
  gapClassName,
  children,
}: {
  row: { id: string; userId: string; userName: string | null };
  gapClassName: string;
  children: ReactNode;
}) {
  return (
    <td className="px-4 py-3 sm:px-5">
      <PlayerLink userId={row.userId} userName={row.userName} />
      <div className="font-mono text-[11px] text-fg-subtle">{row.id.slice(0, 8)}</div>
      {/* Where the table scrolls, what decides it sits beside the actions. */}
      <div aria-hidden="true" className={cn('mt-1 flex items-center', gapClassName, 'text-xs whitespace-nowrap lg:hidden')}>
        {children}
      </div>
    </td>
  );
}

/**
 * A decision that needs a reason (reject a withdrawal or a verification, cancel an order): the
 * reason is checked as the server checks it, the server's refusal is shown in the dialog, and
 * the dialog closes when the action is done.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  placeholder,
  hint,
  pending,
  onConfirm,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  placeholder?: string;
  hint?: ReactNode;
  pending: boolean;
  /** Does the action; resolves when it is done, throws with the server's refusal. */
  onConfirm: (reason: string) => Promise<unknown>;
  children?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReason(reason);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    try {
      await onConfirm(checked.value);
      close();
    } catch (failure) {
      setError(readableError(failure));
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Not now
          </Button>
          <Button type="submit" form={`${id}-form`} variant={confirmVariant} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <Field label="Reason" htmlFor={`${id}-reason`} hint={hint ?? 'The player reads it; it is kept in the audit log with your name.'} error={error}>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            maxLength={500}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : `${id}-reason-hint`}
          />
        </Field>
      </form>
    </Modal>
  );
}

/** A label over a value, for the detail blocks of a review or an order. */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-[11px] font-semibold tracking-wider text-fg-subtle uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-fg">{children}</dd>
    </div>
  );
}
