import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { GiftIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCountdown } from '../../../lib/countdown';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { REWARD_RATE_BP, formatDuration } from '@lootforge/core/rewards';
import type { Reward } from '../api';
import type { REWARD_CARDS } from '../reward-kinds';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { FigureGrid } from '../../../components/ui/figure-grid';

/** "Nov 23, 21:28": a moment in the player's own time zone, short enough for a phone's card. */
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wager that earns one cent at 0.2 % ($5.00). */
const CENT_EVERY_CENTS = 10_000 / REWARD_RATE_BP;

type Look = (typeof REWARD_CARDS)[number];

/**
 * Where a reward stands: waiting out its cooldown (the bar is the time gone by), ready with money
 * in it, or ready but empty (the bar is the way to its first cent).
 */
function progressOf(reward: Reward, now: number): { percent: number; label: string; state: 'cooldown' | 'ready' | 'empty'; waitMs: number } {
  const waitMs = reward.claimableAt ? Date.parse(reward.claimableAt) - now : 0;
  if (waitMs > 0) {
    const cooldownMs = reward.cooldownSeconds * 1000;
    const percent = Math.min(100, Math.max(0, ((cooldownMs - waitMs) / cooldownMs) * 100));
    return { percent, label: `Unlocks ${shortDate.format(new Date(reward.claimableAt!))}`, state: 'cooldown', waitMs };
  }
  if (reward.readyCents >= 1) return { percent: 100, label: 'Ready to claim', state: 'ready', waitMs: 0 };
  const towardCent = reward.wagerSinceClaimCents % CENT_EVERY_CENTS;
  return { percent: (towardCent / CENT_EVERY_CENTS) * 100, label: `Wager ${formatCents(CENT_EVERY_CENTS - towardCent)} more to earn $0.01`, state: 'empty', waitMs: 0 };
}

/** What Claim says: the amount when it is ready, else when it opens ("Opens in 23 h 59 min") or what it waits for. */
function claimLabel(reward: Reward | undefined, progress: ReturnType<typeof progressOf> | null): string {
  if (!reward || !progress) return 'Claim';
  if (progress.state === 'ready') return `Claim ${formatCents(reward.readyCents)}`;
  if (progress.state === 'cooldown') return `Opens in ${formatDuration(progress.waitMs)}`;
  return 'Nothing to claim yet';
}

/**
 * One reward card: the product's title and period (DESIGN §14), the amount ready now, a live countdown and
 * progress bar, and Claim, pressable only when there is money to claim (the server's answer comes
 * back as a toast). A visitor gets "Login To Claim".
 */
export function RewardCard({
  look,
  reward,
  now,
  signedIn,
  claiming,
  onClaim,
}: {
  look: Look;
  reward: Reward | undefined;
  now: number;
  signedIn: boolean;
  claiming: boolean;
  onClaim: () => void;
}) {
  const progress = reward ? progressOf(reward, now) : null;
  const canClaim = progress?.state === 'ready';
  return (
    <Card data-reward={look.kind} className="relative isolate flex h-full flex-col overflow-hidden px-5 pt-6 pb-5">
      <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 -z-10 h-44 bg-radial-[at_50%_0%] to-transparent to-70%', look.glow)} />
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <div className="grid size-12 shrink-0 place-items-center rounded-2xl border border-line-strong bg-ink-800 shadow-inner">
            <GiftIcon className={cn('size-6', look.icon)} />
          </div>
          <div>
            <h2 className="text-lg font-bold text-fg">{look.title}</h2>
            <p className="text-sm text-fg-muted">{look.period}</p>
          </div>
        </div>
        {progress ? (
          <span
            className={cn(
              'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wider uppercase ring-1 ring-inset',
              progress.state === 'ready' ? 'bg-success/10 text-success ring-success/30' : 'bg-ink-700/80 text-fg-muted ring-line-strong',
            )}
          >
            {progress.state === 'ready' ? 'Ready' : progress.state === 'cooldown' ? 'Cooling down' : 'Earning'}
          </span>
        ) : null}
      </div>

      <dl className="mt-6 flex items-end justify-between gap-3">
        <div className="min-w-0">
          <dt className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">{signedIn ? 'Ready now' : 'Rakeback'}</dt>
          <dd className="mt-1">
            {!signedIn ? (
              <span className="text-4xl font-black text-accent tabular-nums">0.2&nbsp;%</span>
            ) : reward ? (
              <Money
                cents={reward.readyCents}
                className={cn('text-4xl font-black', reward.readyCents > 0 ? 'text-accent drop-shadow-[0_2px_14px_rgb(247_169_40/0.35)]' : 'text-fg')}
              />
            ) : (
              <Skeleton className="h-9 w-28" />
            )}
          </dd>
        </div>
        {progress ? (
          <div className="shrink-0 text-right">
            <dt className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">Next claim</dt>
            {progress.state === 'cooldown' ? (
              // The timer is inside the <dd>: a role on the <dd> itself would take it out of the list.
              <dd className="mt-1 text-xl font-extrabold text-fg tabular-nums">
                <span role="timer" aria-label={`Claimable in ${formatDuration(progress.waitMs)}`}>
                  {formatCountdown(progress.waitMs)}
                </span>
              </dd>
            ) : (
              <dd className={cn('mt-1 text-xl font-extrabold', progress.state === 'ready' ? 'text-success' : 'text-fg-muted')}>Now</dd>
            )}
          </div>
        ) : null}
      </dl>

      {!signedIn ? (
        <p className="mt-5 text-sm text-fg-muted">Of everything you wager, back to you {look.every}.</p>
      ) : (
        <div className="mt-5">
          <div className="flex items-center justify-between gap-2 text-xs">
            <span className={cn('font-semibold', progress?.state === 'ready' ? 'text-success' : 'text-fg-muted')}>{progress?.label ?? ' '}</span>
            {progress ? <span className="shrink-0 text-fg-subtle tabular-nums">{Math.floor(progress.percent)}%</span> : null}
          </div>
          <ProgressBar label={`${look.title} reward progress`} percent={progress?.percent ?? 0} fill={cn('bg-linear-to-r', look.bar)} className="mt-2" />
        </div>
      )}

      {signedIn && reward ? (
        <FigureGrid
          className="mt-5 text-sm"
          figures={[
            {
              label: (
                <>
                  Wagered<span className="sr-only"> since the last claim</span>
                </>
              ),
              value: <Money cents={reward.wagerSinceClaimCents} />,
            },
            { label: 'Last claim', value: reward.lastClaimedAt ? shortDate.format(new Date(reward.lastClaimedAt)) : 'Never' },
          ]}
        />
      ) : null}

      <div className="mt-6 flex flex-1 flex-col justify-end">
        {!signedIn ? (
          <ButtonLink to="/loginsignup" className="w-full">
            Login To Claim
          </ButtonLink>
        ) : (
          // Cooling down or empty, a claim can only be refused: the button says when it opens instead.
          <Button variant={canClaim ? 'primary' : 'outline'} className="w-full" loading={claiming} disabled={!canClaim} onClick={onClaim}>
            {claimLabel(reward, progress)}
            <span className="sr-only"> {look.title.toLowerCase()} reward</span>
          </Button>
        )}
      </div>
    </Card>
  );
}
