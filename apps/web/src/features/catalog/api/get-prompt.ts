import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'

/** GET /api/v1/products/{slug}: a published prompt's page, without its secret. */
export function usePrompt(slug: string) {
  return useQuery({
    queryKey: ['products', 'detail', slug],
    queryFn: ({ signal }) => callApi(publicApi.product, { params: { slug } }, { signal }),
  })
}
