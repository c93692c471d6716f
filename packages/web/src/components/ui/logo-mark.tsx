import { useId } from 'react';

/** The LootForge mark: a forged hex with a gem. Same drawing as the favicon. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="#131c33" />
      <path
        d="M16 4.5 26 10v12l-10 5.5L6 22V10z"
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path d="M16 10.5 20.5 16 16 21.5 11.5 16z" fill={`url(#${gradientId})`} />
    </svg>
  );
}

/** The site's name as it stands beside the mark: "Loot" in the text colour, "Forge" in the accent. */
export function Wordmark({ className = 'text-lg text-fg' }: { className?: string }) {
  return (
    <span className={`font-extrabold tracking-tight ${className}`}>
      Loot<span className="text-accent">Forge</span>
    </span>
  );
}
