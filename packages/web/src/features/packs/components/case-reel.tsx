import { useEffect, useLayoutEffect, useRef } from 'react';
import { PackageIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatCents } from '@lootforge/core/money';
import { rarityOf, type RarityTier } from '../../../lib/rarity';
import { tickAsCellsPass } from '../../../lib/sound/reel-ticks';
import { startSpin } from '../../../lib/spin-signal';
import { LANDING_INDEX, REST_INDEX } from '../reel-strip';

export type ReelItem = { name: string; valueCents: number; thumbUrl: string | null };
export type ReelState = 'idle' | 'spin' | 'landed';
export type ReelSize = 'lg' | 'md' | 'sm';
/** One open spins sideways; two to four stand side by side and spin downwards (DESIGN §11). */
export type ReelOrientation = 'horizontal' | 'vertical';

/** Fast start, a long natural slow-down, no overshoot: the item lands and stays. */
export const SPIN_EASING = 'cubic-bezier(0.08, 0.62, 0.14, 1)';
export const SPIN_MS = 5_000;

// Literal classes so Tailwind's scanner sees every one of them.
const CELL: Record<ReelSize, string> = {
  lg: 'w-32 sm:w-44',
  md: 'w-28 sm:w-36',
  sm: 'w-24 sm:w-28',
};
const HEIGHT: Record<ReelSize, string> = {
  lg: 'h-40 sm:h-52',
  md: 'h-32 sm:h-40',
  sm: 'h-28 sm:h-32',
};
const BAR: Record<RarityTier, string> = {
  common: 'from-rarity-common/0 via-rarity-common/80 to-rarity-common/0',
  uncommon: 'from-rarity-uncommon/0 via-rarity-uncommon to-rarity-uncommon/0',
  rare: 'from-rarity-rare/0 via-rarity-rare to-rarity-rare/0',
  epic: 'from-rarity-epic/0 via-rarity-epic to-rarity-epic/0',
  legendary: 'from-rarity-legendary/0 via-rarity-legendary to-rarity-legendary/0',
};
const LANDED_RING: Record<RarityTier, string> = {
  common: 'ring-rarity-common/70',
  uncommon: 'ring-rarity-uncommon/80',
  rare: 'ring-rarity-rare/80',
  epic: 'ring-rarity-epic/80',
  legendary: 'ring-rarity-legendary/90',
};

/**
 * Centres cell `index` on the reel's centre line. The strip starts at the window's middle
 * (left or top: 50%) and every cell has the same size, so a share of the strip's own length
 * puts any cell exactly in the centre at any screen size.
 */
function translate(index: number, length: number, orientation: ReelOrientation): string {
  const share = -((index + 0.5) / length) * 100;
  return orientation === 'horizontal' ? `translate3d(${share}%, 0, 0)` : `translate3d(0, ${share}%, 0)`;
}

/**
 * A case-opening reel, sideways or (several side by side) downwards. It scrolls by transform
 * only (Web Animations API, on the compositor), decelerates with an ease-out curve, and stops
 * with the cell at LANDING_INDEX exactly under the marker; the lead reel of a run ticks as cells
 * pass the marker. With reduced motion it skips straight to the result.
 */
