import { useEffect, useState } from 'react';
import { Money } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/display-name';
import type { BattleDetail } from '../api';

// One colour per seat, in seat order (literal classes for Tailwind).
const SHARE_COLOURS = ['bg-cool', 'bg-accent', 'bg-success', 'bg-rarity-epic', 'bg-rarity-uncommon', 'bg-rarity-legendary', 'bg-danger', 'bg-rarity-rare', 'bg-fg-muted', 'bg-rarity-common'];

/**
 * The jackpot draw (DESIGN §12): a bar of shares, each seat owning as much of it as it unboxed,
 * in seat order; the marker runs along it and lands on the drawn point, in the winner's share.
 */
export function JackpotBar({ battle, totals, jackpot, winner }: { battle: BattleDetail; totals: number[]; jackpot: { point: number; total: number }; winner: number }) {
  const [landed, setLanded] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLanded(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const at = (jackpot.point + 0.5) / jackpot.total;
  return (
    <section aria-label="Jackpot draw" data-jackpot-point={jackpot.point} className="rounded-card border border-line bg-ink-850/80 p-3 sm:p-4">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">Jackpot draw</h3>
        <p className="text-xs text-fg-muted">
          Drew point {jackpot.point.toLocaleString('en-US')} of {jackpot.total.toLocaleString('en-US')}: each player held as many points as cents unboxed.
        </p>
      </div>
      <div className="relative pt-4">
        <div
          aria-hidden="true"
          className="absolute top-0 left-0 w-full transition-transform duration-[2200ms] ease-[cubic-bezier(0.12,0.72,0.16,1)] motion-reduce:transition-none"
          style={{ transform: `translateX(${(landed ? at : 0) * 100}%)` }}
        >
          <span className="block size-0 -translate-x-1/2 border-x-[7px] border-t-[10px] border-x-transparent border-t-fg" />
        </div>
        <ol className="flex h-7 w-full overflow-hidden rounded-lg ring-1 ring-line ring-inset">
          {battle.seats.map((seat) => {
            const share = totals[seat.seat] ?? 0;
            if (share === 0) return null;
            return (
              <li
                key={seat.seat}
                title={`${displayName(seat.userName)}: ${((share / jackpot.total) * 100).toFixed(1)} %`}
                style={{ width: `${(share / jackpot.total) * 100}%` }}
                className={cn('h-full min-w-px', SHARE_COLOURS[seat.seat % SHARE_COLOURS.length], seat.seat === winner ? 'opacity-100' : 'opacity-45')}
              />
            );
          })}
        </ol>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
        {battle.seats.map((seat) => (
          <li key={seat.seat} className={cn('flex items-center gap-1.5', seat.seat === winner && 'font-semibold text-fg')}>
            <span aria-hidden="true" className={cn('size-2 rounded-full', SHARE_COLOURS[seat.seat % SHARE_COLOURS.length])} />
            {displayName(seat.userName)} · {jackpot.total > 0 ? (((totals[seat.seat] ?? 0) / jackpot.total) * 100).toFixed(1) : '0'} % ·{' '}
            <Money cents={totals[seat.seat] ?? 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
