/**
 * The query keys that belong to no one feature (docs/decisions/0036): the session layer's, and
 * the roots several features' keys start with, so that one feature may refresh what another
 * shows (a review refreshes the prompt lists; a settings change, the admin area) without
 * writing the other's key. Each feature's own keys are in its `api/query-keys.ts`, built on these.
 */
export const sessionKeys = {
  all: ['session'] as const,
}

/** What the buyer owns, and each bought prompt's text: one family, refreshed together. */
export const purchaseRootKeys = {
  all: ['purchases'] as const,
  /** Which prompts the buyer owns, whoever is signed in (a prefix of each user's key). */
  owned: ['purchases', 'owned'] as const,
  ownedBy: (uid: string | null) => ['purchases', 'owned', uid] as const,
  /** The buyer's own reviews, under `purchases` so a purchase refreshes them too. */
  reviews: ['purchases', 'reviews'] as const,
}

/** Everything in the admin area; the server's check of admin access is one of them. */
export const adminKeys = {
  all: ['admin'] as const,
  access: (organizationId: string | null) => ['admin', organizationId, 'access'] as const,
  isAccess: (queryKey: readonly unknown[]) =>
    queryKey[0] === 'admin' && queryKey.at(-1) === 'access',
}

/**
 * Everything in the seller area, each key under the active organisation, so switching shops never
 * shows the other shop's answers; the balance is the session layer's.
 */
export const sellerKeys = {
  all: ['seller'] as const,
  shop: (organizationId: string | null) => ['seller', organizationId] as const,
  balance: (organizationId: string | null) => ['seller', organizationId, 'balance'] as const,
}

/** The storefront's roots other features refresh: the public config, prompts, shops, orders. */
export const publicRootKeys = {
  config: ['config'] as const,
  products: ['products'] as const,
  /** One prompt's page (reading it again counts a view: refreshed only when it must be). */
  productDetail: (slug: string) => ['products', 'detail', slug] as const,
  isProductDetail: (queryKey: readonly unknown[]) =>
    queryKey[0] === 'products' && queryKey[1] === 'detail',
  shops: ['shops'] as const,
  orders: ['orders'] as const,
}
