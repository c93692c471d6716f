import { Button } from '../../../components/ui/button';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import type { Deposit } from '../api';

const WORDS: Record<Deposit['status'], string> = {
  created: 'is waiting for your payment. Once you pay on the checkout it reaches your balance here.',
  pending: 'is being confirmed by the payment provider. It reaches your balance as soon as they do.',
  completed: 'is complete: the money is in your balance.',
  failed: 'did not go through. Nothing was charged.',
  expired: 'expired before it was paid. Nothing was charged.',
  review: 'is being checked by our team: the provider reported a different amount.',
};

/**
 * Back from the provider's checkout (`?deposit=<id>`): how that deposit stands, kept current as the
 * provider's word arrives, until the player closes it.
 */
export function DepositReturn({ deposit, onClose }: { deposit: Deposit; onClose: () => void }) {
  const waiting = deposit.status === 'created' || deposit.status === 'pending';
  const good = deposit.status === 'completed';
  return (
    <div
      role="status"
      data-testid="deposit-return"
      className={cn(
        'flex items-start gap-3 rounded-card border px-4 py-3.5 sm:items-center sm:px-5',
        good ? 'border-success/35 bg-success/8' : waiting ? 'border-cool/30 bg-cool/6' : 'border-danger/30 bg-danger/8',
      )}
    >
      <span className={cn('mt-0.5 shrink-0 sm:mt-0', good ? 'text-success' : waiting ? 'text-cool' : 'text-danger')}>
        {good ? <CheckCircleIcon className="size-5" /> : waiting ? <Spinner size="sm" decorative /> : <AlertIcon className="size-5" />}
      </span>
      <p className="min-w-0 flex-1 text-sm leading-6 text-fg-muted">
        Your deposit of <span className="font-bold text-fg tabular-nums">{formatCents(deposit.amountCents)}</span> {WORDS[deposit.status]}
      </p>
      <Button variant="ghost" size="icon" className="-my-1.5 -mr-2 size-9" onClick={onClose}>
        <CloseIcon className="size-4.5" />
        <span className="sr-only">Dismiss</span>
      </Button>
    </div>
  );
}
