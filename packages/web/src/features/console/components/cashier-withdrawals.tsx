import { useState } from 'react';
import { WITHDRAWAL_STATUS_LABELS, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@lootforge/core/cashier';
import { formatCents } from '@lootforge/core/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckCircleIcon, WalletIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { toast } from '../../../components/ui/toast';
import { displayName } from '../../../lib/display-name';
import { readableError } from '../../../lib/readable-error';
import type { StatusFilter } from '../cashier-console';
import { useApproveWithdrawal } from '../requests/approve-withdrawal';
import { useCashierWithdrawals, type AdminWithdrawal } from '../requests/get-cashier-withdrawals';
import { useRejectWithdrawal } from '../requests/reject-withdrawal';
import { ACTIONS_CELL, Age, ListBody, MoneyTable, PlayerCell, ReasonDialog, StatusBadge, StatusToolbar, whenUtc } from './cashier-parts';


/**
 * The withdrawal queue (DESIGN §19): requests wait here for an admin; Approve sends the payout
 * to the provider, Reject (with a reason the player reads) refunds the amount to their wallet.
 */
export function CashierWithdrawals({ status, onStatus, nowMs }: { status: StatusFilter<WithdrawalStatus>; onStatus: (status: StatusFilter<WithdrawalStatus>) => void; nowMs: number }) {
  const withdrawals = useCashierWithdrawals(status);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  const rows = withdrawals.data ?? [];
  const totalCents = rows.reduce((sum, row) => sum + row.amountCents, 0);

  function onApprove(withdrawal: AdminWithdrawal) {
    approve.mutate(withdrawal.id, {
      onSuccess: () => toast.success(`Approved ${formatCents(withdrawal.amountCents)} to ${displayName(withdrawal.userName)}: the payout is on its way.`),
      onError: (error) => toast.error(readableError(error)),
    });
  }

  return (
    <Card className="overflow-hidden">
      <StatusToolbar
        value={status}
        statuses={WITHDRAWAL_STATUSES}
        labels={WITHDRAWAL_STATUS_LABELS}
        onChange={onStatus}
        refreshing={withdrawals.isFetching && !withdrawals.isPending}
        summary={withdrawals.data ? `${rows.length} ${rows.length === 1 ? 'withdrawal' : 'withdrawals'} · ${formatCents(totalCents)}` : null}
      />
      <ListBody
        query={withdrawals}
        name="withdrawals"
        skeleton={{ count: 4, thumbClassName: 'size-8 rounded-full', titleClassName: 'h-4 w-40', lineClassName: 'h-3 w-24', trailingClassName: 'h-8 w-40' }}
        empty={
          status === 'requested' ? (
            <EmptyState icon={<CheckCircleIcon />} title="The queue is empty" description="No withdrawal is waiting for a decision. New requests appear here." />
          ) : (
            <EmptyState icon={<WalletIcon />} title={status === 'all' ? 'No withdrawals yet' : `No ${WITHDRAWAL_STATUS_LABELS[status].toLowerCase()} withdrawals`} />
          )
        }
      >
        <MoneyTable
          label="Withdrawals"
          status={status}
          labels={WITHDRAWAL_STATUS_LABELS}
          faded={withdrawals.isPlaceholderData}
          columns={[{ label: 'Destination' }, { label: 'Verification' }, { label: 'Waiting' }, { label: 'Status' }]}
        >
          {rows.map((withdrawal) => (
            <tr key={withdrawal.id} data-withdrawal={withdrawal.id}>
              <PlayerCell row={withdrawal} gapClassName="gap-2">
                <Money cents={withdrawal.amountCents} className="font-bold text-fg" />
                <Age iso={withdrawal.createdAt} nowMs={nowMs} />
              </PlayerCell>
              <td className="px-4 py-3 text-right">
                <Money cents={withdrawal.amountCents} className="text-base font-bold text-fg" />
              </td>
              <td className="max-w-[16rem] px-4 py-3">
                <span className="block truncate font-mono text-xs text-fg-muted" title={withdrawal.destination}>
                  {withdrawal.destination}
                </span>
              </td>
              <td className="px-4 py-3">
                <StatusBadge kind="kyc" status={withdrawal.kycStatus} />
              </td>
              <td className="px-4 py-3">
                {withdrawal.status === 'requested' ? (
                  <Age iso={withdrawal.createdAt} nowMs={nowMs} />
                ) : (
                  <span className="text-xs whitespace-nowrap text-fg-subtle" title={`Requested ${whenUtc(withdrawal.createdAt)}`}>
                    {whenUtc(withdrawal.updatedAt)}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <StatusBadge kind="withdrawal" status={withdrawal.status} />
                {withdrawal.reason ? <p className="mt-1 max-w-[14rem] text-xs text-fg-muted">“{withdrawal.reason}”</p> : null}
                {withdrawal.decidedBy ? <p className="mt-1 text-[11px] text-fg-subtle">by {withdrawal.decidedBy}</p> : null}
                {withdrawal.providerRef ? (
                  <p className="mt-1 max-w-[14rem] truncate font-mono text-[11px] text-fg-subtle" title={`The provider's reference: ${withdrawal.providerRef}`}>
                    {withdrawal.providerRef}
                  </p>
                ) : null}
              </td>
              <td className={ACTIONS_CELL}>
                {withdrawal.status === 'requested' ? (
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="primary"
                      aria-label={`Approve ${formatCents(withdrawal.amountCents)} to ${displayName(withdrawal.userName)}`}
                      loading={approve.isPending && approve.variables === withdrawal.id}
                      disabled={approve.isPending && approve.variables !== withdrawal.id}
                      onClick={() => onApprove(withdrawal)}
                    >
                      Approve
                    </Button>
                    <Button size="sm" variant="outline" aria-label={`Reject ${formatCents(withdrawal.amountCents)} to ${displayName(withdrawal.userName)}`} onClick={() => setRejecting(withdrawal)}>
                      Reject
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </MoneyTable>
      </ListBody>
      <ReasonDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject withdrawal"
        description={rejecting ? `${formatCents(rejecting.amountCents)} for ${displayName(rejecting.userName)} goes back to their wallet.` : undefined}
        confirmLabel="Reject and refund"
        placeholder="e.g. The destination account is not in the player's name"
        pending={reject.isPending}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await reject.mutateAsync({ id: rejecting.id, reason });
          toast.success(`Rejected: ${formatCents(rejecting.amountCents)} is back in ${displayName(rejecting.userName)}'s wallet.`);
        }}
      />
    </Card>
  );
}
