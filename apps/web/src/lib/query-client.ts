import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/http'

/** The app's query defaults; the server's renderer makes one client per page with them too. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; a network or server fault might.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status > 0 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  })
}

export const queryClient = createQueryClient()
