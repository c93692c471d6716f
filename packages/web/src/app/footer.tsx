import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark, Wordmark } from '../components/ui/logo-mark';
import { cn } from '../lib/cn';
import { CONTAINER } from '../lib/layout';

const FOOTER_LINKS = [
  { to: '/homepage', label: 'Home' },
  { to: '/packs', label: 'Packs' },
  { to: '/race', label: 'Race' },
  { to: '/rewards', label: 'Rewards' },
  { to: '/fairness', label: 'Fairness' },
  { to: '/transparency', label: 'Transparency' },
  { to: '/limits', label: 'Play limits' },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 border-t border-line bg-ink-950/60 sm:mt-16">
      <div className={cn(CONTAINER, 'flex flex-col gap-8 py-10')}>
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg">
              <LogoMark className="size-7" />
              <Wordmark className="text-base" />
            </Link>
            <p className="mt-3 text-sm leading-6 text-fg-muted">
              Open packs, battle other players and race for prizes. Every roll can be checked by hand.
            </p>
          </div>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-medium text-fg-muted hover:text-cool">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <ul aria-label="Trust marks" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-3">
          <TrustMark label="18+ only">
            <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
            <text x="16" y="19.6" textAnchor="middle" fontSize="9.5" fontWeight="800" letterSpacing="-0.4" fill="currentColor" fontFamily="inherit">
              18+
            </text>
          </TrustMark>
          <TrustMark label="Provably Fair">
            <rect x="5" y="5" width="22" height="22" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="11" cy="11" r="1.8" fill="currentColor" />
            <circle cx="21" cy="21" r="1.8" fill="currentColor" />
            <path d="m13.5 18 2.5 2.5 5-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" transform="translate(-2 -3)" />
          </TrustMark>
          <TrustMark label="Secure payments">
            <rect x="4" y="8" width="24" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 13h24" stroke="currentColor" strokeWidth="2" />
            <path d="M8 19h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </TrustMark>
          <TrustMark label="Protected accounts">
            <path d="M16 4 7 7.5v6.5c0 5.8 3.8 10.6 9 12.5 5.2-1.9 9-6.7 9-12.5V7.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="m12 16 3 3 5.5-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </TrustMark>
        </ul>

        <div className="flex flex-col gap-2 border-t border-line pt-6 text-xs text-fg-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} LootForge · <span className="font-medium text-fg-muted">powered by a DAO</span>
          </p>
          <p>Play responsibly. You must be 18 or older to play.</p>
        </div>
      </div>
    </footer>
  );
}

function TrustMark({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 rounded-xl border border-line bg-ink-900/70 py-1.5 pr-3 pl-2 text-fg-muted sm:pr-3.5">
      <svg viewBox="0 0 32 32" className="size-7 text-fg-subtle" role="img" aria-label={label} focusable="false">
        {children}
      </svg>
      <span aria-hidden="true" className="text-[11px] font-semibold tracking-wide sm:text-xs">
        {label}
      </span>
    </li>
  );
}
