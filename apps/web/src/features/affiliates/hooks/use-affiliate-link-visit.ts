import { AFFILIATE_QUERY_PARAM } from '@pasarprompt/contracts/constants'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { rememberAffiliateVisit } from '@/lib/session/affiliate-visit'
import { recordAffiliateClick } from '../api/record-affiliate-click'

/** The links (page and code) already recorded in this page load. */
const handled = new Set<string>()

/**
 * A shop's or a prompt's page opened with `?aff=CODE`: the click is recorded on the server once
 * per page load and link (it sets the visitor cookie the order is attributed by; failures are
 * ignored — the page works without it), and the client session keeps the code and the page. The
 * address stays as the visitor opened it: attribution lives in the recorded click, not the URL.
 * Going back to the link, or changing the page's other parameters, is not a new visit; a reload
 * asks again and the server counts a return within 30 minutes as the same click. `page` is null
 * until the page knows what it shows (a prompt's id comes with the prompt).
 */
export function useAffiliateLinkVisit(page: { shopSlug: string } | { promptId: string } | null) {
  const { pathname, search } = useLocation()
  const shopSlug = page && 'shopSlug' in page ? page.shopSlug : null
  const promptId = page && 'promptId' in page ? page.promptId : null
  useEffect(() => {
    if (!shopSlug && !promptId) return
    const raw = new URLSearchParams(search).get(AFFILIATE_QUERY_PARAM)
    if (raw === null) return
    // The code's schema (zod) loads only for a page opened through an affiliate link.
    let cancelled = false
    void import('@pasarprompt/contracts/affiliates').then(({ AffiliateCode }) => {
      const code = AffiliateCode.safeParse(raw)
      if (cancelled || !code.success) return
      const link = `${pathname}?${AFFILIATE_QUERY_PARAM}=${code.data}`
      if (handled.has(link)) return
      handled.add(link)

      rememberAffiliateVisit({ affiliateId: code.data, affiliatePage: pathname })
      const target = shopSlug ? { shopSlug } : { promptId: promptId ?? undefined }
      recordAffiliateClick({ code: code.data, ...target }).catch(() => undefined)
    })
    return () => {
      cancelled = true
    }
  }, [pathname, search, shopSlug, promptId])
}
