/**
 * Every page route of the site (the spec's table plus /adminlogin and
 * /fairness). The server answers these with the web app, so a reload on
 * any page works; anything else gets the app's not-found page with a 404.
 */
export const PAGE_ROUTES = [
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
  '/adminlogin',
  '/fairness',
] as const;

export function isPageRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.some((route) => {
    if (!route.includes(':')) return route === clean;
    const prefix = route.slice(0, route.indexOf(':'));
    const rest = clean.slice(prefix.length);
    return clean.startsWith(prefix) && rest.length > 0 && !rest.includes('/');
  });
}
