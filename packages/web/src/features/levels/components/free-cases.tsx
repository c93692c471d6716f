import { DAILY_CASE_FROM_LEVEL } from '@lootforge/core/levels';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ClockIcon, GiftIcon, PackageIcon } from '../../../components/ui/icons';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCountdown } from '../../../lib/countdown';
import { claimKey, type Claimable, type LevelsAnswer } from '../api';

/** What a waiting case is called: "Level 3 case" or "Daily case". */
export function claimTitle(claim: Pick<Claimable, 'kind' | 'level'>): string {
  return claim.kind === 'daily' ? 'Daily case' : `Level ${claim.level} case`;
}

/**
 * The free cases waiting, each with Claim, and when the next daily case comes (from level 2,
 * 24 hours after the last one claimed).
 */
export function FreeCases({
  levels,
  now,
  claiming,
  onClaim,
}: {
  levels: LevelsAnswer | undefined;
  now: number;
  /** The key of the claim running (claimKey), if any. */
  claiming: string | null;
  onClaim: (claim: Claimable) => void;
}) {
  const packs = new Map((levels?.tiers ?? []).flatMap((tier) => (tier.pack ? [[tier.pack.id, tier.pack] as const] : [])));
  const nextDailyMs = levels?.nextDailyAt ? Date.parse(levels.nextDailyAt) - now : null;
  return (
    <Card>
      <CardHeader title="Free cases" icon={<GiftIcon className="size-4 text-accent" />} />
      {!levels ? (
        <div className="flex flex-col gap-3 p-4 sm:p-5">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <ul aria-label="Free cases to claim" className="flex flex-col divide-y divide-line">
          {levels.claimable.map((claim) => {
            const pack = packs.get(claim.packId);
            const key = claimKey(claim);
            return (
              <li key={key} data-claimable={key} className="flex items-center gap-3 px-4 py-3 sm:px-5">
                <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-950/60 ring-1 ring-line">
                  {pack?.thumbUrl ? <img src={pack.thumbUrl} alt="" className="size-full object-cover" /> : <PackageIcon className="size-6 text-accent" />}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 font-semibold text-fg">
                    {claim.kind === 'level' ? <LevelBadge level={claim.level} decorative /> : <ClockIcon className="size-4 text-cool" />}
                    {claimTitle(claim)}
                  </p>
                  <p className="truncate text-sm text-fg-muted">{pack?.name ?? 'Free case'} · free</p>
                </div>
                <Button loading={claiming === key} disabled={claiming !== null && claiming !== key} onClick={() => onClaim(claim)}>
                  Claim
                </Button>
              </li>
            );
          })}
          <li className="flex items-center gap-3 px-4 py-3 text-sm text-fg-muted sm:px-5" data-daily-status>
            <ClockIcon className="size-4 shrink-0 text-fg-subtle" />
            {levels.level < DAILY_CASE_FROM_LEVEL ? (
              <span>A free daily case opens at level {DAILY_CASE_FROM_LEVEL}, with a free case for every level you reach.</span>
            ) : nextDailyMs !== null && nextDailyMs > 0 ? (
              <span>
                Next daily case in <span className="font-semibold text-fg tabular-nums">{formatCountdown(nextDailyMs)}</span>
              </span>
            ) : levels.claimable.some((claim) => claim.kind === 'daily') ? (
              <span>Your daily case is ready: one every 24 hours.</span>
            ) : (
              <span>Your daily case is on its way.</span>
            )}
          </li>
        </ul>
      )}
    </Card>
  );
}
