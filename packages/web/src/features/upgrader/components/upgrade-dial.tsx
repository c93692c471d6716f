import { useLayoutEffect, useRef, useState } from 'react';
import { formatPercent } from '@lootforge/core/upgrader';
import { cn } from '../../../lib/cn';
import { startSpin } from '../../../lib/spin-signal';
import type { UpgradeDirection } from '../api';
import { landingRotation, ticketDegrees, winningArc } from '../upgrader-math';

/** The needle's slow-down: quick off the mark, a long glide, no overshoot (it lands and stays). */
export const DIAL_EASING = 'cubic-bezier(0.1, 0.65, 0.12, 1)';
export const DIAL_SPIN_MS = 3_600;

const SIZE = 260;
const CENTRE = SIZE / 2;
const RING_RADIUS = 104;
const RING_WIDTH = 16;

/** The tick marks: every 1 % inside the ring, longer every 10 %. */
const TICKS = Array.from({ length: 100 }, (_, index) => {
  const angle = (index / 100) * 2 * Math.PI;
  const outer = RING_RADIUS - RING_WIDTH / 2 - 5;
  const inner = outer - (index % 10 === 0 ? 9 : index % 5 === 0 ? 6 : 3);
  const point = (radius: number) => `${(CENTRE + radius * Math.sin(angle)).toFixed(2)} ${(CENTRE - radius * Math.cos(angle)).toFixed(2)}`;
  return `M${point(outer)}L${point(inner)}`;
}).join('');

export type DialRun = { key: number; ticket: number; won: boolean };

/**
 * The upgrader's dial (DESIGN §20): a ring whose lit run is the winning chance, at the start of the
 * circle for under and at its end for over, and a needle that turns several times and settles on
 * the ticket (ticket / 1 000 000 of the circle, clockwise from the top). The spin runs on the
 * compositor (Web Animations) and is reported to the spin signal, so the reality check waits for
 * it; with reduced motion the needle is at once where it lands.
 */
