import type {
  AdminComplaintDetail,
  ComplaintDecisionInput,
} from '@pasarprompt/contracts/complaints'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { callApi } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { complaintKeys } from './query-keys'

export type AdminComplaintFilter =
  | 'active'
  | 'escalated'
  | 'open'
  | 'refunded'
  | 'released'
  | 'withdrawn'

/** GET /api/v1/admin/complaints by status (`active`: open and escalated), page after page. */
export function useAdminComplaints(status: AdminComplaintFilter) {
  return useCursorList({
    queryKey: complaintKeys.adminList(status),
    fetchPage: (cursor, signal) =>
      callApi(adminApi.complaints, { query: { status, limit: 25, cursor } }, { signal }),
    keepPrevious: true,
  })
}

export function useAdminComplaint(id: string) {
  return useQuery({
    queryKey: complaintKeys.adminDetail(id),
    queryFn: ({ signal }) => callApi(adminApi.complaint, { params: { id } }, { signal }),
  })
}

/** Staff's decision and messages; the queue, its badge and the order pages refresh after. */
export function useAdminComplaintActions(id: string) {
  const queryClient = useQueryClient()
  const settle = (detail: AdminComplaintDetail) => {
    queryClient.setQueryData(complaintKeys.adminDetail(id), detail)
    void queryClient.invalidateQueries({ queryKey: adminKeys.all })
  }
  return {
    decide: useMutation({
      mutationFn: (input: ComplaintDecisionInput) =>
        callApi(adminApi.decideComplaint, { params: { id }, body: input }),
      onSuccess: settle,
    }),
    write: useMutation({
      mutationFn: (body: string) =>
        callApi(adminApi.postComplaintMessage, { params: { id }, body: { body } }),
      onSuccess: settle,
    }),
  }
}
