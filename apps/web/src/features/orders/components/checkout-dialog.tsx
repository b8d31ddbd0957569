import { zodResolver } from '@hookform/resolvers/zod'
import { formatRupiah } from '@pasarprompt/contracts/format'
import { Lock, Mail } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'
import {
  type CheckoutFormInput,
  CheckoutFormSchema,
  type CheckoutFormValues,
  useCreateOrder,
} from '../api/create-order'
import type { CheckoutBuyer } from '../hooks/use-checkout-buyer'

const text = ordersText.checkout

export interface CheckoutPrompt {
  id: string
  title: string
  shopName: string
  price: number
}

interface CheckoutDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  prompt: CheckoutPrompt
  /**
   * The signed-in buyer: name, email and phone come from the profile (Profil), and the email
   * cannot change here.
   */
  buyer: CheckoutBuyer | null
  /** The server says the buyer owns it already (another tab bought it): show it instead. */
  onAlreadyPurchased: () => void
}

/**
 * 'Ringkasan Pesanan': what is being bought and who buys it, then the order. A paid prompt goes
 * on to the gateway's page (a full page load: it may be Midtrans' own); a free one is granted
 * at once and opens its payment page.
 */
export function CheckoutDialog({
  open,
  onOpenChange,
  prompt,
  buyer,
  onAlreadyPurchased,
}: CheckoutDialogProps) {
  const navigate = useNavigate()
  const createOrder = useCreateOrder()
  // A refusal the buyer must read before trying again (a limit and when it ends, a free prompt
  // already claimed): kept in the form, where a toast would vanish.
  const [refusal, setRefusal] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(CheckoutFormSchema),
    defaultValues: {
      name: buyer?.name ?? '',
      email: buyer?.email ?? '',
      // Stored as +628…; shown the way people write it (08…).
      phone: buyer?.phone?.replace(/^\+62/, '0') ?? '',
    },
  })
  const free = prompt.price === 0
  // Still busy after success: the browser is on its way to the payment page.
  const busy = createOrder.isPending || createOrder.isSuccess

  const submit = (values: CheckoutFormValues) => {
    setRefusal(null)
    createOrder.mutate(
      { ...values, productId: prompt.id },
      {
        onSuccess: (result) => {
          if (result.payment) window.location.assign(result.payment.redirectUrl)
          else navigate(paths.payment.order(result.order.id, result.accessToken))
        },
        onError: (error) => {
          if (isApiError(error, 'ALREADY_PURCHASED')) {
            onOpenChange(false)
            onAlreadyPurchased()
            toast({ title: error.message })
            return
          }
          // Refusals the buyer acts on from here: shown inside the form, not as a toast.
          if (
            isApiError(
              error,
              'RATE_LIMITED',
              'PROMPT_NOT_FOR_SALE',
              'FREE_PROMPT_CLAIMED',
              'ORDER_NOT_PAYABLE',
            )
          ) {
            setRefusal(error.message)
            return
          }
          toast({ title: error.message || common.errors.generic, variant: 'destructive' })
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={text.title} closeLabel={text.close} className="gap-5">
        <div className="rounded-lg border bg-muted/40 p-4">
          <p className="text-muted-foreground text-xs">{text.prompt}</p>
          <p className="mt-0.5 break-words font-semibold leading-snug">{prompt.title}</p>
          <p className="mt-1 text-muted-foreground text-sm">
            {text.shop}: <span className="text-foreground">{prompt.shopName}</span>
          </p>
          <div className="mt-4 flex items-baseline justify-between gap-4 border-t pt-3">
            <span className="text-muted-foreground text-sm">{text.total}</span>
            <span className="font-bold text-2xl tracking-tight">
              {free ? text.free : formatRupiah(prompt.price)}
            </span>
          </div>
        </div>

        <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
          <h3 className="font-medium text-sm">{text.buyer}</h3>
          <FormField label={text.name} error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField
            label={text.email}
            error={errors.email?.message}
            hint={buyer ? text.emailLocked : undefined}
          >
            <Input
              type="email"
              autoComplete="email"
              readOnly={Boolean(buyer)}
              className={buyer ? 'bg-muted text-muted-foreground' : undefined}
              {...register('email')}
            />
          </FormField>
          <FormField label={text.phone} error={errors.phone?.message}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={text.phonePlaceholder}
              {...register('phone')}
            />
          </FormField>
          {buyer ? null : (
            <p className="flex gap-2 rounded-md bg-accent p-3 text-accent-foreground text-sm">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {text.guestNote}
            </p>
          )}
          {refusal ? (
            // Below the fold on a phone: brought into view, or the button seems to do nothing.
            <Alert variant="destructive" ref={(node) => node?.scrollIntoView({ block: 'nearest' })}>
              <p className="font-medium">{text.refused}</p>
              <p className="mt-1">{refusal}</p>
            </Alert>
          ) : null}
          <Button type="submit" size="lg" disabled={busy} className="mt-1 w-full">
            {busy ? text.submitting : free ? text.submitFree : text.submitPaid}
          </Button>
          {free ? null : (
            <p className="flex items-center justify-center gap-1.5 text-center text-muted-foreground text-xs">
              <Lock className="size-3.5 shrink-0" aria-hidden="true" />
              {text.nextStep}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  )
}
