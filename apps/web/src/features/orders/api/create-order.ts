import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { CheckoutInput } from '@pasarprompt/contracts/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from '@/lib/api-client'
import { orderKeys } from './query-keys'

/** The checkout form: the shared schema without the prompt, which comes from the page. */
export const CheckoutFormSchema = CheckoutInput.omit({ productId: true })
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>

/** POST /api/v1/orders: the order and where to pay it (none for a free prompt). */
export const createOrder = (input: CheckoutFormValues & { productId: string }) =>
  callApi(publicApi.checkout, { body: input })

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
