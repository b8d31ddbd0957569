import { type RouteObject, redirect } from 'react-router'
import { paths } from '@/config/paths'
import { areas, marketplacePages as pages } from './areas'
import { LoadingScreen } from './loading-screen'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'
import type { RouteHandle } from './route-handle'

const { marketplace, auth, seller, admin, account } = areas

/**
 * Every page of the app. The browser's router and the server's renderer (entry-server.tsx) both
 * build on this one table, so a server-rendered page hydrates into the same route tree.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [
      {
        index: true,
        loader: ({ request }) =>
          redirect(`${paths.marketplace.home}${new URL(request.url).search}`),
      },
      // The original framework's entry route (DESIGN.md §5).
      { path: '_app', loader: () => redirect(paths.marketplace.home) },
      {
        lazy: async () => ({ Component: (await auth()).AuthLayout }),
        children: [
          { path: 'sign-in', lazy: async () => ({ Component: (await auth()).SignInPage }) },
          { path: 'sign-up', lazy: async () => ({ Component: (await auth()).SignUpPage }) },
          {
            path: 'verify-email',
            lazy: async () => ({ Component: (await auth()).VerifyEmailPage }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await auth()).ResetPasswordPage }),
          },
          {
            path: 'authentication/organization',
            lazy: async () => ({ Component: (await auth()).OrganizationPage }),
          },
          {
            path: 'authentication/organization/approve',
            lazy: async () => ({ Component: (await auth()).ApproveInvitationPage }),
          },
        ],
      },
      {
        path: 'app',
        lazy: async () => ({ Component: (await seller()).AppLayout }),
        children: [
          { index: true, loader: () => redirect(paths.app.dashboard) },
          { path: 'dashboard', lazy: async () => ({ Component: (await seller()).DashboardPage }) },
          { path: 'product', lazy: async () => ({ Component: (await seller()).ProductsPage }) },
          { path: 'payout', lazy: async () => ({ Component: (await seller()).PayoutPage }) },
          { path: 'setting', lazy: async () => ({ Component: (await seller()).SettingsPage }) },
          {
            path: 'statistics',
            lazy: async () => ({ Component: (await seller()).StatisticsPage }),
          },
          {
            path: 'transaction',
            lazy: async () => ({ Component: (await seller()).TransactionsPage }),
          },
          {
            path: 'product/new',
            lazy: async () => ({ Component: (await seller()).ProductEditorPage }),
          },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: (await seller()).ProductEditorPage }),
          },
          { path: 'microsite', lazy: async () => ({ Component: (await seller()).MicrositePage }) },
          {
            path: 'microsite/view',
            lazy: async () => ({ Component: (await seller()).MicrositeViewPage }),
          },
          { path: 'content', lazy: async () => ({ Component: (await seller()).ContentPage }) },
          { path: 'order', lazy: async () => ({ Component: (await seller()).OrdersPage }) },
          {
            path: 'order/:id',
            lazy: async () => ({ Component: (await seller()).OrderDetailPage }),
          },
          { path: 'customer', lazy: async () => ({ Component: (await seller()).CustomersPage }) },
          {
            path: 'customer/channel/:id',
            lazy: async () => ({ Component: (await seller()).CustomerChannelPage }),
          },
          { path: '*', lazy: async () => ({ Component: (await seller()).AppNotFoundPage }) },
        ],
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await admin()).AdminLayout }),
        children: [
          { index: true, loader: () => redirect(paths.admin.dashboard) },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await admin()).AdminDashboardPage }),
          },
          { path: 'order', lazy: async () => ({ Component: (await admin()).AdminOrdersPage }) },
          {
            path: 'complaints',
            lazy: async () => ({ Component: (await admin()).AdminComplaintsPage }),
          },
          {
            path: 'complaints/:id',
            lazy: async () => ({ Component: (await admin()).AdminComplaintDetailPage }),
          },
          {
            path: 'order/:id',
            lazy: async () => ({ Component: (await admin()).AdminOrderDetailPage }),
          },
          { path: 'toko', lazy: async () => ({ Component: (await admin()).AdminShopsPage }) },
          {
            path: 'toko/:id',
            lazy: async () => ({ Component: (await admin()).AdminShopDetailPage }),
          },
          { path: 'product', lazy: async () => ({ Component: (await admin()).AdminProductsPage }) },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: (await admin()).AdminProductReviewPage }),
          },
          {
            path: 'categories',
            lazy: async () => ({ Component: (await admin()).AdminCategoriesPage }),
          },
          {
            path: 'commission',
            lazy: async () => ({ Component: (await admin()).AdminCommissionPage }),
          },
          {
            path: 'payments',
            lazy: async () => ({ Component: (await admin()).AdminPaymentLogsPage }),
          },
          {
            path: 'payments/payout',
            lazy: async () => ({ Component: (await admin()).AdminPayoutsPage }),
          },
          {
            path: 'waitlist',
            lazy: async () => ({ Component: (await admin()).AdminWaitlistPage }),
          },
          {
            path: 'coba-dulu',
            lazy: async () => ({ Component: (await admin()).AdminTriesPage }),
          },
          { path: 'audit', lazy: async () => ({ Component: (await admin()).AdminAuditPage }) },
          {
            path: 'lacak-kebocoran',
            lazy: async () => ({ Component: (await admin()).AdminLeaksPage }),
          },
          { path: 'pajak', lazy: async () => ({ Component: (await admin()).AdminTaxPage }) },
          { path: '*', lazy: async () => ({ Component: (await admin()).AdminNotFoundPage }) },
        ],
      },
      {
        path: 'account',
        lazy: async () => ({ Component: (await account()).AccountLayout }),
        children: [
          // The Profil tab (spec §2: `/account/`).
          { index: true, lazy: async () => ({ Component: (await account()).ProfilePage }) },
          { path: 'order', lazy: async () => ({ Component: (await account()).OrdersPage }) },
          {
            path: 'affiliate',
            lazy: async () => ({ Component: (await account()).AffiliatePage }),
          },
          { path: 'chat', lazy: async () => ({ Component: (await account()).ChatListPage }) },
          { path: 'chat/:id', lazy: async () => ({ Component: (await account()).ChatPage }) },
          { path: '*', lazy: async () => ({ Component: (await account()).AccountNotFoundPage }) },
        ],
      },
      // The spec's /payment and /payments: the buyer's orders (DESIGN.md §5).
      { path: 'payment', loader: () => redirect(paths.account.orders) },
      { path: 'payments', loader: () => redirect(paths.account.orders) },
      {
        lazy: async () => ({ Component: (await marketplace()).MarketplaceLayout }),
        children: [
          {
            path: 'marketplace',
            lazy: async () => ({ Component: (await pages.home()).HomePage }),
          },
          {
            path: 'marketplace/prompt',
            lazy: async () => ({ Component: (await pages.promptList()).PromptListPage }),
          },
          {
            path: 'marketplace/prompt/:slug',
            lazy: async () => ({ Component: (await pages.prompt()).PromptPage }),
          },
          {
            path: 'marketplace/wishlist',
            lazy: async () => ({ Component: (await pages.wishlist()).WishlistPage }),
          },
          {
            path: 'marketplace/toko',
            handle: { ownSearch: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await pages.shops()).ShopsPage }),
          },
          {
            path: 'marketplace/panduan',
            lazy: async () => ({ Component: (await pages.guide()).GuidePage }),
          },
          {
            path: 'payment/:orderId',
            lazy: async () => ({ Component: (await pages.payment()).PaymentPage }),
          },
          {
            path: 'payment/:orderId/bukti',
            lazy: async () => ({ Component: (await pages.receipt()).ReceiptPage }),
          },
          {
            path: 'page/:slug',
            lazy: async () => ({ Component: (await pages.staticPage()).StaticPageRoute }),
          },
          // A shop's page shares the top level with the app's routes (reserved slugs, DESIGN.md §5).
          { path: ':shopSlug', lazy: async () => ({ Component: (await pages.shop()).ShopPage }) },
          { path: '*', lazy: async () => ({ Component: (await marketplace()).NotFoundPage }) },
        ],
      },
    ],
  },
]
