import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import type { Referrals } from '../api';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { FigureGrid } from '../../../components/ui/figure-grid';

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
        <ProgressBar label="Toward the minimum claim" percent={percent} fill="bg-linear-to-r from-accent to-rarity-legendary" className="mt-2" />
      </div>
      <FigureGrid
        className="mt-5"
        figures={[
          { label: 'Earned', value: <Money cents={referrals.earnedCents} /> },
          { label: 'Claimed', value: <Money cents={referrals.claimedCents} /> },
        ]}
      />
      {/* Below the minimum a claim can only be refused: the button says when it opens instead. */}
      <Button variant={ready ? 'primary' : 'outline'} size="lg" className="mt-5 w-full" loading={claiming} disabled={!ready} onClick={onClaim}>
        {ready ? `Claim ${formatCents(referrals.claimableCents)}` : `Claim opens at ${formatCents(referrals.minClaimCents)}`}
        <span className="sr-only"> referral earnings</span>
      </Button>
    </Card>
  );
}
