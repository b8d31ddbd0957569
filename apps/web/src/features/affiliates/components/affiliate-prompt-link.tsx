import { Link2 } from 'lucide-react'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/use-session'
import { affiliatesText } from '@/locales/id/affiliates'
import { useAffiliateMemberships } from '../api/get-affiliate-memberships'
import { AffiliateLinkField } from './affiliate-link-field'
import { affiliateUrl } from './affiliate-url'

const text = affiliatesText.promptLink

/** On a prompt's page, for an active affiliate of its shop: the link to this very prompt. */
export function AffiliatePromptLink({
  shopSlug,
  promptSlug,
}: {
  shopSlug: string
  promptSlug: string
}) {
  const { isLoggedIn } = useSession()
  const memberships = useAffiliateMemberships()
  const mine = memberships.data?.find(
    (membership) =>
      membership.shop.slug === shopSlug &&
      membership.status === 'active' &&
      membership.programmeEnabled,
  )
  if (!isLoggedIn || !mine) return null
  return (
    <section
      aria-labelledby="tautan-afiliasi"
      className="grid gap-2 rounded-lg border border-dashed bg-card p-4"
    >
      <h2 id="tautan-afiliasi" className="flex items-center gap-2 font-semibold text-sm">
        <Link2 className="size-4 text-primary" aria-hidden="true" />
        {text.title}
      </h2>
      <AffiliateLinkField
        url={affiliateUrl(paths.marketplace.prompt(promptSlug), mine.code)}
        label={text.label}
      />
    </section>
  )
}
