import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router';
import { realtime } from '../lib/realtime';
import { FullPageSpinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast';
import { useMe } from '../lib/session';
import { takeReturnTo } from '../features/auth/return-to';
import { useChatDocked } from '../features/chat/docked';
import { cn } from '../lib/cn';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';

// The chat and the drops ticker load after the first page: it is not needed to show it (the
// ticker shows nothing until its first drops arrive anyway).
const DropsTicker = lazy(() => import('../features/live/components/drops-ticker').then((m) => ({ default: m.DropsTicker })));
// The reality check's watch (DESIGN §16b) starts a moment after the first page: it counts minutes.
const RealityCheckWatch = lazy(() => import('../features/limits/components/reality-check-watch').then((m) => ({ default: m.RealityCheckWatch })));
const ChatDock = lazy(() => import('../features/chat/components/chat-dock').then((m) => ({ default: m.ChatDock })));

/** Every route renders inside this: navbar, the page, footer, the reality check. Nothing renders until /api/me answers. */
export function Layout() {
  const me = useMe();
  const userId = me.data?.id ?? null;
  useEffect(() => {
    if (!me.isPending) realtime.setIdentity(userId);
  }, [me.isPending, userId]);
  useReturnAfterSocialSignIn(me.isPending, me.data?.profileComplete ?? false);
  useErrorsEndWithThePage();
  const chatDocked = useChatDocked();
  if (me.isPending) return <FullPageSpinner />;

  return (
    <div className={cn('flex min-h-dvh flex-col', chatDocked && 'pr-80')}>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-cool px-4 py-2 font-semibold text-cool-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar me={me.data ?? null} />
      <OfflineBanner />
      <Suspense fallback={null}>
        <DropsTicker />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* The chat (DESIGN §22): beside the page on a wide screen, a drawer on a phone. */}
      <Suspense fallback={null}>
        <ChatDock me={me.data ?? null} />
      </Suspense>
      {/* Responsible play (DESIGN §16b): counts play and shows the reality check when it is due. */}
      <Suspense fallback={null}>
        <RealityCheckWatch />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}

/**
 * Where a page's scroll position is kept: each history entry its own, except the first page of a
 * page load, which the router always calls "default". Keyed by its path instead, so a typed address
 * opens at the top rather than where the last page load's first page was left; a reload of the
 * same address still comes back to where it was.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** An error toast belongs to the page it was raised on: going to another page takes it away. */
function useErrorsEndWithThePage() {
  const { pathname } = useLocation();
  useEffect(() => toast.leavePagesOtherThan(pathname), [pathname]);
}

/**
 * A social sign-in comes back to / in a fresh page load: a player who was sent to sign in from a
 * battle or a pack goes on to it. (The phone sign-in navigates there itself.)
 */
function useReturnAfterSocialSignIn(pending: boolean, signedIn: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pending || !signedIn || pathname !== '/') return;
    const to = takeReturnTo();
    if (to) void navigate(to, { replace: true });
    // Only the first answer of /api/me in this page load decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
}
