import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Form, Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ButtonLink } from '../components/ui/button';
import { Avatar } from '../components/ui/avatar';
import { BanknoteIcon, ChevronDownIcon, ClockIcon, CloseIcon, GiftIcon, HistoryIcon, LevelIcon, LogoutIcon, MenuIcon, PackageIcon, SearchIcon, ShieldIcon, SwordsIcon, TrophyIcon, UpgradeIcon, UserIcon, UsersIcon, WalletIcon } from '../components/ui/icons';
import { LogoMark, Wordmark } from '../components/ui/logo-mark';
import { Skeleton } from '../components/ui/skeleton';
import { Spinner } from '../components/ui/spinner';
import { meQueryKey, useLogout, type Me } from '../lib/session';
import { useWalletBalance } from '../lib/wallet-balance';
import { useLiveWallet } from '../features/wallet/use-live-wallet';
import { cn } from '../lib/cn';
import { displayName } from '../lib/display-name';
import { CONTAINER } from '../lib/layout';
import { formatCents } from '@lootforge/core/money';

// The chat's button comes with the chat, after the first page (a box of its size holds its place).
const ChatToggle = lazy(() => import('../features/chat/components/chat-dock').then((m) => ({ default: m.ChatToggle })));

const MENU_ID = 'site-menu';
const PROFILE_MENU_ID = 'profile-menu';

const PRIMARY_LINKS = [
  { to: '/battlepage1', label: 'Battles', icon: SwordsIcon },
  { to: '/packs', label: 'Packs', icon: PackageIcon },
  { to: '/upgrader', label: 'Upgrader', icon: UpgradeIcon },
  { to: '/race', label: 'Race', icon: TrophyIcon },
  { to: '/rewards', label: 'Rewards', icon: GiftIcon },
] as const;

/**
 * The signed-in player's own pages, in the profile menu (desktop) and the phone menu. Relative
 * links as the product names them (DESIGN §9) ("wallet", "editprofile"); they resolve against the root route.
 */
const ACCOUNT_LINKS = [
  { to: 'editprofile', label: 'Profile', icon: UserIcon },
  { to: 'levels', label: 'Levels', icon: LevelIcon },
  { to: 'wallet', label: 'Wallet', icon: WalletIcon },
  { to: 'cashier', label: 'Cashier', icon: BanknoteIcon },
  { to: 'forgemain', label: 'History', icon: HistoryIcon },
  { to: 'referrals', label: 'Referrals', icon: UsersIcon },
  { to: 'limits', label: 'Limits', icon: ClockIcon },
  { to: 'fairness', label: 'Fairness', icon: ShieldIcon },
] as const;

