import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CrownIcon, PackageIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';

export type BattleCardPlayer = { id: string; name: string | null; avatarUrl: string | null; isBot?: boolean };
export type BattleCardRound = { name: string; thumbUrl: string | null };

/** Seats shown as name chips; the rest are summed up in a "+N" chip so ten players stay tidy. */
const MAX_CHIPS = 6;
const MAX_PACK_THUMBS = 6;

export type BattleCardProps = {
  modeLabel: string;
  entryCents: number;
  potCents: number;
  seats: number;
  players: ReadonlyArray<BattleCardPlayer>;
  winner?: { name: string | null; avatarUrl: string | null; amountWonCents?: number } | null;
  /** Several winners (shared or team modes): shown as a stack with the total won each. */
  extraWinners?: number;
  /** "Join Battle" (warm) for an open battle, "View Battle" (cool) otherwise. */
  action: ReactNode;
  /** Extra label next to the mode, e.g. a "Demo" badge or the status. */
  badge?: ReactNode;
  /** The packs of the rounds, one per round. */
  rounds?: ReadonlyArray<BattleCardRound>;
  /** A short id, e.g. "#3f9a1c". */
  idLabel?: string;
  /** What the footer says when there is no winner (yet). */
  footerNote?: ReactNode;
  className?: string;
};

/** One battle in a list: what it costs, who is in it, who won, what to press (DESIGN §11). */
export function BattleCard({
  modeLabel,
  entryCents,
  potCents,
  seats,
  players,
  winner,
  extraWinners = 0,
  action,
  badge,
  rounds,
  idLabel,
  footerNote = 'Waiting for players',
  className,
}: BattleCardProps) {
  const emptySeats = Math.max(0, seats - players.length);
  const chips = players.slice(0, MAX_CHIPS);
  const hiddenPlayers = players.length - chips.length;
  const emptyChips = Math.min(emptySeats, Math.max(0, MAX_CHIPS - chips.length));
  const hiddenEmpty = emptySeats - emptyChips;
  return (
    <Card className={cn('flex flex-col gap-4 p-4 sm:p-5', className)} data-battle-card="">
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge tone="violet">{modeLabel}</Badge>
          {badge}
        </div>
        <span className="shrink-0 text-xs text-fg-subtle tabular-nums">
          {idLabel ? <span className="mr-2 font-mono">{idLabel}</span> : null}
          {players.length}/{seats} players
        </span>
      </div>

      {rounds && rounds.length > 0 ? (
        <div className="flex items-center gap-3">
          <ul aria-label="Packs" className="flex min-w-0 -space-x-2">
            {rounds.slice(0, MAX_PACK_THUMBS).map((round, index) => (
              <li
                key={index}
                title={round.name}
                className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-750 ring-2 ring-ink-850"
              >
                {round.thumbUrl ? (
                  <img src={round.thumbUrl} alt={round.name} loading="lazy" decoding="async" className="size-full object-cover" />
                ) : (
                  <PackageIcon className="size-4 text-fg-subtle" />
                )}
              </li>
            ))}
            {rounds.length > MAX_PACK_THUMBS ? (
              <li className="grid size-9 shrink-0 place-items-center rounded-lg bg-ink-700 text-[11px] font-semibold text-fg-muted ring-2 ring-ink-850 tabular-nums">
                +{rounds.length - MAX_PACK_THUMBS}
              </li>
            ) : null}
          </ul>
          <span className="text-xs text-fg-muted tabular-nums">
            {rounds.length} {rounds.length === 1 ? 'round' : 'rounds'}
          </span>
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-ink-950/50 px-3 py-2.5 ring-1 ring-line ring-inset">
          <dt className="text-xs text-fg-subtle">Cost</dt>
          <dd className="text-lg font-bold text-fg">
            <Money cents={entryCents} />
          </dd>
        </div>
        <div className="rounded-xl bg-ink-950/50 px-3 py-2.5 ring-1 ring-line ring-inset">
          <dt className="text-xs text-fg-subtle">Opens</dt>
          <dd className="text-lg font-bold text-accent">
            <Money cents={potCents} /> <span className="text-xs font-medium text-fg-subtle">of packs</span>
          </dd>
        </div>
      </dl>

      <ul aria-label="Players" className="flex flex-wrap gap-2">
        {chips.map((player) => (
          <li key={player.id} className="flex items-center gap-2 rounded-full bg-ink-800 py-1 pr-3 pl-1 ring-1 ring-line">
            <Avatar src={player.avatarUrl} name={player.name} size="sm" />
            <span className="max-w-[7rem] truncate text-sm font-medium">{displayName(player.name)}</span>
          </li>
        ))}
        {hiddenPlayers > 0 ? (
          <li className="flex h-10 items-center rounded-full bg-ink-800 px-3 text-xs font-semibold text-fg-muted ring-1 ring-line tabular-nums">
            +{hiddenPlayers} more
          </li>
        ) : null}
        {Array.from({ length: emptyChips }, (_, index) => (
          <li
            key={`empty-${index}`}
            className="flex h-10 items-center rounded-full border border-dashed border-line-strong px-3 text-xs text-fg-subtle"
          >
            Open seat
          </li>
        ))}
        {hiddenEmpty > 0 ? (
          <li className="flex h-10 items-center rounded-full border border-dashed border-line-strong px-3 text-xs text-fg-subtle tabular-nums">
            +{hiddenEmpty} open
          </li>
        ) : null}
      </ul>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        {winner ? (
          <div className="flex min-w-0 items-center gap-2.5" data-winner="">
            <span className="relative">
              <Avatar src={winner.avatarUrl} name={winner.name} size="md" ringClass="ring-accent/60" />
              <CrownIcon className="absolute -top-2 -right-1.5 size-4 rotate-12 text-accent" />
            </span>
            <div className="min-w-0">
              <p className="text-xs text-fg-subtle">{extraWinners > 0 ? `Winners (${extraWinners + 1})` : 'Winner'}</p>
              <p className="truncate text-sm font-semibold">
                {displayName(winner.name)}
                {extraWinners > 0 ? <span className="text-fg-subtle"> +{extraWinners}</span> : null}
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
          <div className="text-sm text-fg-subtle">{footerNote}</div>
        )}
        {action}
      </div>
    </Card>
  );
}
