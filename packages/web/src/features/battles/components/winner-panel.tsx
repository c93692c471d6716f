import { seatWinnings, teamOfSeat } from '@lootforge/core/battle';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { CrownIcon, TrophyIcon } from '../../../components/ui/icons';
import { Money } from '../../../components/ui/money';
import { MoneyPhraseText } from '../../../components/ui/money-phrase';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import type { BattleDetail } from '../api';
import { winnersLine } from '../winner-line';

type Results = NonNullable<BattleDetail['results']>;

/** The end of a battle: who won, how much each seat takes home (and what the house kept of a borrower's win), and a replay. */
export function WinnerPanel({ battle, results, onReplay }: { battle: BattleDetail; results: Results; onReplay: () => void }) {
  const seatAt = (index: number) => battle.seats.find((seat) => seat.seat === index);
  const winners = results.winners.flatMap((index) => seatAt(index) ?? []);
  const first = winners[0];
  const winnings = seatWinnings(results);
  const team = battle.teamLayout && first ? teamOfSeat(battle.teamLayout, first.seat) : null;

  const eyebrow = battle.mode === 'shared' ? 'Shared battle' : winners.length > 1 ? 'Winners' : 'Winner';
  const headline =
    battle.mode === 'shared'
      ? 'Everyone shares the haul'
      : battle.mode === 'team' && team !== null
        ? `Team ${team + 1} wins!`
        : `${displayName(first?.userName)} wins!`;

  const rows = battle.seats
    .map((seat) => ({ seat, unboxed: results.totals[seat.seat] ?? 0, payout: results.payouts[seat.seat] ?? 0, won: winnings[seat.seat] }))
    .sort((a, b) => b.payout - a.payout || a.seat.seat - b.seat.seat);

  return (
    <section
      aria-labelledby="winner-heading"
      data-winner-panel=""
      className="relative isolate overflow-hidden rounded-card border border-accent/40 bg-ink-850 p-4 motion-safe:animate-[battle-winner-rise_500ms_cubic-bezier(0.2,0.8,0.2,1)] sm:p-6"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(80%_120%_at_0%_0%,rgb(247_169_40/0.22),transparent_60%),radial-gradient(70%_100%_at_100%_100%,rgb(99_102_241/0.20),transparent_60%)]"
      />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="flex -space-x-3">
            {(battle.mode === 'shared' ? winners.slice(0, 3) : winners.slice(0, 5)).map((seat) => (
              <span key={seat.seat} className="relative">
                <Avatar src={seat.avatarThumbUrl} name={seat.userName} size="lg" ringClass="ring-accent/70" />
              </span>
            ))}
            {winners.length === 0 ? (
              <span className="grid size-14 place-items-center rounded-full bg-accent/15 text-accent ring-2 ring-accent/50">
                <TrophyIcon className="size-7" />
              </span>
            ) : null}
          </div>
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-xs font-bold tracking-[0.18em] text-accent uppercase">
              <CrownIcon className="size-3.5" />
              {eyebrow}
            </p>
            <h2 id="winner-heading" className="mt-0.5 text-xl font-extrabold tracking-tight break-words sm:truncate sm:text-3xl">
              {headline}
            </h2>
            <p className="mt-1 text-sm text-fg-muted" data-winners-line="">
              <MoneyPhraseText phrase={winnersLine(results)} moneyClassName="font-semibold text-fg" wonClassName="font-bold text-success" />
              {results.tiebreak ? ' · tie broken by a provably fair roll' : ''}
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={onReplay} className="self-start sm:self-center">
          Replay
        </Button>
      </div>

      <div className="mt-5 border-t border-line/80 pt-4">
        <h3 className="sr-only">Amounts won</h3>
        <ul aria-label="Amounts won" className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(({ seat, unboxed, payout, won }) => (
            <li
              key={seat.seat}
              data-seat-result={seat.seat}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-inset',
                payout > 0 ? 'bg-accent/8 ring-accent/30' : 'bg-ink-950/40 ring-line',
              )}
            >
              <Avatar src={seat.avatarThumbUrl} name={seat.userName} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{displayName(seat.userName)}</p>
                <p className="text-xs text-fg-subtle">
                  Unboxed <Money cents={unboxed} />
                  {won && won.houseKeptCents > 0 ? (
                    <span data-house-kept={won.houseKeptCents}>
                      {' '}
                      · won <Money cents={won.shareCents} />, the house kept <Money cents={won.houseKeptCents} />
                    </span>
                  ) : null}
                </p>
              </div>
              <Money cents={payout} className={cn('text-sm font-bold', payout > 0 ? 'text-success' : 'text-fg-subtle')} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
