import { publicRootKeys } from '@/lib/query-keys'

/** The auth feature's cache keys: the server's public configuration (sign-up mode, Google). */
export const authKeys = {
  config: publicRootKeys.config,
}
