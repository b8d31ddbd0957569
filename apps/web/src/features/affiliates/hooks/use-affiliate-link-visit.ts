import { AFFILIATE_QUERY_PARAM, AffiliateCode } from '@pasarprompt/contracts/affiliates'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { rememberAffiliateVisit } from '@/lib/session/affiliate-visit'
import { recordAffiliateClick } from '../api/record-affiliate-click'

/** The navigations (router location keys) whose `?aff=` was handled in this page load. */
const handled = new Set<string>()

/**
 * A shop's or a prompt's page opened with `?aff=CODE`: the click is recorded on the server once
 * per page load (it sets the visitor cookie the order is attributed by; failures are ignored —
 * the page works without it), the client session keeps the code and the page, and `aff` leaves
 * the address bar so a copied link does not carry someone else's code. `page` is null until the
 * page knows what it shows (a prompt's id comes with the prompt).
 */
export function useAffiliateLinkVisit(page: { shopSlug: string } | { promptId: string } | null) {
  const location = useLocation()
  const shopSlug = page && 'shopSlug' in page ? page.shopSlug : null
  const promptId = page && 'promptId' in page ? page.promptId : null
  useEffect(() => {
    if (!shopSlug && !promptId) return
    const params = new URLSearchParams(location.search)
    const raw = params.get(AFFILIATE_QUERY_PARAM)
    if (raw === null || handled.has(location.key)) return
    handled.add(location.key)

    params.delete(AFFILIATE_QUERY_PARAM)
    const search = params.toString()
    // The router's own state stays in place: only the visible address changes.
    window.history.replaceState(
      window.history.state,
      '',
      `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
    )

    const code = AffiliateCode.safeParse(raw)
    if (!code.success) return
    rememberAffiliateVisit({ affiliateId: code.data, affiliatePage: location.pathname })
    const target = shopSlug ? { shopSlug } : { promptId: promptId ?? undefined }
    recordAffiliateClick({ code: code.data, ...target }).catch(() => undefined)
  }, [location.key, location.search, location.pathname, location.hash, shopSlug, promptId])
}
