import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { callApi } from '@/lib/api-client'
import { ApiError } from '@/lib/http'
import { purchaseRootKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast-store'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { useCheckoutBuyer } from '../../hooks/use-checkout-buyer'
import type { CheckoutPrompt } from '../checkout-dialog'

// The form's code loads when the buyer means to buy again, as on the prompt page.
const CheckoutDialog = lazy(() =>
  import('../checkout-dialog').then((module) => ({ default: module.CheckoutDialog })),
)

const text = account.orders

/**
 * 'Beli lagi' on an order that did not end paid: the prompt as it is sold today (its price may
 * have changed since) in the same 'Ringkasan Pesanan' the prompt page opens, for a new order.
 */
export function BuyAgainButton({ slug, title }: { slug: string; title: string }) {
  const buyer = useCheckoutBuyer()
  const queryClient = useQueryClient()
  const [prompt, setPrompt] = useState<CheckoutPrompt | null>(null)
  const current = useMutation({
    mutationFn: () => callApi(publicApi.product, { params: { slug } }),
    onSuccess: (detail) =>
      setPrompt({
        id: detail.id,
        title: detail.title,
        shopName: detail.shop.name,
        price: detail.price,
      }),
    onError: (error) =>
      toast({
        title:
          error instanceof ApiError && error.status === 404
            ? text.notForSale
            : error.message || common.errors.generic,
        variant: 'destructive',
      }),
  })

  return (
    <>
      <Button
        type="button"
        size="sm"
        aria-label={text.buyAgainOf(title)}
        disabled={current.isPending}
        onClick={() => current.mutate()}
      >
        <RotateCcw aria-hidden="true" />
        {current.isPending ? text.buyAgainLoading : text.buyAgain}
      </Button>
      {prompt ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            open
            onOpenChange={(open) => {
              if (!open) setPrompt(null)
            }}
            prompt={prompt}
            buyer={buyer}
            onAlreadyPurchased={() =>
              void queryClient.invalidateQueries({ queryKey: purchaseRootKeys.all })
            }
          />
        </Suspense>
      ) : null}
    </>
  )
}
