import type { PromptDetail } from '@pasarprompt/contracts/catalog'
import { AFFILIATE_QUERY_PARAM } from '@pasarprompt/contracts/constants'
import { formatDateWib, formatRupiah } from '@pasarprompt/contracts/format'
import { Braces, Cpu, Folder, Link2, Lock, MessageCircle, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useOrigin } from '@/hooks/use-origin'
import { toast } from '@/lib/toast-store'
import { marketplace } from '@/locales/id/marketplace'
import { modelLine } from './model-line'
import { PromptFact } from './prompt-fact'

const text = marketplace.promptPage

type PurchaseCardProps = {
  prompt: PromptDetail
  /** What this viewer can do: buy, read what they own, or why there is nothing to buy. */
  action: ReactNode
  /** The wishlist button, from the wishlist feature. */
  wishlist: ReactNode
  /** Says what buying unlocks, for a viewer who does not own the prompt. */
  showUnlockNote: boolean
  className?: string
}

/** The price, the buy action, what the prompt was tested with, and ways to share it. */
export function PurchaseCard({
  prompt,
  action,
  wishlist,
  showUnlockNote,
  className,
}: PurchaseCardProps) {
  const location = useLocation()
  const address = shareableAddress(useOrigin(), location.pathname, location.search)
  const whatsappUrl = `https://wa.me/?text=${encodeURIComponent(`${prompt.title} — ${address}`)}`

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(address)
      toast({ title: text.linkCopied })
    } catch {
      // No clipboard (an insecure origin, a denied permission): say so rather than fail silently.
      toast({ title: text.copyFailed, description: text.copyFailedBody, variant: 'destructive' })
    }
  }

  return (
    <Card className={className}>
      <div className="p-5">
        <p className="text-muted-foreground text-sm">{text.price}</p>
        <p className="mt-1 font-bold text-3xl tracking-tight">
          {prompt.price === 0 ? text.free : formatRupiah(prompt.price)}
        </p>
        {action}
      </div>
      <dl className="space-y-4 border-t p-5 text-sm">
        <PromptFact icon={<Cpu />} term={text.testedWith}>
          {modelLine(prompt)}
          {prompt.updatedAt ? ` · ${text.updated(formatDateWib(prompt.updatedAt))}` : null}
        </PromptFact>
        {prompt.guaranteeDays > 0 ? (
          <PromptFact icon={<ShieldCheck />} term={text.guarantee}>
            {text.guaranteeDays(prompt.guaranteeDays)}
            <span className="block text-muted-foreground text-xs">{text.guaranteeHint}</span>
          </PromptFact>
        ) : null}
        <PromptFact icon={<Braces />} term={text.variables}>
          {text.variableCount(prompt.variableCount)}
          <span className="block text-muted-foreground text-xs">{text.variablesHint}</span>
        </PromptFact>
        <PromptFact icon={<Folder />} term={text.category}>
          <Link
            to={paths.marketplace.prompts({ category: prompt.category.name })}
            className="hover:text-primary hover:underline"
          >
            {prompt.category.title}
          </Link>
        </PromptFact>
      </dl>
      {showUnlockNote ? (
        <div className="border-t p-5">
          <p className="flex gap-3 rounded-md bg-accent p-3 text-accent-foreground text-sm">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="block font-medium">{text.unlockNote}</span>
              <span className="mt-1 block opacity-80">{text.unlockDetail}</span>
            </span>
          </p>
        </div>
      ) : null}
      <div className="grid gap-2 border-t p-5">
        {wishlist}
        <p className="sr-only">{text.share}</p>
        <Button type="button" variant="outline" onClick={copyLink}>
          <Link2 aria-hidden="true" />
          {text.copyLink}
        </Button>
        <Button asChild variant="outline">
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {text.whatsapp}
          </a>
        </Button>
      </div>
    </Card>
  )
}

/**
 * This page's address without the `?aff=` of the affiliate link the visitor may have come
 * through: sharing the prompt is the visitor's own recommendation, not someone else's referral.
 */
/** The page's address without this visitor's affiliate code (origin-less until hydrated). */
function shareableAddress(origin: string, pathname: string, search: string) {
  const params = new URLSearchParams(search)
  params.delete(AFFILIATE_QUERY_PARAM)
  const query = params.toString()
  return `${origin}${pathname}${query ? `?${query}` : ''}`
}
