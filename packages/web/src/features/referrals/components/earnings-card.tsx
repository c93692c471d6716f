import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import type { Referrals } from '../api';

/** Earned, claimed and claimable, how far the claimable amount is from the $1.00 minimum, and Claim. */
export function EarningsCard({ referrals, claiming, onClaim }: { referrals: Referrals; claiming: boolean; onClaim: () => void }) {
  const ready = referrals.claimableCents >= referrals.minClaimCents;
  const percent = Math.min(100, (referrals.claimableCents / referrals.minClaimCents) * 100);
  return (
    <Card aria-labelledby="earnings-heading" role="region" className="relative isolate flex flex-col overflow-hidden p-4 sm:p-6">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-40 bg-radial-[at_50%_0%] from-accent/20 to-transparent to-70%" />
      <h2 id="earnings-heading" className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">
        Claimable
      </h2>
      <Money cents={referrals.claimableCents} className={cn('mt-1 text-4xl font-black', ready ? 'text-accent' : 'text-fg')} />
      <div className="mt-4">
        <div className="flex items-center justify-between text-xs">
          <span className={cn('font-semibold', ready ? 'text-success' : 'text-fg-muted')}>
            {ready ? 'Ready to claim' : `Claim from ${formatCents(referrals.minClaimCents)}`}
          </span>
          {ready ? null : (
            <span className="text-fg-subtle tabular-nums">
              {formatCents(referrals.claimableCents)} / {formatCents(referrals.minClaimCents)}
            </span>
          )}
        </div>
        <div
          role="progressbar"
          aria-label="Toward the minimum claim"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(percent)}
          className="mt-2 h-2 overflow-hidden rounded-full bg-ink-950/80 ring-1 ring-line ring-inset"
        >
          <div className="h-full rounded-full bg-linear-to-r from-accent to-rarity-legendary transition-[width] duration-700" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-2">
        <div className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
          <dt className="text-xs text-fg-subtle">Earned</dt>
          <dd className="mt-0.5 font-bold text-fg">
            <Money cents={referrals.earnedCents} />
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-ink-950/40 px-3 py-2">
          <dt className="text-xs text-fg-subtle">Claimed</dt>
          <dd className="mt-0.5 font-bold text-fg">
            <Money cents={referrals.claimedCents} />
          </dd>
        </div>
      </dl>
      <Button variant={ready ? 'primary' : 'outline'} size="lg" className="mt-5 w-full" loading={claiming} onClick={onClaim}>
        {ready ? `Claim ${formatCents(referrals.claimableCents)}` : 'Claim'}
        <span className="sr-only"> referral earnings</span>
      </Button>
    </Card>
  );
}
