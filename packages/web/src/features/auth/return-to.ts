import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
/**
 * Where a visitor was when they were asked to sign in (a battle they tried to join, a pack they
 * tried to open, their history), kept in this tab's sessionStorage so it survives the round trip
 * through a social provider, and taken once after the sign-in.
 */
const KEY = 'lootforge.returnTo';

/** Only paths on this site: never a full URL someone slipped in (an open redirect). */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/loginsignup') && !path.startsWith('/signup');
}

export function rememberReturnTo(path: string): void {
  if (!isSitePath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, full): the sign-in then ends on the home page.
  }
}

/** The remembered path, forgotten as it is read; null when there is none. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

/** The path of the page a person is on now, with its query (a pack's `?id=`). */
export function currentPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Sends a visitor to /loginsignup and remembers where to bring them back: `path`, or the page
 * they are on. `message` ("Please login to join") is said in a toast that stays on the sign-in
 * page: it explains the page change, so the page change must not take it away.
 * `await signIn()` / `await signIn('/allbattlesecondsec/…', 'Please login to join')`.
 */
export function useSendToSignIn(): (path?: string, message?: string) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return async (path, message) => {
    if (message) toast.error(message, { carriesOver: true });
    rememberReturnTo(path ?? currentPath(location));
    await navigate('/loginsignup');
  };
}