export function CaseReel({
  items,
  state,
  size = 'lg',
  orientation = 'horizontal',
  ticks = false,
  durationMs = SPIN_MS,
  reducedMotion,
  skipSignal = 0,
  onLanded,
  label,
}: {
  /** The strip, STRIP_LENGTH cells, the rolled item at LANDING_INDEX. */
  items: readonly ReelItem[];
  state: ReelState;
  size?: ReelSize;
  orientation?: ReelOrientation;
  /** Whether this reel ticks as cells pass (one reel of a run does, so the ticks do not pile up). */
  ticks?: boolean;
  durationMs?: number;
  reducedMotion: boolean;
  /** Bump it to finish the spin at once ("Skip"). */
  skipSignal?: number;
  onLanded?: () => void;
  label: string;
}) {
  const stripRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const onLandedRef = useRef(onLanded);
  useEffect(() => {
    onLandedRef.current = onLanded;
  });

  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (state !== 'spin' || !strip) return;
    if (reducedMotion || typeof strip.animate !== 'function') {
      onLandedRef.current?.();
      return;
    }
    const animation = strip.animate(
      [{ transform: translate(REST_INDEX, items.length, orientation) }, { transform: translate(LANDING_INDEX, items.length, orientation) }],
      { duration: durationMs, easing: SPIN_EASING, fill: 'forwards' },
    );
    animationRef.current = animation;
    const stopTicks = ticks ? tickAsCellsPass(animation, REST_INDEX, LANDING_INDEX) : undefined;
    // Nothing covers the reel while it spins (the reality check waits for it).
    const endSpin = startSpin();
    animation.finished.then(
      () => {
        endSpin();
        onLandedRef.current?.();
      },
      endSpin,
    );
    return () => {
      endSpin();
      stopTicks?.();
      animationRef.current = null;
      animation.cancel();
    };
  }, [state, items, durationMs, reducedMotion, orientation, ticks]);

  useEffect(() => {
    if (skipSignal > 0) animationRef.current?.finish();
  }, [skipSignal]);

  const landed = state === 'landed';
  const restIndex = state === 'idle' ? REST_INDEX : LANDING_INDEX;
  const landedItem = items[LANDING_INDEX];
  const vertical = orientation === 'vertical';

  return (
    <div
      role="img"
      aria-label={landed && landedItem ? `${label}: ${landedItem.name}, ${formatCents(landedItem.valueCents)}` : label}
      data-reel-state={state}
      data-reel-orientation={orientation}
      data-spin-ms={durationMs}
      className={cn(
        'relative overflow-hidden rounded-2xl bg-ink-950/80 ring-1 ring-line ring-inset',
        vertical
          ? 'h-72 [mask-image:linear-gradient(to_bottom,transparent,black_18%,black_82%,transparent)] sm:h-96'
          : cn('[mask-image:linear-gradient(to_right,transparent,black_14%,black_86%,transparent)]', HEIGHT[size]),
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-0',
          vertical
            ? 'bg-[radial-gradient(80%_20%_at_50%_50%,rgb(247_169_40/0.13),transparent_75%)]'
            : 'bg-[radial-gradient(22%_70%_at_50%_50%,rgb(247_169_40/0.13),transparent_75%)]',
        )}
      />
      <div
        ref={stripRef}
        data-reel-strip=""
        className={cn('absolute flex will-change-transform', vertical ? 'inset-x-0 top-1/2 flex-col' : 'inset-y-0 left-1/2')}
        style={{ transform: translate(state === 'spin' ? REST_INDEX : restIndex, items.length, orientation) }}
      >
        {items.map((item, index) => {
          const rarity = rarityOf(item.valueCents);
          const isLanding = index === LANDING_INDEX;
          const highlight = landed && isLanding;
          return (
            <div
              key={index}
              data-reel-cell={isLanding ? 'landing' : undefined}
              data-item-name={isLanding ? item.name : undefined}
              className={cn('shrink-0', vertical ? 'mx-auto h-24 w-full max-w-[13rem] px-1.5 py-1 sm:h-32 sm:px-2.5 sm:py-1.5' : cn('h-full p-1.5 sm:p-2', CELL[size]))}
            >
              <div
                className={cn(
                  'relative flex h-full flex-col items-center justify-center overflow-hidden rounded-xl bg-ink-850 ring-1 ring-line ring-inset transition-[opacity,transform] duration-500',
                  landed && !isLanding && 'opacity-30 saturate-50',
                  highlight && cn('bg-ink-800 ring-2', LANDED_RING[rarity.tier], 'motion-safe:animate-[pack-landed-pulse_900ms_ease-out]'),
                )}
              >
                <span aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-3/4', rarity.glowClass)} />
                {item.thumbUrl ? (
                  <img
                    src={item.thumbUrl}
                    alt=""
                    draggable={false}
                    decoding="async"
                    className={cn(
                      'relative aspect-square rounded-lg object-cover drop-shadow-[0_8px_14px_rgb(0_0_0/0.5)]',
                      vertical ? 'h-3/5 w-auto' : 'w-2/3',
                    )}
                  />
                ) : (
                  <PackageIcon className={cn('relative size-1/3', rarity.textClass)} />
                )}
                {size !== 'sm' || vertical ? (
                  <span className={cn('relative mt-1 text-xs font-bold tabular-nums sm:text-[13px]', rarity.textClass)}>{formatCents(item.valueCents)}</span>
                ) : null}
                <span aria-hidden="true" className={cn('absolute inset-x-2 bottom-0 h-[3px] rounded-full bg-linear-to-r', BAR[rarity.tier])} />
              </div>
            </div>
          );
        })}
      </div>
      {/* The marker: a line and two notches across the centre. */}
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute rounded-full bg-accent/90 shadow-[0_0_14px_rgb(247_169_40/0.85)] transition-opacity duration-500',
          vertical ? 'inset-x-1.5 top-1/2 h-[3px] -translate-y-1/2' : 'inset-y-1.5 left-1/2 w-[3px] -translate-x-1/2',
          landed && 'opacity-0',
        )}
      />
      {vertical ? (
        <>
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-0 size-0 -translate-y-1/2 border-y-[8px] border-l-[10px] border-y-transparent border-l-accent" />
          <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-0 size-0 -translate-y-1/2 border-y-[8px] border-r-[10px] border-y-transparent border-r-accent" />
        </>
      ) : (
        <>
          <span aria-hidden="true" className="pointer-events-none absolute top-0 left-1/2 size-0 -translate-x-1/2 border-x-[9px] border-t-[11px] border-x-transparent border-t-accent" />
          <span aria-hidden="true" className="pointer-events-none absolute bottom-0 left-1/2 size-0 -translate-x-1/2 border-x-[9px] border-b-[11px] border-x-transparent border-b-accent" />
        </>
      )}
    </div>
  );
}
