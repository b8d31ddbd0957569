import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { useMemo } from 'react'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { copyToClipboard } from '@/lib/copy-to-clipboard'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'
import type { usePurchase } from '../../api/get-purchase'
import { PromptFillForm } from './prompt-fill-form'
import { PromptTemplateText } from './prompt-template-text'

const text = ordersText.purchase

/** Copies a bought prompt's text, telling the buyer whether it worked. */
export const copyPromptText = (promptText: string) =>
  void copyToClipboard(promptText, {
    copied: text.copied,
    failed: text.copyFailed,
    failedBody: text.copyFailedBody,
  })

/**
 * A bought prompt as Pesanan, the prompt page and the payment page all show it: the text with
 * its variables marked, the seller's instructions (and latest change note, where asked), and the
 * form that fills the variables in. `Heading` keeps the outline right where it is placed.
 */
export function PurchaseBody({
  purchase,
  Heading,
  showChangeNote = false,
}: {
  purchase: ReturnType<typeof usePurchase>
  Heading: 'h3' | 'h4'
  showChangeNote?: boolean
}) {
  const promptText = purchase.data?.promptText ?? ''
  const variables = useMemo(() => templateVariables(promptText), [promptText])

  if (purchase.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label={common.loading}>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/4" />
      </div>
    )
  }
  if (purchase.error) {
    return (
      <Alert variant="destructive">
        {text.loadFailed} {purchase.error.message}
      </Alert>
    )
  }
  const notes = [
    { title: text.instructions, body: purchase.data.instructions },
    ...(showChangeNote ? [{ title: text.changeNote, body: purchase.data.changeNote ?? '' }] : []),
  ].filter((note) => note.body.trim())
  return (
    <>
      <PromptTemplateText promptText={promptText} />
      {notes.map((note) => (
        <div key={note.title}>
          <Heading className="font-medium text-sm">{note.title}</Heading>
          <p className="mt-1 whitespace-pre-line break-words text-muted-foreground text-sm">
            {note.body}
          </p>
        </div>
      ))}
      {variables.length > 0 ? (
        <PromptFillForm promptText={promptText} variables={variables} />
      ) : null}
    </>
  )
}
