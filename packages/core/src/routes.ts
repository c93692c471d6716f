/**
 * Every page route of the site, the one list (DESIGN §9): the web's router
 * declares exactly these (packages/web/src/app/routes.tsx, checked by its
 * test), and the server answers each with the web app, so a reload on any
 * page works; anything else gets the app's not-found page with a 404.
 */
export const PAGE_ROUTES = [
  // The product's pages (DESIGN §9).
  '/',
  '/homepage',
  '/packs',
  '/battlepage1',
  '/forgemain',
  '/loginsignup',
  '/race',
  '/rewards',
  '/createbattle',
  '/createpack',
  '/productdetails',
  '/dropchance',
  '/scrollpage',
  '/allbattle',
  '/allbattlesecondsec/:battleId',
  '/otp',
  '/signup',
  '/wallet',
  '/admin',
  '/adminitems',
  '/editprofile',
  '/comingsoon',
  '/search',
  // Ours: sign-in for admins, fairness, referrals (§15), limits (§16), public profiles.
  '/adminlogin',
  '/fairness',
  // Transparency: returns, proof of funds, payouts (§23).
  '/transparency',
  '/referrals',
  '/r/:code',
  '/limits',
  '/u/:name',
  // The cashier (§19): deposits and withdrawals, identity checks, shipping, the sandbox provider's checkout.
  '/cashier',
  '/verify',
  '/shipping',
  '/cashier/sandbox/:providerRef',
  // The upgrader (§20), levels and free cases (§21).
  '/upgrader',
  '/levels',
  // The operator console (§17).
  '/adminusers',
  '/adminusers/:userId',
  '/adminfinance',
  '/adminraces',
  '/adminpromos',
  '/adminchat',
  '/adminsecurity',
  '/adminplayerlimits',
  '/admincashier',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** Whether `pathname` is one of the pages (a `:param` matches one non-empty path segment). */
export function isPageRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.some((route) => {
    if (!route.includes(':')) return route === clean;
    const prefix = route.slice(0, route.indexOf(':'));
    const rest = clean.slice(prefix.length);
    return clean.startsWith(prefix) && rest.length > 0 && !rest.includes('/');
  });
}
