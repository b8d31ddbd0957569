import type { ComplaintView } from '@pasarprompt/contracts/complaints'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { sellerKeys } from '@/lib/query-keys'
import { callSellerApi } from '@/lib/seller-api'
import { complaintKeys } from './query-keys'

/** GET /api/v1/seller/orders/{id}/complaint: the complaint of one of the active shop's orders. */
export function useShopComplaint(organizationId: string | null, orderId: string) {
  return useQuery({
    queryKey: complaintKeys.shop(organizationId, orderId),
    queryFn: ({ signal }) => callSellerApi('complaint', { params: { id: orderId } }, { signal }),
    enabled: !!organizationId,
  })
}

/** The shop's steps: answer, pass to an admin, refund (owners and admins). */
export function useShopComplaintActions(organizationId: string | null, orderId: string) {
  const queryClient = useQueryClient()
  const params = { id: orderId }
  const settle = (complaint: ComplaintView) => {
    queryClient.setQueryData(complaintKeys.shop(organizationId, orderId), complaint)
    // The order's status, its ledger and the balance may have moved (a refund).
    void queryClient.invalidateQueries({ queryKey: sellerKeys.shop(organizationId) })
  }
  return {
    write: useMutation({
      mutationFn: (body: string) =>
        callSellerApi('postComplaintMessage', { params, body: { body } }),
      onSuccess: settle,
    }),
    escalate: useMutation({
      mutationFn: () => callSellerApi('escalateComplaint', { params }),
      onSuccess: settle,
    }),
    refund: useMutation({
      mutationFn: (reason: string) =>
        callSellerApi('refundComplaint', { params, body: { reason } }),
      onSuccess: settle,
    }),
  }
}
