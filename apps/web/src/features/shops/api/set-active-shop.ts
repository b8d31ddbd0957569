import { authClient } from '@/lib/auth-client'

/** Makes `organizationId` the session's active shop; `{ error }` carries the server's message. */
export const setActiveShop = (organizationId: string) =>
  authClient.organization.setActive({ organizationId })
