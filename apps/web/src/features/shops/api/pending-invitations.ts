import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { shopKeys } from './query-keys'

export function usePendingInvitations(enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.pendingInvitations,
    queryFn: ({ signal }) => callApi(accountApi.invitations, {}, { signal }),
    enabled,
  })
}
