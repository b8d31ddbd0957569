import type { SessionSummary } from '@pasarprompt/contracts/session'
import { useQuery } from '@tanstack/react-query'
import { setActiveOrganizationId, setAuthToken } from '@/lib/http'
import { callPublicApi } from '@/lib/public-api'
import { queryClient } from '@/lib/query-client'
import { sessionKeys } from '@/lib/query-keys'

/** Reads who is signed in and hands the bearer token and organisation to the HTTP client (memory only). */
export async function getSession(signal?: AbortSignal): Promise<SessionSummary> {
  const summary = await callPublicApi('session', {}, { signal })
  setAuthToken(summary.session?.token ?? null)
  setActiveOrganizationId(summary.session?.activeOrganizationId ?? null)
  return summary
}

export function useSessionSummary() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  })
}

/** After signing in or out, or switching organisation: everything the user sees may change. */
export async function refreshSession() {
  await queryClient.invalidateQueries()
  return queryClient.fetchQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => getSession(signal),
  })
}

/**
 * better-auth replaced this device's session (a password change with the other devices signed
 * out): the token in memory is dead, so it is dropped and the new session is read by its cookie.
 */
export function adoptReplacedSession() {
  setAuthToken(null)
  return refreshSession()
}

/**
 * The account is gone (deleted on this device): the client forgets it at once, without asking
 * the server again, so no page still mounted reads with the dead session. What the user could
 * see is keyed by their uid and is no longer asked for.
 */
export function forgetDeletedAccount() {
  setAuthToken(null)
  setActiveOrganizationId(null)
  queryClient.setQueryData<SessionSummary>(sessionKeys.all, {
    user: null,
    session: null,
    memberships: [],
    role: null,
    pendingInvitationCount: 0,
    adminOrganizationId: null,
    isPlatformAdmin: false,
    paymentConfigured: false,
  })
}
