import { Card } from '../../../components/ui/card';
import { CopyButton } from '../../../components/ui/copy-button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { formatCents } from '@lootforge/core/money';
import { REFERRAL_BONUS_CENTS } from '@lootforge/core/referrals';
import type { Referrals } from '../api';
import { VanityCodeForm } from './vanity-code-form';

/** The player's code, their link with a copy button, and the one vanity change while it is still theirs to make. */
export function ReferralLinkCard({ referrals }: { referrals: Referrals }) {
  return (
    <Card className="relative isolate overflow-hidden p-4 sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(60%_100%_at_0%_0%,rgb(76_201_240/0.16),transparent_70%),radial-gradient(50%_80%_at_100%_100%,rgb(247_169_40/0.10),transparent_70%)]" />
      <h2 className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">Your referral code</h2>
      <p data-referral-code className="mt-1 font-mono text-3xl font-black tracking-[0.08em] break-all text-fg sm:text-4xl">
        {referrals.code}
      </p>
      <p className="mt-2 max-w-xl text-sm leading-6 text-fg-muted">
        Friends who sign up with it get <span className="font-bold text-accent">{formatCents(REFERRAL_BONUS_CENTS)}</span> on top of their welcome bonus. You earn{' '}
        <span className="font-bold text-fg">1&nbsp;%</span> of everything they wager, for good.
      </p>

      <div className="mt-5 flex flex-col gap-1.5">
        <label htmlFor="referral-link" className="text-sm font-medium text-fg">
          Your link
        </label>
        <div className="flex min-w-0 gap-2">
          <input
            id="referral-link"
            readOnly
            value={referrals.link}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 min-w-0 flex-1 rounded-xl border border-line-strong bg-ink-950/70 px-3.5 font-mono text-sm text-cool focus:border-cool focus:outline-none"
          />
          <CopyButton value={referrals.link} label="referral link" size="md" />
        </div>
      </div>

      <div className="mt-5 border-t border-line pt-5">
        {referrals.canChangeCode ? (
          <VanityCodeForm current={referrals.code} />
        ) : (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <CheckCircleIcon className="size-4 shrink-0 text-success" />
            You have changed your code once; it stays {referrals.code}.
          </p>
        )}
      </div>
    </Card>
  );
}
