import { Link, NavLink, Navigate, Outlet, ScrollRestoration, useLocation, useOutletContext } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ArrowLeftIcon, ChartIcon, ChatIcon, LockIcon, PackageIcon, ShieldIcon, SparklesIcon, TicketIcon, TrophyIcon, UsersIcon, WalletIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LogoMark, Wordmark } from '../../../components/ui/logo-mark';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { CONTAINER } from '../../../lib/layout';
import { useMe } from '../../../lib/session';
import { readableError } from '../../../lib/readable-error';
import { type Admin } from '../api';
import { useAdminMe } from '../requests/get-admin-me';
import { AdminLogoutButton } from './admin-logout-button';

const SECTIONS = [
  { to: '/adminusers', label: 'Users', icon: UsersIcon },
  { to: '/adminfinance', label: 'Finance', icon: ChartIcon },
  { to: '/admincashier', label: 'Cashier', icon: WalletIcon },
  { to: '/adminraces', label: 'Races', icon: TrophyIcon },
  { to: '/adminpromos', label: 'Promo codes', icon: TicketIcon },
  { to: '/adminchat', label: 'Chat', icon: ChatIcon },
  { to: '/adminitems', label: 'Items', icon: SparklesIcon, tab: null },
  { to: '/adminitems?tab=packs', label: 'Packs', icon: PackageIcon, tab: 'packs' },
  { to: '/adminsecurity', label: 'Security', icon: LockIcon },
] as const;

/**
 * The admin area's own frame (DESIGN §17): its bar and sections, never the player's navbar. The
 * sign-in pages sit in it too; every other admin page is behind `AdminGuard`.
 */
export function AdminFrame() {
  const admin = useAdminMe();
  const signedIn = Boolean(admin.data);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-50 border-b border-line/80 bg-ink-950/90 backdrop-blur-md">
        <div className={cn(CONTAINER, 'flex h-16 items-center gap-3')}>
          {/* On a phone the mark stands without the name: with "Admin" and the way back spelled out, the name does not fit.
              The link's name is its text ("LootForge Admin"), so what a voice-control user reads on it is what they can say. */}
          <Link to={signedIn ? '/adminusers' : '/adminlogin'} className="flex shrink-0 items-center gap-2.5 rounded-lg px-1 py-1">
            <LogoMark className="size-8" />
            <Wordmark className="text-lg text-fg max-sm:sr-only" />{' '}
            <Badge tone="danger">Admin</Badge>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {admin.data ? <span className="hidden truncate text-sm text-fg-muted sm:inline">{admin.data.email}</span> : null}
            {admin.data ? (
              <AdminLogoutButton />
            ) : (
              <ButtonLink to="/" variant="ghost" size="sm" icon={<ArrowLeftIcon className="size-4" />}>
                Back to the site
              </ButtonLink>
            )}
          </div>
        </div>
        {signedIn ? <SectionsNav /> : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

function SectionsNav() {
  const { pathname, search } = useLocation();
  const tab = new URLSearchParams(search).get('tab');
  return (
    <nav aria-label="Admin sections" className={cn(CONTAINER, '-mb-px flex gap-1 overflow-x-auto')}>
      {SECTIONS.map((section) => {
        const [path] = section.to.split('?');
        const current = 'tab' in section ? pathname === path && tab === section.tab : pathname.startsWith(path!);
        const Icon = section.icon;
        return (
          <NavLink
            key={section.to}
            to={section.to}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold transition-colors',
              current ? 'border-cool text-fg' : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            <Icon className={cn('size-4', current ? 'text-cool' : 'text-fg-subtle')} />
            {section.label}
          </NavLink>
        );
      })}
    </nav>
  );
}

/**
 * Admin pages: the admin's session decides. A player who is signed in sees "Admins only" and the
 * way back; anyone else is sent to the admin sign-in.
 */
export function AdminGuard() {
  const admin = useAdminMe();
  const player = useMe();
  if (admin.isPending || (admin.data === null && player.isPending)) {
    return (
      <Page className="items-center py-24">
        <Spinner size="lg" label="Checking your admin session" className="text-cool" />
      </Page>
    );
  }
  if (admin.isError) {
    return (
      <Page>
        <Card>
          <LoadError title="We could not check your admin session" description={readableError(admin.error)} query={admin} />
        </Card>
      </Page>
    );
  }
  if (admin.data) return <Outlet context={admin.data satisfies Admin} />;
  if (player.data) {
    return (
      <Page className="py-12">
        <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="grid size-12 place-items-center rounded-2xl border border-line-strong bg-ink-800 text-cool">
            <ShieldIcon className="size-6" />
          </span>
          <h1 className="text-xl font-bold text-fg">Admins only</h1>
          <p className="max-w-sm text-sm leading-6 text-fg-muted">This part of LootForge is for staff. You are signed in as a player; your account and wallet are on the site.</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <ButtonLink to="/" variant="secondary">
              Back to the site
            </ButtonLink>
            <ButtonLink to="/adminlogin" variant="outline">
              Admin login
            </ButtonLink>
          </div>
        </Card>
      </Page>
    );
  }
  return <Navigate to="/adminlogin" replace />;
}

/** The signed-in admin, on a page behind AdminGuard (the router puts every console page there). */
export function useSignedInAdmin(): Admin {
  return useOutletContext<Admin>();
}
