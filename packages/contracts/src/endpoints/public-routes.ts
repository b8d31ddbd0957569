import type { EndpointRoute } from '../endpoint.ts'

/**
 * Where each of `publicApi`'s endpoints lives, without zod: the storefront's first screen builds
 * its requests from these and loads no schema (decision 0021); `publicApi` is built from them,
 * so a path is written once.
 */
export const publicRoutes = {
  config: { method: 'GET', path: '/api/v1/config' },
  session: { method: 'GET', path: '/api/v1/session' },
  categories: { method: 'GET', path: '/api/v1/categories' },
  products: { method: 'GET', path: '/api/v1/products' },
  product: { method: 'GET', path: '/api/v1/products/:slug' },
  productReviews: { method: 'GET', path: '/api/v1/products/:slug/reviews' },
  productsByIds: { method: 'POST', path: '/api/v1/product/get' },
  shops: { method: 'GET', path: '/api/v1/shops' },
  shop: { method: 'GET', path: '/api/v1/shops/:slug' },
  page: { method: 'GET', path: '/api/v1/pages/:slug' },
  checkout: { method: 'POST', path: '/api/v1/orders' },
  order: { method: 'GET', path: '/api/v1/orders/:orderId' },
  joinWaitlist: { method: 'POST', path: '/api/v1/waitlist' },
  simulatorTransaction: { method: 'GET', path: '/api/simulator/midtrans/snap/:token' },
  simulatorPaymentCode: {
    method: 'GET',
    path: '/api/simulator/midtrans/snap/:token/methods/:method',
  },
  settleSimulatorTransaction: {
    method: 'POST',
    path: '/api/simulator/midtrans/snap/:token/:outcome',
  },
  recordAffiliateClick: { method: 'POST', path: '/api/v1/affiliate-clicks' },
} as const satisfies Record<string, EndpointRoute>
