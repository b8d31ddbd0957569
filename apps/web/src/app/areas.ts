/**
 * One dynamic import per area: each area is one chunk, loaded on first visit or prefetched when
 * a link to it comes near the viewport.
 */
export const areas = {
  marketplace: () => import('./routes/marketplace/area'),
  auth: () => import('./routes/auth/area'),
  app: () => import('./routes/app/area'),
  admin: () => import('./routes/admin/area'),
  account: () => import('./routes/account/area'),
}

const AUTH_PATHS = ['/sign-in', '/sign-up', '/verify-email', '/reset-password', '/authentication']

/** Starts loading the chunk a path needs; the browser caches it for the real navigation. */
export function preloadPath(pathname: string) {
  if (pathname === '/app' || pathname.startsWith('/app/')) return areas.app()
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return areas.admin()
  if (pathname === '/account' || pathname.startsWith('/account/')) return areas.account()
  if (AUTH_PATHS.some((prefix) => pathname.startsWith(prefix))) return areas.auth()
  return areas.marketplace()
}
