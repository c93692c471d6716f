import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageRoute } from '@lootforge/core/routes';
import { RequireUser } from '../features/auth/components/require-user';
import { BattleListPage } from '../features/battles/pages/battle-list-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { withOfflineRetry } from './page-download';
import { RouteErrorPage } from './route-error-page';

/**
 * A page loaded when its route is first visited (decision 018): the first page (`/`, the battle
 * list) and the frame around every page are in the first download; every other page, and what
 * only it uses (phone-number metadata, confetti, charts, QR codes, the verifiers), is a chunk of
 * its own. A chunk that cannot be fetched for want of a network does not break the site: see
 * `withOfflineRetry`.
 */
function page(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  const loadPage = withOfflineRetry(load);
  return async () => ({ Component: await loadPage() });
}

/** A page only a signed-in player sees; anyone else is sent to `redirectTo` (default: sign in). */
function signedIn(load: () => Promise<ComponentType>, redirectTo = '/loginsignup'): RouteObject['lazy'] {
  const loadPage = withOfflineRetry(load);
  return async () => {
    const Page = await loadPage();
    return {
      element: (
        <RequireUser redirectTo={redirectTo}>
          <Page />
        </RequireUser>
      ),
    };
  };
}

/** A page's path: one of core's PAGE_ROUTES, the list the server answers with this app (routes.test.ts checks both ways). */
const at = (path: PageRoute) => path;

