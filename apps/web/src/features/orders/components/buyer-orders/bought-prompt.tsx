import { Copy } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { account } from '@/locales/id/account'
import { ordersText } from '@/locales/id/common/orders'
import { usePurchase } from '../../api/get-purchase'
import { copyPromptText, PurchaseBody } from '../prompt-template/purchase-body'

const text = { ...ordersText.purchase, ...account.orders.bought }

/**
 * A paid order's prompt in Pesanan: its text (from the buyer's purchases endpoint, the only one
 * that serves it) with 'Salin', its variables marked, the seller's instructions, and the form
 * that fills the variables in.
 */
export function BoughtPrompt({ productId, title }: { productId: string; title: string }) {
  const purchase = usePurchase(productId, null)
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
