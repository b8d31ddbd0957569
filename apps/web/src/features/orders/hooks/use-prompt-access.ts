import { usePurchasedPrompts } from '@/lib/session/purchased-prompts'
import { useSession } from '@/lib/session/use-session'

/** What the purchase card offers this viewer. */
export type PromptAccess = 'checking' | 'owned' | 'own-shop' | 'buy'

/**
 * Who is looking decides what the card offers: a buyer who owns the prompt reads it here, a
 * member of its shop cannot buy it (the server refuses too), everyone else can.
 */
export function usePromptAccess(prompt: { id: string; shop: { slug: string } }): PromptAccess {
  const session = useSession()
  const purchased = usePurchasedPrompts()
  if (purchased.isPending) return 'checking'
  if (purchased.orderOf.has(prompt.id)) return 'owned'
  // The shop's slug is its organisation's: any membership counts (DESIGN.md §4).
  const member = session.memberships.some(
    (membership) => membership.kind === 'shop' && membership.slug === prompt.shop.slug,
  )
  return member ? 'own-shop' : 'buy'
}
