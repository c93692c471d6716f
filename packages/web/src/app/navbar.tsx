import { useId, useState, type KeyboardEvent } from 'react';
import { Form, Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import { CloseIcon, GiftIcon, HistoryIcon, LogoutIcon, MenuIcon, SearchIcon, ShieldIcon, SwordsIcon, TrophyIcon, UserIcon, UsersIcon, WalletIcon } from '../components/ui/icons';
import { LogoMark } from '../components/ui/logo-mark';
import { Skeleton } from '../components/ui/skeleton';
import { Spinner } from '../components/ui/spinner';
import { useLogout, type Me } from '../features/auth/api';
import { useWalletBalance } from '../features/wallet/api';
import { useLiveWallet } from '../features/wallet/use-live-wallet';
import { cn } from '../lib/cn';
import { CONTAINER } from '../lib/layout';
import { formatCents } from '@lootforge/core/money';

const MENU_ID = 'site-menu';

const PRIMARY_LINKS = [
  { to: '/battlepage1', label: 'Battle', icon: SwordsIcon },
  { to: '/forgemain', label: 'History', icon: HistoryIcon },
  { to: '/race', label: 'Race', icon: TrophyIcon },
  { to: '/rewards', label: 'Rewards', icon: GiftIcon },
] as const;

export function Navbar({ me }: { me: Me | null }) {
  const location = useLocation();
  // The one subscription to the user's balance events: keeps this pill and /wallet live.
  useLiveWallet(Boolean(me));
  // The menu belongs to the page it was opened on: any navigation (new location key) closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) setOpenOnKey(null);
  }

  return (
    <header
      onKeyDown={onKeyDown}
      className="sticky top-0 z-50 border-b border-line/80 bg-ink-900/85 backdrop-blur-md supports-[backdrop-filter]:bg-ink-900/70"
    >
      <nav aria-label="Main" className={cn(CONTAINER, 'flex h-16 items-center gap-3 lg:gap-6')}>
        <Link to="/" className="group -ml-1 flex shrink-0 items-center gap-2.5 rounded-lg px-1 py-1">
          <LogoMark className="size-8 transition-transform group-hover:rotate-[-6deg]" />
          <span className="text-lg font-extrabold tracking-tight text-fg">
            Loot<span className="text-accent">Forge</span>
          </span>
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {PRIMARY_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
                    isActive ? 'text-cool' : 'text-fg-muted hover:bg-ink-800 hover:text-fg',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon className="hidden size-4.5 xl:block" />
                    {label}
                    {isActive ? (
                      <span aria-hidden="true" className="absolute inset-x-3 -bottom-[13px] h-0.5 rounded-full bg-cool" />
                    ) : null}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>

        <SearchForm className="ml-auto hidden w-full max-w-xs min-w-32 lg:flex xl:max-w-sm" />

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {me ? (
            <>
              <BalancePill />
              <div className="hidden items-center lg:flex">
                <SignedInActions compact />
              </div>
            </>
          ) : (
            <LoginButton />
          )}
          <button
            type="button"
            className="grid size-10 place-items-center rounded-xl text-fg-muted ring-1 ring-line-strong ring-inset hover:bg-ink-800 hover:text-fg lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </nav>

      {me && !me.profileComplete && location.pathname !== '/signup' ? <FinishProfileBanner /> : null}

      <div
        id={MENU_ID}
        hidden={!menuOpen}
        className="border-t border-line bg-ink-900/95 lg:hidden"
      >
        {menuOpen ? (
          <div className={cn(CONTAINER, 'flex flex-col gap-4 py-4')}>
            <SearchForm className="flex w-full" />
            <ul className="flex flex-col gap-1">
              {PRIMARY_LINKS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    className={({ isActive }) =>
                      cn(
                        'flex h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold',
                        isActive ? 'bg-cool/10 text-cool' : 'text-fg hover:bg-ink-800',
                      )
                    }
                  >
                    <Icon className="size-5" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {me ? (
              <div className="border-t border-line pt-4">
                <SignedInActions />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </header>
  );
}

function SearchForm({ className }: { className?: string }) {
  const inputId = useId();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/search' ? (params.get('q') ?? '') : '';

  return (
    <Form action="/search" method="get" role="search" className={cn('relative items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 size-4 text-fg-subtle" />
      <input
        // Re-mount when the query in the URL changes so the box shows what was searched.
        key={current}
        id={inputId}
        name="q"
        type="search"
        defaultValue={current}
        placeholder="Search packs, items, players"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-xl border border-line bg-ink-950/60 pr-3 pl-9 text-sm text-fg placeholder:text-fg-subtle transition-colors hover:border-line-strong focus:border-cool focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-cool/40"
      />
    </Form>
  );
}

/** A new user who has not finished /signup yet: one quiet line pointing there. */
function FinishProfileBanner() {
  return (
    <div className="border-t border-accent/20 bg-accent/8">
      <div className={cn(CONTAINER, 'flex items-center gap-3 py-2 text-sm')}>
        <GiftIcon className="size-4.5 shrink-0 text-accent" />
        <p className="min-w-0 flex-1 text-fg-muted">
          <span className="sm:hidden">
            Your <span className="font-semibold text-accent">$1,000.00</span> bonus is waiting.
          </span>
          <span className="hidden sm:inline">
            Almost there: finish your profile to get your <span className="font-semibold text-accent">$1,000.00</span> welcome
            bonus.
          </span>
        </p>
        <Link to="/signup" className="shrink-0 font-semibold text-accent hover:text-accent-hover">
          Finish sign-up →
        </Link>
      </div>
    </div>
  );
}

function LoginButton() {
  return (
    <ButtonLink to="/loginsignup" variant="secondary">
      Login
    </ButtonLink>
  );
}

function BalancePill() {
  const wallet = useWalletBalance();
  return (
    <Link
      to="/wallet"
      className="flex h-9 items-center gap-2 rounded-full border border-accent/30 bg-accent/8 pr-3.5 pl-2.5 text-sm font-bold text-accent transition-colors hover:border-accent/50 hover:bg-accent/12"
    >
      <WalletIcon className="size-4 lg:max-xl:hidden" />
      <span className="sr-only">Balance:</span>
      {wallet.isPending ? (
        <Skeleton tone="accent" className="h-3.5 w-16" />
      ) : wallet.isError ? (
        <span className="tabular-nums text-fg-subtle" title="Balance unavailable">
          —
        </span>
      ) : (
        <span className="tabular-nums">{formatCents(wallet.data.balanceCents)}</span>
      )}
    </Link>
  );
}

/** Wallet, Referrals, Limits, Profile and Logout. `compact` is the desktop bar: icons, with labels from 2xl up. */
function SignedInActions({ compact = false }: { compact?: boolean }) {
  const logout = useLogout();
  const itemClass = (isActive = false) =>
    cn(
      'flex items-center font-semibold transition-colors',
      compact ? 'h-10 gap-2 rounded-lg px-2.5 text-sm 2xl:px-3' : 'h-12 gap-3 rounded-xl px-3 text-base',
      isActive ? 'text-cool' : compact ? 'text-fg-muted hover:bg-ink-800 hover:text-fg' : 'text-fg hover:bg-ink-800',
      isActive && !compact && 'bg-cool/10',
    );
  const labelClass = compact ? 'sr-only 2xl:not-sr-only' : undefined;

  return (
    <ul className={cn('flex', compact ? 'items-center gap-0.5' : 'flex-col gap-1')}>
      <li>
        {/* Relative links, as the spec writes them; they resolve against the root route. */}
        <NavLink to="wallet" title={compact ? 'Wallet' : undefined} className={({ isActive }) => itemClass(isActive)}>
          <WalletIcon className="size-4.5" />
          <span className={labelClass}>Wallet</span>
        </NavLink>
      </li>
      <li>
        <NavLink to="referrals" title={compact ? 'Referrals' : undefined} className={({ isActive }) => itemClass(isActive)}>
          <UsersIcon className="size-4.5" />
          <span className={labelClass}>Referrals</span>
        </NavLink>
      </li>
      <li>
        <NavLink to="limits" title={compact ? 'Play limits' : undefined} className={({ isActive }) => itemClass(isActive)}>
          <ShieldIcon className="size-4.5" />
          <span className={labelClass}>Limits</span>
        </NavLink>
      </li>
      <li>
        <NavLink to="editprofile" title={compact ? 'Profile' : undefined} className={({ isActive }) => itemClass(isActive)}>
          <UserIcon className="size-4.5" />
          <span className={labelClass}>Profile</span>
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          aria-busy={logout.isPending || undefined}
          title={compact ? 'Logout' : undefined}
          className={cn(itemClass(), 'w-full disabled:opacity-60')}
        >
          {logout.isPending ? <Spinner size="sm" decorative /> : <LogoutIcon className="size-4.5" />}
          <span className={labelClass}>Logout</span>
        </button>
      </li>
    </ul>
  );
}