/** Every page of core's PAGE_ROUTES, and nothing else; anything else is the not-found page (a 404 from the server). */
export const routes: RouteObject[] = [
  {
    path: at('/'),
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    // Shown while a page's chunk loads on the first visit of a deep link (later visits keep the old page up meanwhile).
    HydrateFallback: () => null,
    children: [
      { index: true, Component: BattleListPage },
      { path: at('/homepage'), lazy: page(() => import('../features/home/pages/home-page').then((m) => m.HomePage)) },
      { path: at('/packs'), lazy: page(() => import('../features/packs/pages/packs-page').then((m) => m.PacksPage)) },
      { path: at('/battlepage1'), Component: BattleListPage },
      // A visitor who is not signed in is sent to / (DESIGN §9).
      { path: at('/forgemain'), lazy: signedIn(() => import('../features/battles/pages/battle-history-page').then((m) => m.BattleHistoryPage), '/') },
      { path: at('/loginsignup'), lazy: page(() => import('../features/auth/pages/login-page').then((m) => m.LoginPage)) },
      { path: at('/race'), lazy: page(() => import('../features/races/pages/race-page').then((m) => m.RacePage)) },
      { path: at('/rewards'), lazy: page(() => import('../features/rewards/pages/rewards-page').then((m) => m.RewardsPage)) },
      // Open to visitors, who see the dial and the targets with a sign-in button instead of Upgrade (DESIGN §20).
      { path: at('/upgrader'), lazy: page(() => import('../features/upgrader/pages/upgrader-page').then((m) => m.UpgraderPage)) },
      { path: at('/createbattle'), lazy: page(() => import('../features/battles/pages/create-battle-page').then((m) => m.CreateBattlePage)) },
      { path: at('/createpack'), lazy: page(() => import('../features/packs/pages/create-pack-page').then((m) => m.CreatePackPage)) },
      { path: at('/productdetails'), lazy: page(() => import('../features/packs/pages/product-details-page').then((m) => m.ProductDetailsPage)) },
      { path: at('/dropchance'), lazy: page(() => import('../features/packs/pages/drop-chance-page').then((m) => m.DropChancePage)) },
      { path: at('/scrollpage'), lazy: page(() => import('../features/packs/pages/demo-spin-page').then((m) => m.DemoSpinPage)) },
      { path: at('/allbattle'), lazy: page(() => import('../features/battles/pages/all-battles-page').then((m) => m.AllBattlesPage)) },
      { path: at('/allbattlesecondsec/:battleId'), lazy: page(() => import('../features/battles/pages/battle-view-page').then((m) => m.BattleViewPage)) },
      { path: at('/otp'), lazy: page(() => import('../features/auth/pages/otp-page').then((m) => m.OtpPage)) },
      { path: at('/signup'), lazy: signedIn(() => import('../features/auth/pages/signup-page').then((m) => m.SignupPage)) },
      { path: at('/wallet'), lazy: signedIn(() => import('../features/wallet/pages/wallet-page').then((m) => m.WalletPage)) },
      { path: at('/editprofile'), lazy: signedIn(() => import('../features/auth/pages/edit-profile-page').then((m) => m.EditProfilePage)) },
      { path: at('/referrals'), lazy: signedIn(() => import('../features/referrals/pages/referrals-page').then((m) => m.ReferralsPage)) },
      { path: at('/levels'), lazy: signedIn(() => import('../features/levels/pages/levels-page').then((m) => m.LevelsPage)) },
      { path: at('/limits'), lazy: signedIn(() => import('../features/limits/pages/limits-page').then((m) => m.LimitsPage)) },
      // The cashier (DESIGN §19): deposits and withdrawals, identity checks, shipping.
      { path: at('/cashier'), lazy: signedIn(() => import('../features/cashier/pages/cashier-page').then((m) => m.CashierPage)) },
      { path: at('/verify'), lazy: signedIn(() => import('../features/cashier/pages/verify-page').then((m) => m.VerifyPage)) },
      { path: at('/shipping'), lazy: signedIn(() => import('../features/cashier/pages/shipping-page').then((m) => m.ShippingPage)) },
      // A referral link: keeps the code for /signup and opens the site (DESIGN §15).
      { path: at('/r/:code'), lazy: page(() => import('../features/referrals/pages/referral-link-page').then((m) => m.ReferralLinkPage)) },
      { path: at('/comingsoon'), lazy: page(() => import('../features/battles/pages/coming-soon-page').then((m) => m.ComingSoonPage)) },
      { path: at('/search'), lazy: page(() => import('../features/search/pages/search-page').then((m) => m.SearchPage)) },
      // A player's public profile (DESIGN §10, decision 020).
      { path: at('/u/:name'), lazy: page(() => import('../features/players/pages/player-page').then((m) => m.PlayerPage)) },
      { path: at('/fairness'), lazy: page(() => import('../features/fairness/pages/fairness-page').then((m) => m.FairnessPage)) },
      { path: at('/transparency'), lazy: page(() => import('../features/transparency/pages/transparency-page').then((m) => m.TransparencyPage)) },
      { path: '*', Component: NotFoundPage },
    ],
  },
  // The sandbox payment provider's checkout (DESIGN §19): the provider's own page, not the site's, so
  // outside its frame (no navbar, no sign-in needed).
  {
    path: at('/cashier/sandbox/:providerRef'),
    lazy: page(() => import('../features/cashier/pages/sandbox-checkout-page').then((m) => m.SandboxCheckoutPage)),
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
  },
  // The admin area (DESIGN §17): its own frame, not the player's navbar; every page but the
  // sign-in behind the admin session check ("Admins only" for a signed-in player).
  {
    lazy: page(() => import('../features/console/components/admin-frame').then((m) => m.AdminFrame)),
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      { path: at('/admin'), lazy: page(() => import('../features/console/pages/admin-login-page').then((m) => m.AdminLoginPage)) },
      { path: at('/adminlogin'), lazy: page(() => import('../features/console/pages/admin-login-page').then((m) => m.AdminLoginPage)) },
      {
        lazy: page(() => import('../features/console/components/admin-frame').then((m) => m.AdminGuard)),
        children: [
          { path: at('/adminusers'), lazy: page(() => import('../features/console/pages/admin-users-page').then((m) => m.AdminUsersPage)) },
          { path: at('/adminusers/:userId'), lazy: page(() => import('../features/console/pages/admin-user-page').then((m) => m.AdminUserPage)) },
          { path: at('/adminfinance'), lazy: page(() => import('../features/console/pages/admin-finance-page').then((m) => m.AdminFinancePage)) },
          { path: at('/adminchat'), lazy: page(() => import('../features/console/pages/admin-chat-page').then((m) => m.AdminChatPage)) },
          { path: at('/adminraces'), lazy: page(() => import('../features/console/pages/admin-races-page').then((m) => m.AdminRacesPage)) },
          { path: at('/adminpromos'), lazy: page(() => import('../features/console/pages/admin-promos-page').then((m) => m.AdminPromosPage)) },
          { path: at('/adminsecurity'), lazy: page(() => import('../features/console/pages/admin-security-page').then((m) => m.AdminSecurityPage)) },
          { path: at('/adminitems'), lazy: page(() => import('../features/console/pages/admin-items-page').then((m) => m.AdminItemsPage)) },
          { path: at('/adminplayerlimits'), lazy: page(() => import('../features/console/pages/admin-player-limits-page').then((m) => m.AdminPlayerLimitsPage)) },
          { path: at('/admincashier'), lazy: page(() => import('../features/console/pages/admin-cashier-page').then((m) => m.AdminCashierPage)) },
        ],
      },
    ],
  },
];
