import { useSession } from '@/lib/session/use-session'

export interface CheckoutBuyer {
  name: string
  email: string
  phone: string | null
}

/** The checkout form starts from the signed-in buyer's Profil: name, email and phone number. */
export function useCheckoutBuyer(): CheckoutBuyer | null {
  const session = useSession()
  return session.isLoggedIn
    ? { name: session.name ?? '', email: session.email ?? '', phone: session.phoneNumber }
    : null
}
