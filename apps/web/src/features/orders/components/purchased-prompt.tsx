import { formatDate } from '@pasarprompt/contracts/format'
import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { Copy } from 'lucide-react'
import { useMemo } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { copyToClipboard } from '@/lib/copy-to-clipboard'
import { common } from '@/locales/id/common'
import { type OrderAccess, usePurchase } from '../api/get-purchase'
import { PromptFillForm } from './prompt-template/prompt-fill-form'
import { PromptTemplateText } from './prompt-template/prompt-template-text'

const text = common.orders.purchase

/**
 * 'Prompt lengkap': the bought prompt's text (its variables marked), the form that fills them, the
 * seller's instructions and the latest change note. Read by the buyer's session, or with `access` (the receipt link) for a guest.
 */
export function PurchasedPrompt({
  productId,
  access,
  className,
}: {
  productId: string
  access: OrderAccess | null
  className?: string
}) {
  const purchase = usePurchase(productId, access)
  const promptText = purchase.data?.promptText ?? ''
  const variables = useMemo(() => templateVariables(promptText), [promptText])

  const copy = () =>
    void copyToClipboard(promptText, {
      copied: text.copied,
      failed: text.copyFailed,
      failedBody: text.copyFailedBody,
    })

  return (
    <section id="prompt-lengkap" aria-labelledby="prompt-lengkap-judul" className={className}>
      <Card className="overflow-hidden border-primary/30">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b bg-accent/50 px-5 py-4">
          <div className="min-w-0">
            <h2 id="prompt-lengkap-judul" className="font-semibold text-xl">
              {text.title}
            </h2>
            {purchase.data ? (
              <p className="text-muted-foreground text-xs">
                {text.purchasedAt(formatDate(purchase.data.purchasedAt))}
              </p>
            ) : null}
          </div>
          {purchase.data ? (
            <Button type="button" variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              {text.copy}
            </Button>
          ) : null}
        </div>
        <div className="grid gap-5 p-5">
          {purchase.isPending ? (
            <div className="grid gap-2" role="status" aria-label={common.loading}>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          ) : purchase.error ? (
            <Alert variant="destructive">
              {text.loadFailed} {purchase.error.message}
            </Alert>
          ) : (
            <>
              <PromptTemplateText promptText={promptText} />
              {purchase.data.instructions.trim() ? (
                <div>
                  <h3 className="font-medium">{text.instructions}</h3>
                  <p className="mt-1 whitespace-pre-line break-words text-muted-foreground text-sm">
                    {purchase.data.instructions}
                  </p>
                </div>
              ) : null}
              {purchase.data.changeNote?.trim() ? (
                <div>
                  <h3 className="font-medium">{text.changeNote}</h3>
                  <p className="mt-1 whitespace-pre-line break-words text-muted-foreground text-sm">
                    {purchase.data.changeNote}
                  </p>
                </div>
              ) : null}
              {variables.length > 0 ? (
                <PromptFillForm promptText={promptText} variables={variables} />
              ) : null}
            </>
          )}
        </div>
      </Card>
    </section>
  )
}
