import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import type { WaitlistJoinInput } from '@pasarprompt/contracts/waitlist'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

/** POST /api/v1/waitlist: the same answer whatever the address. */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (input: WaitlistJoinInput) => callApi(publicApi.joinWaitlist, { body: input }),
  })
}
