import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { takeFirstScreenAnswer } from '@/lib/first-screen-data'

/** GET /api/v1/products/{slug}: a published prompt's page, without its secret. */
export function usePrompt(slug: string) {
  return useQuery({
    queryKey: ['products', 'detail', slug],
    queryFn: ({ signal }) => callApi(publicApi.product, { params: { slug } }, { signal }),
    // Shown at once when it came with the page (ADR 0020), and read again behind it: the page
    // the server sends is no view (link previews fetch it too), the app's read counts one.
    initialData: () => takeFirstScreenAnswer(publicApi.product, { params: { slug } }),
    initialDataUpdatedAt: 0,
  })
}