export function Navbar({ me }: { me: Me | null }) {
  const location = useLocation();
  // The one subscription to the user's balance events: keeps this pill and /wallet live.
  useLiveWallet(Boolean(me));
  // The menu belongs to the page it was opened on: leaving it or following a link in the menu closes it,
  // while the page writing its own filters into the address (a replace of the query) leaves it open.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === location.pathname;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) setOpenOnPath(null);
  }

  return (
    <header
      onKeyDown={onKeyDown}
      className="sticky top-0 z-50 border-b border-line/80 bg-ink-900/85 backdrop-blur-md supports-[backdrop-filter]:bg-ink-900/70"
    >
      <nav aria-label="Main" className={cn(CONTAINER, 'flex h-16 items-center gap-3 lg:gap-6')}>
        <Link to="/" className="group -ml-1 flex shrink-0 items-center gap-2.5 rounded-lg px-1 py-1">
          <LogoMark className="size-8 transition-transform group-hover:rotate-[-6deg]" />
          {/* On a phone the mark stands alone (the name stays the link's name): the chat button needs the room. */}
          <Wordmark className="text-lg text-fg max-sm:sr-only" />
        </Link>

        <PrimaryLinks
          className="hidden items-center gap-1 lg:flex"
          linkClassName={(active) =>
            cn('relative flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors', active ? 'text-cool' : 'text-fg-muted hover:bg-ink-800 hover:text-fg')
          }
          iconClassName="hidden size-4.5 xl:block"
          underline
        />

        <SearchForm className="ml-auto hidden w-full max-w-xs min-w-32 lg:flex xl:max-w-sm" />

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {me ? (
            <>
              <BalancePill />
              <ProfileMenu me={me} />
            </>
          ) : (
            <LoginButton />
          )}
          <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
            <ChatToggle />
          </Suspense>
          <button
            type="button"
            className="grid size-10 place-items-center rounded-xl text-fg-muted ring-1 ring-line-strong ring-inset hover:bg-ink-800 hover:text-fg lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setOpenOnPath(menuOpen ? null : location.pathname)}
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
        onClick={(event) => closeOnLink(event, () => setOpenOnPath(null))}
        onSubmit={() => setOpenOnPath(null)}
        className="border-t border-line bg-ink-900/95 lg:hidden"
      >
        {menuOpen ? (
          <div className={cn(CONTAINER, 'flex flex-col gap-4 py-4')}>
            <SearchForm className="flex w-full" />
            <PrimaryLinks
              className="flex flex-col gap-1"
              linkClassName={(active) => cn('flex h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold', active ? 'bg-cool/10 text-cool' : 'text-fg hover:bg-ink-800')}
              iconClassName="size-5"
            />
            {me ? (
              <div className="border-t border-line pt-4">
                <AccountLinks me={me} />
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
  const inputRef = useRef<HTMLInputElement>(null);
  // The box shows what was searched (and empties on other pages), but never over what is being typed in it:
  // a navigation that lands while the player types (a page loading on demand) leaves their words alone.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = current;
  }, [current]);

  return (
    <Form action="/search" method="get" role="search" className={cn('relative items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 size-4 text-fg-subtle" />
      <input
        ref={inputRef}
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
      <WalletIcon className="hidden size-4 sm:block lg:max-xl:hidden" />
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

/** Closes a menu when a click inside it lands on one of its links (the link then navigates as usual). */
function closeOnLink(event: MouseEvent<HTMLElement>, close: () => void) {
  if (event.target instanceof Element && event.target.closest('a')) close();
}

/** The avatar in the bar: opens the player's own pages (a disclosure: a button and the links it shows). */
function ProfileMenu({ me }: { me: Me }) {
  const location = useLocation();
  // As the phone menu: open on the page it was opened on, closed by leaving it or by one of its links.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const open = openOnPath === location.pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A click or focus anywhere else closes it, as a menu does.
    function away(event: Event) {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOnPath(null);
    }
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpenOnPath(null);
    buttonRef.current?.focus();
  }

  return (
    <div ref={rootRef} onKeyDown={onKeyDown} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PROFILE_MENU_ID}
        onClick={() => setOpenOnPath(open ? null : location.pathname)}
        className="flex h-10 items-center gap-1.5 rounded-full p-0.5 pr-1.5 ring-1 ring-line-strong ring-inset transition-colors hover:bg-ink-800 aria-expanded:bg-ink-800"
      >
        <Avatar src={me.avatarThumbUrl} name={me.userName} size="sm" ringClass="ring-transparent" />
        <span className="sr-only">Profile menu</span>
        <ChevronDownIcon strokeWidth={2.4} className="hidden size-3.5 text-fg-subtle sm:block" />
      </button>
      <div
        id={PROFILE_MENU_ID}
        hidden={!open}
        onClick={(event) => closeOnLink(event, () => setOpenOnPath(null))}
        className="absolute top-12 right-0 z-50 w-64 rounded-2xl border border-line-strong bg-ink-900 p-2 shadow-2xl shadow-black/40"
      >
        {open ? <AccountLinks me={me} /> : null}
      </div>
    </div>
  );
}

/** Who is signed in, their own pages and Logout: the profile menu and the phone menu. */
function AccountLinks({ me }: { me: Me }) {
  const logout = useLogout();
  const queryClient = useQueryClient();
  // The level grows with every stake and no event carries it: opening the menu reads it again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);
  const itemClass = (isActive = false) =>
    cn(
      'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors',
      isActive ? 'bg-cool/10 text-cool' : 'text-fg hover:bg-ink-800',
    );

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3 px-3 pt-1 pb-2">
        <Avatar src={me.avatarThumbUrl} name={me.userName} size="md" />
        <div className="min-w-0">
          <p className="truncate font-bold text-fg">{displayName(me.userName)}</p>
          <p className="text-xs text-fg-subtle">
            <span>Level {me.level}</span>
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-0.5 border-t border-line pt-1">
        {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={({ isActive }) => itemClass(isActive)}>
              <Icon className="size-4.5 text-fg-muted" />
              {label}
            </NavLink>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            aria-busy={logout.isPending || undefined}
            className={cn(itemClass(), 'w-full disabled:opacity-60')}
          >
            {logout.isPending ? <Spinner size="sm" decorative /> : <LogoutIcon className="size-4.5 text-fg-muted" />}
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The main sections as a list of links, styled by where they stand (the desktop bar, the phone menu); `underline` marks the current one from below. */
function PrimaryLinks({
  className,
  linkClassName,
  iconClassName,
  underline = false,
}: {
  className: string;
  linkClassName: (active: boolean) => string;
  iconClassName: string;
  underline?: boolean;
}) {
  return (
    <ul className={className}>
      {PRIMARY_LINKS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} className={({ isActive }) => linkClassName(isActive)}>
            {({ isActive }) => (
              <>
                <Icon className={iconClassName} />
                {label}
                {underline && isActive ? <span aria-hidden="true" className="absolute inset-x-3 -bottom-[13px] h-0.5 rounded-full bg-cool" /> : null}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
