import { paths } from '@/config/paths'
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
  if (inArea(pathname, paths.app.root)) return areas.app()
  if (inArea(pathname, paths.admin.root)) return areas.admin()
  if (inArea(pathname, paths.account.root)) return areas.account()
  if (AUTH_PATHS.some((prefix) => pathname.startsWith(prefix))) return areas.auth()
  return areas.marketplace()
}
