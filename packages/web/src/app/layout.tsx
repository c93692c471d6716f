import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { realtime } from '../lib/realtime';
import { FullPageSpinner } from '../components/ui/spinner';
import { useMe } from '../features/auth/api';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Every route renders inside this: navbar, the page, footer. Nothing renders until /api/me answers. */
export function Layout() {
  const me = useMe();
  const userId = me.data?.id ?? null;
  useEffect(() => {
    if (!me.isPending) realtime.setIdentity(userId);
  }, [me.isPending, userId]);
  if (me.isPending) return <FullPageSpinner />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-cool px-4 py-2 font-semibold text-cool-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar me={me.data ?? null} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
