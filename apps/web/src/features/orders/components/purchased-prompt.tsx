import { formatDateWib } from '@pasarprompt/contracts/format'
import { Copy } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ordersText } from '@/locales/id/common/orders'
import { type OrderAccess, usePurchase } from '../api/get-purchase'
import { copyPromptText, PurchaseBody } from './prompt-template/purchase-body'

const text = ordersText.purchase

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
                {text.purchasedAt(formatDateWib(purchase.data.purchasedAt))}
              </p>
            ) : null}
          </div>
          {purchase.data ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => copyPromptText(purchase.data.promptText)}
            >
              <Copy aria-hidden="true" />
              {text.copy}
            </Button>
          ) : null}
        </div>
        <div className="grid gap-5 p-5">
          <PurchaseBody purchase={purchase} Heading="h3" showChangeNote />
        </div>
      </Card>
    </section>
  )
}
