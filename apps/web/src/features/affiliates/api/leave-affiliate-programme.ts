import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { useSession } from '@/lib/session/use-session'
import { affiliateKeys } from './query-keys'

/** DELETE /api/v1/account/affiliates/{id}: the code stops paying; joining again restores it. */
export function useLeaveAffiliateProgramme() {
  const queryClient = useQueryClient()
  const { uid } = useSession()
  return useMutation({
    mutationFn: (affiliateId: string) =>
      callApi(accountApi.leaveAffiliateProgramme, { params: { affiliateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.mine(uid) }),
  })
}
