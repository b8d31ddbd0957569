import { CheckoutInput, type CheckoutResult } from '@pasarprompt/contracts/orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { http } from '@/lib/http'
import { orderKeys } from './query-keys'

/** The checkout form: the shared schema without the prompt, which comes from the page. */
export const CheckoutFormSchema = CheckoutInput.omit({ productId: true })
export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>

/** POST /api/v1/orders: the order and where to pay it (none for a free prompt). */
export const createOrder = (input: CheckoutFormValues & { productId: string }) =>
  http.post<CheckoutResult>('/api/v1/orders', input)

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
