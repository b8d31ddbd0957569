import { useQuery } from '@tanstack/react-query'
import { callPublicApi } from '@/lib/public-api'

/** GET /api/v1/products/{slug}: a published prompt's page, without its secret. */
export function usePrompt(slug: string) {
  return useQuery({
    queryKey: ['products', 'detail', slug],
    queryFn: ({ signal }) => callPublicApi('product', { params: { slug } }, { signal }),
  })
}