export function UpgradeDial({
  chancePpm,
  direction,
  run,
  landed,
  reducedMotion,
  onLanded,
}: {
  /** The chance of what is picked now, or null while there is none. */
  chancePpm: number | null;
  direction: UpgradeDirection;
  run: DialRun | null;
  landed: boolean;
  reducedMotion: boolean;
  onLanded: (key: number) => void;
}) {
  const needleRef = useRef<SVGGElement>(null);
  // Where the needle rests between spins (whole turns included): the next spin starts there.
  const [restDegrees, setRestDegrees] = useState(0);
  const restRef = useRef(0);
  const onLandedRef = useRef(onLanded);
  const reducedMotionRef = useRef(reducedMotion);
  useLayoutEffect(() => {
    onLandedRef.current = onLanded;
    reducedMotionRef.current = reducedMotion;
  });

  const runKey = run?.key ?? null;
  const ticket = run?.ticket ?? null;
  useLayoutEffect(() => {
    const needle = needleRef.current;
    if (runKey === null || ticket === null || !needle) return;
    const from = restRef.current;
    const to = landingRotation(from, ticket);
    restRef.current = to;
    const land = () => {
      setRestDegrees(to);
      onLandedRef.current(runKey);
    };
    if (reducedMotionRef.current || typeof needle.animate !== 'function') {
      land();
      return;
    }
    const animation = needle.animate([{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }], { duration: DIAL_SPIN_MS, easing: DIAL_EASING, fill: 'forwards' });
    // Nothing covers the dial while it turns (the reality check waits for it).
    const endSpin = startSpin();
    animation.finished.then(() => {
      endSpin();
      land();
    }, endSpin);
    return () => {
      endSpin();
      animation.cancel();
    };
    // A run is spun once: a change of motion preference mid-spin does not spin it again.
  }, [runKey, ticket]);

  const spinning = run !== null && !landed;
  const arc = chancePpm === null ? null : winningArc(chancePpm, direction);
  const outcome = run && landed ? (run.won ? 'won' : 'lost') : null;
  const label =
    run && landed
      ? `The needle landed on ticket ${run.ticket.toLocaleString('en-US')}: ${run.won ? 'a win' : 'a loss'}.`
      : spinning
        ? 'The dial is spinning.'
        : chancePpm === null
          ? 'The dial: pick a stake and a target to see your chance.'
          : `The dial: a ${formatPercent(chancePpm)} chance, ${direction}.`;

  return (
    <div
      role="img"
      aria-label={label}
      data-dial-state={spinning ? 'spin' : outcome ? 'landed' : 'idle'}
      data-dial-result={outcome ?? undefined}
      data-needle-degrees={run ? ticketDegrees(run.ticket) : undefined}
      className="relative mx-auto aspect-square w-full max-w-[18rem] sm:max-w-[20rem]"
    >
      {/* The glow behind the dial, tinted by the result. */}
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-[8%] rounded-full blur-2xl transition-colors duration-700',
          outcome === 'won' ? 'bg-success/25' : outcome === 'lost' ? 'bg-danger/15' : 'bg-accent/10',
        )}
      />
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" className="relative size-full overflow-visible">
        <defs>
          <linearGradient id="upgrade-dial-arc" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#ffbb45" />
            <stop offset="100%" stopColor="#f97316" />
          </linearGradient>
          <radialGradient id="upgrade-dial-face" cx="50%" cy="40%" r="60%">
            <stop offset="0%" stopColor="#172038" />
            <stop offset="100%" stopColor="#070a13" />
          </radialGradient>
        </defs>
        {/* The face and the ring's track. */}
        <circle cx={CENTRE} cy={CENTRE} r={RING_RADIUS + RING_WIDTH / 2 + 6} fill="url(#upgrade-dial-face)" stroke="#2d3b60" strokeWidth="1.5" />
        <circle cx={CENTRE} cy={CENTRE} r={RING_RADIUS} fill="none" stroke="#1d2843" strokeWidth={RING_WIDTH} />
        <path d={TICKS} stroke="#3a4a72" strokeWidth="1.5" strokeLinecap="round" />
        {/* The winning run: drawn from 3 o'clock, turned to start where the run starts. */}
        {arc ? (
          <circle
            data-dial-arc={direction}
            cx={CENTRE}
            cy={CENTRE}
            r={RING_RADIUS}
            fill="none"
            pathLength={100}
            stroke={outcome === 'won' ? '#34d399' : 'url(#upgrade-dial-arc)'}
            strokeWidth={RING_WIDTH}
            strokeDasharray={`${(arc.end - arc.start) * 100} 100`}
            className={cn('transition-[transform,stroke-dasharray,opacity] duration-500 ease-out', outcome === 'lost' && 'opacity-45')}
            style={{ transform: `rotate(${arc.start * 360 - 90}deg)`, transformOrigin: 'center', transformBox: 'view-box' }}
          />
        ) : null}
        {/* The needle: a pointer over the ring and a thin beam toward the centre. */}
        <g ref={needleRef} data-dial-needle="" style={{ transform: `rotate(${restDegrees}deg)`, transformOrigin: 'center', transformBox: 'view-box' }}>
          <line x1={CENTRE} y1={CENTRE - RING_RADIUS + RING_WIDTH / 2 + 14} x2={CENTRE} y2={CENTRE - RING_RADIUS - RING_WIDTH / 2} stroke="#e8edf7" strokeWidth="2.5" strokeLinecap="round" opacity="0.9" />
          <path
            d={`M${CENTRE} ${CENTRE - RING_RADIUS - RING_WIDTH / 2 + 2}L${CENTRE - 9} ${CENTRE - RING_RADIUS - RING_WIDTH / 2 - 14}L${CENTRE + 9} ${CENTRE - RING_RADIUS - RING_WIDTH / 2 - 14}Z`}
            fill={outcome === 'won' ? '#34d399' : outcome === 'lost' ? '#f87171' : '#e8edf7'}
            stroke="#070a13"
            strokeWidth="1.5"
            strokeLinejoin="round"
            className="transition-[fill] duration-300"
          />
        </g>
      </svg>
      {/* What the dial says, in its middle. */}
      <div aria-hidden="true" className="absolute inset-[24%] flex flex-col items-center justify-center rounded-full text-center">
        {outcome ? (
          <>
            <span className={cn('text-3xl font-black tracking-tight sm:text-4xl', outcome === 'won' ? 'text-success' : 'text-danger')}>{outcome === 'won' ? 'WIN' : 'LOSS'}</span>
            <span className="mt-1 text-xs font-semibold text-fg-subtle tabular-nums">Ticket {run!.ticket.toLocaleString('en-US')}</span>
          </>
        ) : spinning ? (
          <>
            <span className="text-sm font-semibold tracking-widest text-fg-muted uppercase">Rolling</span>
            <span className="mt-1 text-2xl font-black text-fg tabular-nums sm:text-3xl">{chancePpm === null ? '' : formatPercent(chancePpm)}</span>
          </>
        ) : chancePpm === null ? (
          <>
            <span className="text-2xl font-black text-fg-subtle sm:text-3xl">—</span>
            <span className="mt-1 text-xs font-semibold text-fg-subtle">Pick a stake and a target</span>
          </>
        ) : (
          <>
            <span className="text-3xl font-black tracking-tight text-fg tabular-nums sm:text-4xl">{formatPercent(chancePpm)}</span>
            <span className="mt-1 text-xs font-bold tracking-widest text-accent uppercase">{direction === 'under' ? 'Roll under' : 'Roll over'}</span>
          </>
        )}
      </div>
    </div>
  );
}
