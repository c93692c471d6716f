import { tierOf } from '@lootforge/core/levels';
import { cn } from '../../lib/cn';

/** One colour per tier of ten levels (DESIGN §21): grey at the start, gold and beyond at the top. */
const TIER_STYLES = [
  'bg-ink-700 text-fg-muted ring-line-strong',
  'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  'bg-sky-500/15 text-sky-300 ring-sky-400/40',
  'bg-indigo-500/20 text-indigo-300 ring-indigo-400/45',
  'bg-fuchsia-500/15 text-fuchsia-300 ring-fuchsia-400/45',
  'bg-rose-500/15 text-rose-300 ring-rose-400/45',
  'bg-orange-500/15 text-orange-300 ring-orange-400/45',
  'bg-amber-400/15 text-amber-300 ring-amber-300/50',
  'bg-cyan-400/15 text-cyan-200 ring-cyan-300/50',
  'bg-gradient-to-r from-amber-300/30 via-fuchsia-400/30 to-cyan-300/30 text-white ring-white/40',
];

const SIZES = {
  sm: 'h-[1.125rem] min-w-[1.375rem] rounded-md px-1 text-[10px]',
  md: 'h-5 min-w-7 rounded-md px-1.5 text-[11px]',
  lg: 'size-16 rounded-2xl text-2xl',
};

/** A player's level beside their name: the number in a pill coloured by its tier. `decorative`: the words beside it say the level already. */
export function LevelBadge({ level, size = 'sm', decorative = false, className }: { level: number; size?: keyof typeof SIZES; decorative?: boolean; className?: string }) {
  return (
    <span
      aria-hidden={decorative || undefined}
      title={`Level ${level}`}
      className={cn(
        'inline-flex shrink-0 items-center justify-center align-middle font-bold tabular-nums leading-none ring-1 ring-inset',
        SIZES[size],
        TIER_STYLES[tierOf(level) - 1] ?? TIER_STYLES[0],
        className,
      )}
    >
      <span className="sr-only">Level </span>
      {level}
    </span>
  );
}
