import { formatDuration } from '@lootforge/core/rewards';
import { countdownParts } from '../../../lib/countdown';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "Ends in" with days, hours, minutes and seconds in boxes, ticking on its own (the page around it
 * does not redraw every second); "paying the prizes" once the end has passed.
 */
export function RaceCountdown({ endsAt, className }: { endsAt: string; className?: string }) {
  const now = useNow();
  const leftMs = Date.parse(endsAt) - now;
  if (leftMs <= 0) {
    return (
      <p role="status" className={cn('text-sm font-semibold text-accent', className)}>
        Race over: paying the prizes…
      </p>
    );
  }
  const { days, hours, minutes, seconds } = countdownParts(leftMs);
  const boxes = [
    ...(days > 0 ? [{ value: String(days), unit: 'days' }] : []),
    { value: two(hours), unit: 'hrs' },
    { value: two(minutes), unit: 'min' },
    { value: two(seconds), unit: 'sec' },
  ];
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <p className="text-[11px] font-semibold tracking-[0.16em] text-fg-subtle uppercase">Ends in</p>
      {/* A timer is not announced every second; its name says the wait to the minute. */}
      <div role="timer" aria-label={`Ends in ${formatDuration(leftMs)}`} className="flex items-start gap-1.5">
        {boxes.map((box, index) => (
          <div key={box.unit} className="flex items-start gap-1.5">
            {index > 0 ? (
              <span aria-hidden="true" className="pt-1.5 text-lg font-bold text-fg-subtle">
                :
              </span>
            ) : null}
            <div aria-hidden="true" className="flex flex-col items-center">
              <span className="grid h-11 min-w-11 place-items-center rounded-lg border border-line-strong bg-ink-950/70 px-1.5 text-xl font-extrabold text-fg tabular-nums shadow-inner sm:h-12 sm:min-w-12 sm:text-2xl">
                {box.value}
              </span>
              <span className="mt-1 text-[10px] font-semibold tracking-wider text-fg-subtle uppercase">{box.unit}</span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
