import { Link } from 'react-router';
import type { ComponentType, SVGProps } from 'react';
import {
  DepositIcon,
  GiftIcon,
  HistoryIcon,
  PackageIcon,
  ShieldIcon,
  SparklesIcon,
  SwordsIcon,
  TicketIcon,
  TrophyIcon,
  TruckIcon,
  UsersIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { formatLongDate, formatTime } from '../../../lib/format-date';
import type { WalletTransaction } from '../requests/get-transactions';

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  signup_bonus: GiftIcon,
  battle_win: TrophyIcon,
  battle_entry: SwordsIcon,
  battle_refund: HistoryIcon,
  pack_open: PackageIcon,
  item_sale: WalletIcon,
  creator_commission: SparklesIcon,
  race_prize: TrophyIcon,
  reward_claim: GiftIcon,
  referral_bonus: UsersIcon,
  referral_commission: UsersIcon,
  promo_code: TicketIcon,
  admin_adjustment: ShieldIcon,
  // The cashier (DESIGN §19). withdrawal_paid moves held money out, never the wallet's: it is not listed.
  deposit: DepositIcon,
  withdrawal_hold: WithdrawIcon,
  withdrawal_refund: HistoryIcon,
  shipping_fee: TruckIcon,
  shipping_refund: TruckIcon,
};

/** "+$1,000.00" or "−$25.00" (a true minus sign, so it reads as one). */
export function signedAmount(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}

export function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const Icon = ICONS[transaction.kind] ?? WalletIcon;
  const incoming = transaction.amountCents > 0;
  return (
    <li className="flex items-center gap-3 px-4 py-3.5 sm:gap-4 sm:px-5">
      <span
        aria-hidden="true"
        className={cn(
          'grid size-10 shrink-0 place-items-center rounded-xl ring-1 ring-inset',
          incoming ? 'bg-success/10 text-success ring-success/25' : 'bg-ink-700/70 text-fg-muted ring-line-strong',
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-fg">
          {transaction.ref ? (
            <Link
              to={transaction.ref.type === 'battle' ? `/allbattlesecondsec/${transaction.ref.id}` : `/productdetails?id=${encodeURIComponent(transaction.ref.id)}`}
              className="underline-offset-2 hover:text-cool hover:underline"
            >
              {transaction.label}
              <span className="sr-only">{transaction.ref.type === 'battle' ? ': view the battle' : ': view the pack'}</span>
            </Link>
          ) : (
            transaction.label
          )}
        </p>
        <p className="mt-0.5 text-xs text-fg-subtle">
          <time dateTime={transaction.createdAt}>
            {formatLongDate(transaction.createdAt)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only"> at </span>
            {formatTime(transaction.createdAt)}
          </time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 text-right text-sm font-bold tabular-nums sm:text-base',
          incoming ? 'text-success' : transaction.amountCents < 0 ? 'text-danger' : 'text-fg-muted',
        )}
      >
        <span className="sr-only">{incoming ? 'Received ' : 'Spent '}</span>
        {signedAmount(transaction.amountCents)}
      </p>
    </li>
  );
}
