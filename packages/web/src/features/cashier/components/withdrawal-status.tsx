import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CheckCircleIcon, ChartIcon, IdCardIcon, PackageIcon, SwordsIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { kycLook } from '../../../lib/cashier-status';
import { formatLongDate } from '../../../lib/format-date';
import { playthroughMessage } from '@lootforge/core/cashier';
import { formatCents } from '@lootforge/core/money';
import type { CashierAnswer } from '../api';
import { StatusBadge } from './status-badge';

/**
 * Play-through (DESIGN §19): how much is still to be wagered before anything can be withdrawn, in
 * the design's words, and how it comes about; or that the whole balance may leave.
 */
export function PlaythroughCard({ cashier }: { cashier: CashierAnswer }) {
  const due = cashier.turnoverDueCents;
  return (
    <Card data-testid="playthrough">
      <CardHeader
        title="Play-through"
        icon={<ChartIcon className="size-4 text-cool" />}
        extra={due > 0 ? <span className="text-xs font-semibold text-accent">In progress</span> : <span className="text-xs font-semibold text-success">Done</span>}
      />
      <div className="flex flex-col gap-4 px-4 py-4 sm:px-5">
        {due > 0 ? (
          <>
            <div>
              <p className="text-xs font-semibold tracking-wider text-fg-subtle uppercase">Still to wager</p>
              <p className="mt-0.5 text-2xl font-extrabold text-accent">
                <Money cents={due} />
              </p>
            </div>
            <p className="text-sm leading-6 text-fg-muted">{playthroughMessage(due, cashier.bonusPlaythrough)}</p>
            <ul className="grid grid-cols-2 gap-2 text-xs">
              <li className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
                <span className="block font-bold text-fg">1×</span>
                <span className="text-fg-subtle">each deposit</span>
              </li>
              <li className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
                <span className="block font-bold text-fg">{cashier.bonusPlaythrough}×</span>
                <span className="text-fg-subtle">each bonus</span>
              </li>
            </ul>
            <p className="text-xs leading-5 text-fg-subtle">Every pack you open and every battle entry counts toward it.</p>
            <div className="grid grid-cols-2 gap-2">
              <ButtonLink to="/packs" variant="outline" size="sm" icon={<PackageIcon className="size-4" />}>
                Open packs
              </ButtonLink>
              <ButtonLink to="/battlepage1" variant="outline" size="sm" icon={<SwordsIcon className="size-4" />}>
                Battles
              </ButtonLink>
            </div>
          </>
        ) : (
          <p className="flex items-start gap-3 text-sm leading-6 text-fg-muted">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success" />
            <span>Nothing left to wager: your whole balance can be withdrawn.</span>
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * Identity verification, as it bears on withdrawing: the status, what may still be withdrawn
 * without it, why it was rejected, and the way to /verify.
 */
export function VerificationCard({ cashier }: { cashier: CashierAnswer }) {
  const { kyc, limits } = cashier;
  const unverified = kyc.status !== 'verified';
  const usedCents = Math.max(0, limits.freeWithdrawCents - kyc.freeWithdrawRemainingCents);
  return (
    <Card data-testid="verification">
      <CardHeader title="Identity" icon={<IdCardIcon className="size-4 text-cool" />} extra={<StatusBadge look={kycLook(kyc.status)} />} />
      <div className="flex flex-col gap-4 px-4 py-4 sm:px-5">
        {kyc.status === 'verified' ? (
          <p className="flex items-start gap-3 text-sm leading-6 text-fg-muted">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-success" />
            <span>You are verified: no verification limit applies to your withdrawals.</span>
          </p>
        ) : null}
        {kyc.status === 'pending' ? (
          <p className="text-sm leading-6 text-fg-muted">
            We are checking your documents{kyc.submittedAt ? ` (sent ${formatLongDate(kyc.submittedAt)})` : ''}. This usually takes a day or two.
          </p>
        ) : null}
        {kyc.status === 'rejected' ? (
          <div className="rounded-xl border border-danger/30 bg-danger/8 px-3.5 py-2.5 text-sm leading-6">
            <p className="font-semibold text-fg">We could not verify you.</p>
            {kyc.reason ? <p className="text-fg-muted">{kyc.reason}</p> : null}
          </div>
        ) : null}
        {unverified ? (
          <div>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="text-fg-muted">Without verifying you can still withdraw</span>
              <Money cents={kyc.freeWithdrawRemainingCents} className="shrink-0 font-bold text-fg" />
            </div>
            <ProgressBar
              label="Withdrawals without verification used"
              percent={limits.freeWithdrawCents > 0 ? (usedCents / limits.freeWithdrawCents) * 100 : 100}
              fill={kyc.freeWithdrawRemainingCents > 0 ? 'bg-cool' : 'bg-danger'}
              className="mt-2"
            />
            <p className="mt-2 text-xs leading-5 text-fg-subtle">
              Verify your identity to withdraw more than {formatCents(limits.freeWithdrawCents)} in all.
            </p>
          </div>
        ) : null}
        {kyc.status === 'none' || kyc.status === 'rejected' ? (
          <ButtonLink to="/verify" variant="secondary" icon={<IdCardIcon className="size-4.5" />}>
            {kyc.status === 'rejected' ? 'Submit again' : 'Verify your identity'}
          </ButtonLink>
        ) : kyc.status === 'pending' ? (
          <ButtonLink to="/verify" variant="ghost" size="sm" className="self-start">
            See your submission
          </ButtonLink>
        ) : null}
      </div>
    </Card>
  );
}
