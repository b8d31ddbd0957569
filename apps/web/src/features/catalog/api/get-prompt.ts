import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { takeFirstScreenAnswer } from '@/lib/first-screen-data'

/** GET /api/v1/products/{slug}: a published prompt's page, without its secret. */
export function usePrompt(slug: string) {
  return useQuery({
    queryKey: ['products', 'detail', slug],
    queryFn: ({ signal }) => callApi(publicApi.product, { params: { slug } }, { signal }),
    // Came with the page when it is the first one opened (ADR 0020); counted as a view there.
    initialData: () => takeFirstScreenAnswer(publicApi.product, { params: { slug } }),
  })
}
