import { LevelBadge } from '../../../components/ui/level-badge';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import type { Race } from '../api';
import { ordinal } from '../race-labels';
import { TableHead } from '../../../components/ui/table-head';

const FIRST_ROW = 4;
/** The server sends the top 10 of a running race (and of a finished one's final standings). */
const BOARD_SIZE = 10;

/**
 * Ranks 4 to 10 under the podium (fewer when the race pays fewer and nobody holds them): each
 * with its player and wager, or an open spot, and the prize it pays. The signed-in player's row is
 * marked; when they rank below the board, their own row follows after a gap.
 */
export function Leaderboard({ race, myName, className }: { race: Race; myName: string | null; className?: string }) {
  const lastRank = Math.max(Math.min(race.prizes.length, BOARD_SIZE), ...race.leaders.map((leader) => leader.rank));
  const ranks = Array.from({ length: Math.max(0, lastRank - FIRST_ROW + 1) }, (_, i) => FIRST_ROW + i);
  const prizeAt = (rank: number) => race.prizes.find((prize) => prize.rank === rank)?.prizeCents ?? 0;
  const me = race.me;
  const meBelow = me?.rank != null && me.rank > lastRank ? me : null;
  if (ranks.length === 0 && !meBelow) return null;

  return (
    <Card className={cn('overflow-hidden', className)}>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">
          Ranks {FIRST_ROW} to {lastRank}
        </caption>
        <TableHead className="text-[11px]" columns={[{ label: 'Rank', className: 'w-14 py-2.5 pl-3 sm:w-18 sm:pl-5' }, { label: 'Player', className: 'py-2.5' }, { label: 'Wagered', className: 'w-20 py-2.5 text-right sm:w-32' }, { label: 'Prize', className: 'w-21 py-2.5 pr-3 text-right sm:w-32 sm:pr-5' }]} />
        <tbody className="divide-y divide-line/70">
          {ranks.map((rank) => {
            const leader = race.leaders.find((l) => l.rank === rank);
            const mine = Boolean(leader && myName && leader.userName === myName);
            return (
              <tr key={rank} data-race-rank={rank} aria-current={mine || undefined} className={cn('transition-colors', mine ? 'bg-cool/8' : 'hover:bg-ink-800/60')}>
                <td className="py-2.5 pl-3 font-bold text-fg-subtle tabular-nums sm:pl-5">{ordinal(rank)}</td>
                <td className="py-2.5">
                  {leader ? (
                    <span className="flex min-w-0 items-center gap-2 sm:gap-2.5">
                      <span className="hidden sm:contents">
                        <Avatar name={leader.userName} size="sm" ringClass={mine ? 'ring-cool/70' : undefined} />
                      </span>
                      <LevelBadge level={leader.level} />
                      <Link to={`/u/${encodeURIComponent(leader.userName)}`} className="truncate font-semibold text-fg hover:text-cool hover:underline">
                        {leader.userName}
                      </Link>
                      {mine ? <span className="shrink-0 rounded bg-cool/15 px-1.5 py-px text-[10px] font-bold tracking-wider text-cool uppercase">You</span> : null}
                    </span>
                  ) : (
                    <span className="flex items-center gap-2.5 text-fg-subtle">
                      <span className="hidden sm:contents">
                        <Avatar name={null} size="sm" />
                      </span>
                      Open spot
                    </span>
                  )}
                </td>
                <td className="py-2.5 text-right">{leader ? <Money cents={leader.wagerCents} className="font-semibold text-fg" /> : <span className="text-fg-subtle">—</span>}</td>
                <td className="py-2.5 pr-3 text-right sm:pr-5">
                  {prizeAt(rank) > 0 ? (
                    <Money cents={leader?.prizeCents ?? prizeAt(rank)} className={cn('font-bold', leader ? 'text-accent' : 'text-accent/60')} />
                  ) : (
                    <span className="text-fg-subtle">—</span>
                  )}
                </td>
              </tr>
            );
          })}
          {meBelow ? (
            <>
              <tr aria-hidden="true">
                <td colSpan={4} className="py-1 text-center text-fg-subtle">
                  ⋯
                </td>
              </tr>
              <tr data-race-rank={meBelow.rank} aria-current="true" className="bg-cool/8">
                <td className="py-2.5 pl-3 font-bold text-cool tabular-nums sm:pl-5">{ordinal(meBelow.rank!)}</td>
                <td className="py-2.5">
                  <span className="flex min-w-0 items-center gap-2 sm:gap-2.5">
                    <span className="hidden sm:contents">
                      <Avatar name={myName} size="sm" ringClass="ring-cool/70" />
                    </span>
                    <span className="truncate font-semibold text-fg">{myName ?? 'You'}</span>
                    <span className="shrink-0 rounded bg-cool/15 px-1.5 py-px text-[10px] font-bold tracking-wider text-cool uppercase">You</span>
                  </span>
                </td>
                <td className="py-2.5 text-right">
                  <Money cents={meBelow.wagerCents} className="font-semibold text-fg" />
                </td>
                <td className="py-2.5 pr-3 text-right text-fg-subtle sm:pr-5">—</td>
              </tr>
            </>
          ) : null}
        </tbody>
      </table>
    </Card>
  );
}
