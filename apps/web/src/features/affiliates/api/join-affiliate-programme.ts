import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callAccountApi } from '@/lib/account-api'
import { useSession } from '@/lib/session/use-session'
import { affiliateKeys } from './query-keys'

/** POST /api/v1/account/affiliates: joins the shop's programme and gets its code. */
export function useJoinAffiliateProgramme() {
  const queryClient = useQueryClient()
  const { uid } = useSession()
  return useMutation({
    mutationFn: (shopSlug: string) =>
      callAccountApi('joinAffiliateProgramme', { body: { shopSlug } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.mine(uid) }),
  })
}
