import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { adoptReplacedSession } from '@/lib/session/get-session'
import { profileKeys } from './query-keys'

/**
 * better-auth's own endpoints for what needs proof of the person (rate-limited on the server):
 * the email change (confirmed at the new address), the password change and the deletion (both
 * with the current password), and the sessions. Errors arrive in Indonesian.
 */
const unwrap = async <T>(call: Promise<{ data: T | null; error: { message?: string } | null }>) => {
  const { data, error } = await call
  if (error) throw new Error(error.message)
  return data as T
}

/**
 * POST /api/auth/change-email with the current password (our server asks for it, better-auth's
 * client does not know the field): the link goes to the new address and lands back on Profil.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: { newEmail: string; password: string }) =>
      unwrap(
        authClient.$fetch('/change-email', {
          method: 'POST',
          body: { ...input, callbackURL: paths.account.emailChanged },
        }),
      ),
  })
}

/**
 * POST /api/auth/change-password, signing every other device out. better-auth replaces this
 * device's session too (a new cookie), so the new one is adopted before anything else is read.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      unwrap(authClient.changePassword({ ...input, revokeOtherSessions: true })),
    onSuccess: () => adoptReplacedSession(),
  })
}

/** POST /api/auth/delete-user with the password; refused while the account answers for money. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => unwrap(authClient.deleteUser({ password })),
  })
}

/** The user's signed-in devices. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: profileKeys.deviceSessions,
    queryFn: () => unwrap(authClient.listSessions()),
  })
}

export function useRevokeDeviceSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => unwrap(authClient.revokeSession({ token })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.deviceSessions }),
  })
}
