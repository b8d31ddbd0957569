import { formatDateWib } from '@pasarprompt/contracts/format'
import { Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { account } from '@/locales/id/account'
import { ordersText } from '@/locales/id/common/orders'
import { usePurchase } from '../../api/get-purchase'
import { copyPromptText, PurchaseBody } from '../prompt-template/purchase-body'

const text = { ...ordersText.purchase, ...account.orders.bought }

/**
 * A paid order's prompt in Pesanan: its text (from the buyer's purchases endpoint, the only one
 * that serves it) with 'Salin', its variables marked, the seller's instructions, and the form
 * that fills the variables in. A revised prompt (issue 30) offers each version, newest first.
 */
export function BoughtPrompt({ productId, title }: { productId: string; title: string }) {
  const [version, setVersion] = useState<number | null>(null)
  const purchase = usePurchase(productId, null, true, version)
  const headingId = useId()
  const selectId = useId()
  const versions = purchase.data?.versions ?? []

  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {text.title}
        </h3>
        {purchase.data && versions.length > 1 ? (
          <span className="flex min-w-0 max-w-full items-center gap-2 text-sm">
            <label htmlFor={selectId} className="text-muted-foreground">
              {text.versionLabel}
            </label>
            <select
              id={selectId}
              className="h-8 min-w-0 max-w-full flex-1 rounded-md border bg-background px-2 text-sm"
              value={purchase.data.version}
              // The newest is followed as it changes (a version approved while the page is open).
              onChange={(event) => {
                const chosen = Number(event.target.value)
                setVersion(chosen === versions[0]?.version ? null : chosen)
              }}
            >
              {versions.map((entry) => (
                <option
                  key={entry.version}
                  value={entry.version}
                  title={formatDateWib(entry.approvedAt)}
                >
                  {text.versionOption(
                    entry.version,
                    entry.version === versions[0]?.version,
                    entry.version === purchase.data.boughtVersion,
                  )}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        {purchase.data ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={text.copyLabel(title)}
            onClick={() => copyPromptText(purchase.data.promptText)}
          >
            <Copy aria-hidden="true" />
            {text.copy}
          </Button>
        ) : null}
      </div>
      <PurchaseBody purchase={purchase} Heading="h4" />
    </section>
  )
}
