import { useState } from 'react';
import { cn } from '../../lib/cn';
import { displayName } from '../../lib/display-name';

const SIZES = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-24 text-3xl',
} as const;

// Calm hues for initials; picked from the name so a person keeps their colour.
const HUES = [
  'bg-[#1e3a5f] text-[#9cd3ff]',
  'bg-[#3b2659] text-[#d8b4fe]',
  'bg-[#1f4538] text-[#86efac]',
  'bg-[#4a2b22] text-[#fdba74]',
  'bg-[#432238] text-[#f9a8d4]',
  'bg-[#233554] text-[#a5b4fc]',
];

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const second = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : (parts[0]?.[1] ?? '');
  return (first + second).toUpperCase();
}

function hueOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return HUES[hash % HUES.length] ?? HUES[0]!;
}

/**
 * A user's picture, or their initials, or a silhouette named "Unknown" when there is no name.
 * Falls back to initials if the image fails to load.
 */
export function Avatar({
  src,
  name,
  size = 'md',
  ringClass = 'ring-ink-900',
  className,
}: {
  src?: string | null;
  name?: string | null;
  size?: keyof typeof SIZES;
  /** The ring colour, e.g. a winner's accent ring. */
  ringClass?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = displayName(name);
  const known = label !== 'Unknown';
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <span
      className={cn(
        'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full font-semibold ring-2',
        ringClass,
        SIZES[size],
        showImage ? 'bg-ink-700' : known ? hueOf(label) : 'bg-ink-700 text-fg-subtle',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={label}
          className="size-full object-cover"
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : known ? (
        <span role="img" aria-label={label}>
          {initialsOf(label)}
        </span>
      ) : (
        <svg viewBox="0 0 24 24" className="size-3/5" role="img" aria-label="Unknown" fill="currentColor">
          <circle cx="12" cy="8.5" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0z" />
        </svg>
      )}
    </span>
  );
}
