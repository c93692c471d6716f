import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../../lib/session';
import { currentPath, rememberReturnTo } from '../return-to';

/**
 * Renders its children for a signed-in user and sends anyone else to `redirectTo`.
 * The layout waits for /api/me before rendering routes, so `data` is settled here.
 */
export function RequireUser({ children, redirectTo }: { children: ReactNode; redirectTo: string }) {
  const { data: me } = useMe();
  const location = useLocation();
  // The address bar has moved on (a sign-out on its way to /loginsignup) while this page is still
  // on screen: redirecting now would override that navigation.
  if (!me && window.location.pathname !== location.pathname) return null;
  if (!me) {
    // After signing in, back to the page that asked for it.
    rememberReturnTo(currentPath(location));
    return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  }
  return children;
}
