import { useQueryClient } from '@tanstack/react-query'
import { CircleCheck, Receipt, ShoppingCart, Store } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { usePurchasedPrompts } from '@/lib/session/purchased-prompts'
import { ordersText } from '@/locales/id/common/orders'
import { purchaseKeys } from '../api/query-keys'
import { useCheckoutBuyer } from '../hooks/use-checkout-buyer'
import type { PromptAccess } from '../hooks/use-prompt-access'

// The form's code (react-hook-form, the schema) loads when a visitor means to buy, not before.
const CheckoutDialog = lazy(() =>
  import('./checkout-dialog').then((module) => ({ default: module.CheckoutDialog })),
)

const buyText = ordersText.buy

type BuyablePrompt = { id: string; title: string; price: number; shop: { name: string } }

/** Beli sekarang / Dapatkan gratis, or why this viewer has nothing to buy here. */
export function BuyAction({ prompt, access }: { prompt: BuyablePrompt; access: PromptAccess }) {
  const buyer = useCheckoutBuyer()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const orderId = usePurchasedPrompts().orderOf.get(prompt.id)

  if (access === 'checking') return <Skeleton className="mt-4 h-11 w-full" />
  if (access === 'owned') {
    // Bought already: the buy button becomes the way to the order (and its prompt) in Pesanan.
    return (
      <div className="mt-4 grid gap-3">
        <p className="flex gap-2 rounded-md border border-primary/30 bg-accent p-3 text-accent-foreground text-sm">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="block font-medium">{buyText.purchased}</span>
            <span className="mt-0.5 block">{buyText.owned}</span>
            <a
              href="#prompt-lengkap"
              className="mt-1 inline-block underline underline-offset-4 hover:text-primary"
            >
              {buyText.readBelow}
            </a>
          </span>
        </p>
        {orderId ? (
          <Button asChild size="lg" className="w-full">
            <Link to={paths.account.order(orderId)}>
              <Receipt aria-hidden="true" />
              {buyText.openOrder}
            </Link>
          </Button>
        ) : null}
      </div>
    )
  }
  if (access === 'own-shop') {
    return (
      <p className="mt-4 flex gap-2 rounded-md bg-muted p-3 text-sm">
        <Store className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          <span className="block font-medium">{buyText.ownShop}</span>
          <span className="mt-1 block text-muted-foreground">{buyText.ownShopDetail}</span>
        </span>
      </p>
    )
  }
  return (
    <>
      <Button type="button" size="lg" className="mt-4 w-full" onClick={() => setOpen(true)}>
        <ShoppingCart aria-hidden="true" />
        {prompt.price === 0 ? buyText.getFree : buyText.buyNow}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={open}
            onOpenChange={setOpen}
            prompt={{
              id: prompt.id,
              title: prompt.title,
              shopName: prompt.shop.name,
              price: prompt.price,
            }}
            buyer={buyer}
            onAlreadyPurchased={() =>
              void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
            }
          />
        </Suspense>
      ) : null}
    </>
  )
}
