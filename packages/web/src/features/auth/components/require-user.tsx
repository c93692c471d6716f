import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../api';

/**
 * Renders its children for a signed-in user and sends anyone else to `redirectTo`.
 * The layout waits for /api/me before rendering routes, so `data` is settled here.
 */
export function RequireUser({ children, redirectTo }: { children: ReactNode; redirectTo: string }) {
  const { data: me } = useMe();
  const location = useLocation();
  if (!me) return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  return children;
}
