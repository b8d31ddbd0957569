import { createBrowserRouter, redirect } from 'react-router'
import { LoadingScreen } from './loading-screen'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'

// One dynamic import per area: each area is its own chunk, loaded on first visit.
const marketplace = () => import('./routes/marketplace/area')

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: LoadingScreen,
    children: [
      {
        index: true,
        loader: ({ request }) => redirect(`/marketplace${new URL(request.url).search}`),
      },
      // The original framework's entry route (DESIGN.md §5).
      { path: '_app', loader: () => redirect('/marketplace') },
      {
        lazy: async () => ({ Component: (await marketplace()).MarketplaceLayout }),
        children: [
          {
            path: 'marketplace',
            lazy: async () => ({ Component: (await marketplace()).HomePage }),
          },
          {
            path: 'page/:slug',
            lazy: async () => ({ Component: (await marketplace()).StaticPageRoute }),
          },
          { path: '*', lazy: async () => ({ Component: (await marketplace()).NotFoundPage }) },
        ],
      },
    ],
  },
])
