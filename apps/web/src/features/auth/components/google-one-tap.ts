import { oneTapClient } from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'

/**
 * Shows Google's one-tap prompt (loaded from Google only now, for signed-out visitors when
 * Google sign-in is configured). `onSignedIn` runs once the session exists; `onRefused` gets
 * the server's Indonesian message (say, no invitation while sign-up is in waitlist mode).
 */
export async function promptGoogleOneTap(
  clientId: string,
  onSignedIn: () => void,
  onRefused: (message: string) => void,
) {
  const client = createAuthClient({
    basePath: '/api/auth',
    plugins: [
      oneTapClient({ clientId, autoSelect: false, cancelOnTapOutside: true, context: 'signin' }),
    ],
  })
  await client.oneTap({
    fetchOptions: {
      onSuccess: onSignedIn,
      onError: ({ error }) => onRefused(error.message),
    },
  })
}
