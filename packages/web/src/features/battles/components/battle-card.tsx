import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CrownIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';

export type BattleCardPlayer = { id: string; name: string | null; avatarUrl: string | null };

export type BattleCardProps = {
  modeLabel: string;
  entryCents: number;
  potCents: number;
  seats: number;
  players: ReadonlyArray<BattleCardPlayer>;
  winner?: { name: string | null; avatarUrl: string | null; amountWonCents?: number } | null;
  /** "Join Battle" (warm) for an open battle, "View Battle" (cool) otherwise. */
  action: ReactNode;
  /** Extra label next to the mode, e.g. a "Demo" badge. */
  badge?: ReactNode;
  className?: string;
};

/** One battle in a list: what it costs, who is in it, who won, what to press (DESIGN §11). */
export function BattleCard({ modeLabel, entryCents, potCents, seats, players, winner, action, badge, className }: BattleCardProps) {
  const emptySeats = Math.max(0, seats - players.length);
  return (
    <Card className={cn('flex flex-col gap-4 p-4 sm:p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Badge tone="violet">{modeLabel}</Badge>
          {badge}
        </div>
        <span className="text-xs text-fg-subtle tabular-nums">
          {players.length}/{seats} players
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-ink-950/50 px-3 py-2.5 ring-1 ring-line ring-inset">
          <dt className="text-xs text-fg-subtle">Cost</dt>
          <dd className="text-lg font-bold text-fg">
            <Money cents={entryCents} />
          </dd>
        </div>
        <div className="rounded-xl bg-ink-950/50 px-3 py-2.5 ring-1 ring-line ring-inset">
          <dt className="text-xs text-fg-subtle">Total pot</dt>
          <dd className="text-lg font-bold text-accent">
            <Money cents={potCents} />
          </dd>
        </div>
      </dl>

      <ul aria-label="Players" className="flex flex-wrap gap-2">
        {players.map((player) => (
          <li key={player.id} className="flex items-center gap-2 rounded-full bg-ink-800 py-1 pr-3 pl-1 ring-1 ring-line">
            <Avatar src={player.avatarUrl} name={player.name} size="sm" />
            <span className="max-w-[8rem] truncate text-sm font-medium">{displayName(player.name)}</span>
          </li>
        ))}
        {Array.from({ length: emptySeats }, (_, index) => (
          <li
            key={`empty-${index}`}
            className="flex h-10 items-center rounded-full border border-dashed border-line-strong px-3 text-xs text-fg-subtle"
          >
            Open seat
          </li>
        ))}
      </ul>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        {winner ? (
          <div className="flex min-w-0 items-center gap-2.5">
            <span className="relative">
              <Avatar src={winner.avatarUrl} name={winner.name} size="md" ringClass="ring-accent/60" />
              <CrownIcon className="absolute -top-2 -right-1.5 size-4 rotate-12 text-accent" />
            </span>
            <div className="min-w-0">
              <p className="text-xs text-fg-subtle">Winner</p>
              <p className="truncate text-sm font-semibold">
                {displayName(winner.name)}
                {winner.amountWonCents !== undefined ? (
                  <>
                    {' '}
                    <span className="text-fg-subtle">won</span> <Money cents={winner.amountWonCents} className="text-success" />
                  </>
                ) : null}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-fg-subtle">Waiting for players</p>
        )}
        {action}
      </div>
    </Card>
  );
}
