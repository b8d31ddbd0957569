import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import type { LeakTraceInput } from '@pasarprompt/contracts/leaks'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

/** POST /api/v1/admin/leaks/trace: the orders whose invisible marks a pasted text carries. */
export const traceLeak = (body: LeakTraceInput) => callApi(adminApi.traceLeak, { body })

export function useTraceLeak() {
  return useMutation({ mutationFn: traceLeak })
}
