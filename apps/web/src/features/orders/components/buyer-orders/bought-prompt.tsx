import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { Copy } from 'lucide-react'
import { useId, useMemo } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { copyToClipboard } from '@/lib/copy-to-clipboard'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { usePurchase } from '../../api/get-purchase'
import { PromptFillForm } from '../prompt-template/prompt-fill-form'
import { PromptTemplateText } from '../prompt-template/prompt-template-text'

const text = { ...common.orders.purchase, ...account.orders.bought }

/**
 * A paid order's prompt in Pesanan: its text (from the buyer's purchases endpoint, the only one
 * that serves it) with 'Salin', its variables marked, the seller's instructions, and the form
 * that fills the variables in.
 */
export function BoughtPrompt({ productId, title }: { productId: string; title: string }) {
  const purchase = usePurchase(productId, null)
  const promptText = purchase.data?.promptText ?? ''
  const variables = useMemo(() => templateVariables(promptText), [promptText])
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {text.title}
        </h3>
        {purchase.data ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={text.copyLabel(title)}
            onClick={() =>
              void copyToClipboard(promptText, {
                copied: text.copied,
                failed: text.copyFailed,
                failedBody: text.copyFailedBody,
              })
            }
          >
            <Copy aria-hidden="true" />
            {text.copy}
          </Button>
        ) : null}
      </div>
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
              <h4 className="font-medium text-sm">{text.instructions}</h4>
              <p className="mt-1 whitespace-pre-line break-words text-muted-foreground text-sm">
                {purchase.data.instructions}
              </p>
            </div>
          ) : null}
          {variables.length > 0 ? (
            <PromptFillForm promptText={promptText} variables={variables} />
          ) : null}
        </>
      )}
    </section>
  )
}
