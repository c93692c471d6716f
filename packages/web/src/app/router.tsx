import { createBrowserRouter } from 'react-router';
import { AdminItemsPage } from '../features/admin/pages/admin-items-page';
import { AdminLoginPage } from '../features/admin/pages/admin-login-page';
import { RequireUser } from '../features/auth/components/require-user';
import { EditProfilePage } from '../features/auth/pages/edit-profile-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { OtpPage } from '../features/auth/pages/otp-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { AllBattlesPage } from '../features/battles/pages/all-battles-page';
import { BattleHistoryPage } from '../features/battles/pages/battle-history-page';
import { BattleListPage } from '../features/battles/pages/battle-list-page';
import { BattleViewPage } from '../features/battles/pages/battle-view-page';
import { ComingSoonPage } from '../features/battles/pages/coming-soon-page';
import { CreateBattlePage } from '../features/battles/pages/create-battle-page';
import { FairnessPage } from '../features/fairness/pages/fairness-page';
import { HomePage } from '../features/home/pages/home-page';
import { CreatePackPage } from '../features/packs/pages/create-pack-page';
import { DemoSpinPage } from '../features/packs/pages/demo-spin-page';
import { DropChancePage } from '../features/packs/pages/drop-chance-page';
import { AdminPlayerLimitsPage } from '../features/limits/pages/admin-player-limits-page';
import { LimitsPage } from '../features/limits/pages/limits-page';
import { PacksPage } from '../features/packs/pages/packs-page';
import { ProductDetailsPage } from '../features/packs/pages/product-details-page';
import { RacePage } from '../features/races/pages/race-page';
import { ReferralLinkPage } from '../features/referrals/pages/referral-link-page';
import { ReferralsPage } from '../features/referrals/pages/referrals-page';
import { RewardsPage } from '../features/rewards/pages/rewards-page';
import { SearchPage } from '../features/search/pages/search-page';
import { PlayerPage } from '../features/players/pages/player-page';
import { WalletPage } from '../features/wallet/pages/wallet-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** Every route of the spec's table (§2) plus /adminlogin, /fairness, /referrals, /limits and /r/:code; anything else is a 404. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: BattleListPage },
      { path: 'homepage', Component: HomePage },
      { path: 'packs', Component: PacksPage },
      { path: 'battlepage1', Component: BattleListPage },
      {
        path: 'forgemain',
        // Spec: a visitor who is not signed in is sent to /.
        element: (
          <RequireUser redirectTo="/">
            <BattleHistoryPage />
          </RequireUser>
        ),
      },
      { path: 'loginsignup', Component: LoginPage },
      { path: 'race', Component: RacePage },
      { path: 'rewards', Component: RewardsPage },
      { path: 'createbattle', Component: CreateBattlePage },
      { path: 'createpack', Component: CreatePackPage },
      { path: 'productdetails', Component: ProductDetailsPage },
      { path: 'dropchance', Component: DropChancePage },
      { path: 'scrollpage', Component: DemoSpinPage },
      { path: 'allbattle', Component: AllBattlesPage },
      { path: 'allbattlesecondsec/:battleId', Component: BattleViewPage },
      { path: 'otp', Component: OtpPage },
      {
        path: 'signup',
        element: (
          <RequireUser redirectTo="/loginsignup">
            <SignupPage />
          </RequireUser>
        ),
      },
      {
        path: 'wallet',
        element: (
          <RequireUser redirectTo="/loginsignup">
            <WalletPage />
          </RequireUser>
        ),
      },
      { path: 'admin', Component: AdminLoginPage },
      { path: 'adminlogin', Component: AdminLoginPage },
      { path: 'adminitems', Component: AdminItemsPage },
      { path: 'adminplayerlimits', Component: AdminPlayerLimitsPage },
      {
        path: 'editprofile',
        element: (
          <RequireUser redirectTo="/loginsignup">
            <EditProfilePage />
          </RequireUser>
        ),
      },
      {
        path: 'referrals',
        element: (
          <RequireUser redirectTo="/loginsignup">
            <ReferralsPage />
          </RequireUser>
        ),
      },
      {
        path: 'limits',
        element: (
          <RequireUser redirectTo="/loginsignup">
            <LimitsPage />
          </RequireUser>
        ),
      },
      // A referral link: keeps the code for /signup and opens the site (DESIGN §15).
      { path: 'r/:code', Component: ReferralLinkPage },
      { path: 'comingsoon', Component: ComingSoonPage },
      { path: 'search', Component: SearchPage },
      // A player's public profile (DESIGN §10, decision 020).
      { path: 'u/:name', Component: PlayerPage },
      { path: 'fairness', Component: FairnessPage },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
