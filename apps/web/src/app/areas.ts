import { paths } from '@/config/paths'
/**
 * One dynamic import per area: each area is one chunk, loaded on first visit or prefetched when
 * a link to it comes near the viewport.
 */
export const areas = {
  marketplace: () => import('./routes/marketplace/area'),
  auth: () => import('./routes/auth/area'),
  seller: () => import('./routes/seller/area'),
  admin: () => import('./routes/admin/area'),
  account: () => import('./routes/account/area'),
}

/**
 * The public pages are a chunk each beside the marketplace area (their frame), so a first visit
 * loads the one page it shows, not the payment, receipt and rich-text code of the others.
 */
export const marketplacePages = {
  home: () => import('./routes/marketplace/home-page'),
  promptList: () => import('./routes/marketplace/prompt-list-page'),
  prompt: () => import('./routes/marketplace/prompt-page'),
  wishlist: () => import('./routes/marketplace/wishlist-page'),
  shops: () => import('./routes/marketplace/shops-page'),
  guide: () => import('./routes/marketplace/guide-page'),
  payment: () => import('./routes/marketplace/payment-page'),
  receipt: () => import('./routes/marketplace/receipt-page'),
  staticPage: () => import('./routes/marketplace/static-page'),
  shop: () => import('./routes/marketplace/shop-page'),
}

const AUTH_PATHS = [
  paths.auth.signIn(),
  paths.auth.signUp(),
  paths.auth.verifyEmail,
  paths.auth.resetPassword,
  paths.auth.organization,
]

const inArea = (pathname: string, root: string) =>
  pathname === root || pathname.startsWith(`${root}/`)

/** Starts loading the chunk a path needs; the browser caches it for the real navigation. */
export function preloadPath(pathname: string) {
  if (inArea(pathname, paths.app.root)) return areas.seller()
  if (inArea(pathname, paths.admin.root)) return areas.admin()
  if (inArea(pathname, paths.account.root)) return areas.account()
  if (AUTH_PATHS.some((prefix) => pathname.startsWith(prefix))) return areas.auth()
  return Promise.all([areas.marketplace(), marketplacePage(pathname)?.()])
}

const { marketplace } = paths
const PROMPT_PREFIX = `${marketplace.prompts()}/`

/** The page chunk a public path renders; none for a path the router answers with "not found". */
function marketplacePage(pathname: string) {
  if (pathname === marketplace.home) return marketplacePages.home
  if (pathname === marketplace.prompts()) return marketplacePages.promptList
  if (pathname.startsWith(PROMPT_PREFIX)) return marketplacePages.prompt
  if (pathname === marketplace.wishlist) return marketplacePages.wishlist
  if (pathname === marketplace.shops) return marketplacePages.shops
  if (pathname === marketplace.guide) return marketplacePages.guide
  if (pathname.startsWith('/payment/'))
    return pathname.endsWith('/bukti') ? marketplacePages.receipt : marketplacePages.payment
  if (pathname.startsWith(paths.staticPage(''))) return marketplacePages.staticPage
  // One segment at the top level is a shop's page (reserved slugs, DESIGN.md §5).
  if (/^\/[^/]+$/.test(pathname)) return marketplacePages.shop
  return undefined
}
