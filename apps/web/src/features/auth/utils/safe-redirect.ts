import { paths } from '@/config/paths'

/** Only a path on this site: `//host` and `/\host` would send the user to another one. */
export function safeRedirect(target: string | null) {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return paths.marketplace.home
  }
  return target
}
