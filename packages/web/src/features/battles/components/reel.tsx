import { SPIN_MS } from '@lootforge/core/battle';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { rarityOf, type RarityTier } from '../../../lib/rarity';
import { tickAsCellsPass } from '../../../lib/sound/reel-ticks';
import { startSpin } from '../../../lib/spin-signal';
import { cellOffsetPercent, LANDING_INDEX, SPIN_EASING, START_INDEX } from '../playback';
import { ItemThumb, type ReelItem } from './item-thumb';

export type ReelState = 'idle' | 'spin' | 'landed';

// Literal classes so Tailwind's scanner sees them.
const LANDED_RING: Record<RarityTier, string> = {
  common: 'ring-rarity-common/50',
  uncommon: 'ring-rarity-uncommon/60',
  rare: 'ring-rarity-rare/60',
  epic: 'ring-rarity-epic/60',
  legendary: 'ring-rarity-legendary/70',
};

const translate = (index: number) => `translate3d(0, ${cellOffsetPercent(index)}%, 0)`;

/**
 * One seat's vertical reel for one round. The strip is positioned by transform only, so the
 * spin runs on the compositor at 60 fps; the offsets are shares of the strip's own height, so
 * the rolled item lands exactly in the centre at any size. A spin that started before we
 * arrived (late spectator) is joined at the right moment by seeking the animation.
 */
export function Reel({
  items,
  state,
  spinStartAt,
  offsetMs,
  reducedMotion,
  spinMs = SPIN_MS,
  ticks = false,
  className,
}: {
  /** Whether this reel ticks as cells pass the marker (one seat's reel per round does). */
  ticks?: boolean;
  /** How long the strip takes to land: shorter in a turbo battle. */
  spinMs?: number;
  /** The strip: 18 items, the rolled one at LANDING_INDEX. */
  items: readonly ReelItem[];
  state: ReelState;
  /** Server time the spin began (epoch ms); used to seek when joining mid-spin. */
  spinStartAt: number;
  /** Server clock minus ours. */
  offsetMs: number;
  reducedMotion: boolean;
  className?: string;
}) {
  const stripRef = useRef<HTMLDivElement>(null);
  const animate = state === 'spin' && !reducedMotion;

  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!animate || !strip || typeof strip.animate !== 'function') return;
    const animation = strip.animate([{ transform: translate(START_INDEX) }, { transform: translate(LANDING_INDEX) }], {
      duration: spinMs,
      easing: SPIN_EASING,
      fill: 'forwards',
    });
    animation.currentTime = Math.min(spinMs, Math.max(0, Date.now() + offsetMs - spinStartAt));
    const stopTicks = ticks ? tickAsCellsPass(animation, START_INDEX, LANDING_INDEX) : undefined;
    // Nothing covers the reel while it spins (the reality check waits for it).
    const endSpin = startSpin();
    animation.finished.then(endSpin, endSpin);
    return () => {
      endSpin();
      stopTicks?.();
      animation.cancel();
    };
  }, [animate, spinStartAt, offsetMs, items, spinMs, ticks]);

  const restingIndex = state === 'idle' ? START_INDEX : LANDING_INDEX;
  const landed = state === 'landed' || (state === 'spin' && reducedMotion);

  return (
    <div
      data-reel-state={reducedMotion && state === 'spin' ? 'landed' : state}
      className={cn(
        'relative overflow-hidden rounded-xl bg-ink-950/70 ring-1 ring-line ring-inset',
        className?.includes('h-') ? null : 'h-56 sm:h-72',
        '[mask-image:linear-gradient(to_bottom,transparent,black_22%,black_78%,transparent)]',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-3 top-1/2 h-px -translate-y-1/2 bg-accent/25" />
      <div
        ref={stripRef}
        data-reel-strip=""
        className="absolute inset-x-0 top-1/2 flex flex-col will-change-transform"
        style={{ transform: translate(animate ? START_INDEX : restingIndex) }}
      >
        {items.map((item, index) => {
          const isLanding = index === LANDING_INDEX;
          const highlight = isLanding && landed;
          return (
            <div
              key={index}
              data-reel-cell={isLanding ? 'landing' : undefined}
              className="relative flex h-20 items-center justify-center px-2 sm:h-28"
            >
              <ItemThumb
                item={item}
                className={cn(
                  'size-16 transition-[transform,opacity] duration-300 sm:size-24',
                  highlight ? 'scale-110' : landed ? 'opacity-40' : undefined,
                )}
              />
              {highlight ? (
                <span
                  aria-hidden="true"
                  className={cn('absolute inset-x-2 inset-y-1 rounded-xl bg-white/[0.03] ring-2 ring-inset', LANDED_RING[rarityOf(item.valueCents).tier])}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-0 size-0 -translate-y-1/2 border-y-[7px] border-l-[9px] border-y-transparent border-l-accent" />
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-0 size-0 -translate-y-1/2 border-y-[7px] border-r-[9px] border-y-transparent border-r-accent" />
    </div>
  );
}
