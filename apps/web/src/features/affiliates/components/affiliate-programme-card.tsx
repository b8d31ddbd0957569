import type { PublicAffiliateProgramme } from '@pasarprompt/contracts/affiliates'
import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { AFFILIATE_CLICK_WINDOW_DAYS } from '@pasarprompt/contracts/constants'
import { HandCoins } from 'lucide-react'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { affiliatesText } from '@/locales/id/affiliates'
import { common } from '@/locales/id/common'
import { useAffiliateMemberships } from '../api/get-affiliate-memberships'
import { useJoinAffiliateProgramme } from '../api/join-affiliate-programme'
import { AffiliateLinkField } from './affiliate-link-field'
import { affiliateUrl } from './affiliate-url'

const text = affiliatesText.shopCard

/**
 * "Program afiliasi" on a shop's page while its programme is on: the rate and a way in. Signed
 * out, joining goes through sign-in and back; joined, the link to share; removed by the shop, a
 * note. The shop's own members never see it (they cannot be its affiliates).
 */
export function AffiliateProgrammeCard({
  shopSlug,
  programme,
}: {
  shopSlug: string
  programme: PublicAffiliateProgramme
}) {
  const session = useSession()
  const memberships = useAffiliateMemberships()
  const join = useJoinAffiliateProgramme()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  if (session.memberships.some((membership) => membership.slug === shopSlug)) return null

  const mine = memberships.data?.find((membership) => membership.shop.slug === shopSlug)
  const onJoin = () => {
    if (!session.isLoggedIn) {
      // Back to this page, without anyone's `?aff=`.
      void navigate(paths.auth.signIn(pathname))
      return
    }
    join.mutate(shopSlug, {
      onSuccess: () => toast({ title: text.welcome }),
      onError: (error) =>
        toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
    })
  }

  let body: React.ReactNode
  if (session.isLoading || (session.isLoggedIn && memberships.isPending)) {
    body = <Skeleton className="h-10 w-56" />
  } else if (mine?.status === 'active') {
    body = (
      <div className="grid grid-cols-1 gap-3">
        <p>{text.joined}</p>
        <AffiliateLinkField
          url={affiliateUrl(paths.shop(shopSlug), mine.code)}
          label={text.linkLabel}
        />
        <Link
          to={paths.account.affiliate}
          className="justify-self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          {text.overview}
        </Link>
      </div>
    )
  } else if (mine?.removedBy === 'shop') {
    body = <p>{text.removed}</p>
  } else {
    body = (
      <Button
        type="button"
        className="justify-self-start"
        disabled={join.isPending}
        onClick={onJoin}
      >
        {join.isPending ? text.joining : text.join}
      </Button>
    )
  }

  return (
    <Card aria-labelledby="program-afiliasi" data-testid="affiliate-programme-card">
      <CardHeader>
        <CardTitle id="program-afiliasi" className="flex items-center gap-2 text-lg">
          <HandCoins className="size-5 text-primary" aria-hidden="true" />
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">
          {text.lead(formatBasisPoints(programme.rateBp))}
        </p>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {/* What joining means, read before joining and kept for those who have (issue 28). */}
        <div className="grid gap-1.5 text-sm">
          <p id="ketentuan-afiliasi" className="font-medium">
            {text.termsLabel}
          </p>
          <ul
            aria-labelledby="ketentuan-afiliasi"
            className="grid list-disc gap-1 pl-5 text-muted-foreground"
          >
            {text
              .terms(
                formatBasisPoints(programme.rateBp),
                AFFILIATE_CLICK_WINDOW_DAYS,
                programme.holdDays,
              )
              .map((term) => (
                <li key={term}>{term}</li>
              ))}
          </ul>
        </div>
        {body}
      </CardContent>
    </Card>
  )
}
