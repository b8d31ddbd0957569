import { useQuery } from '@tanstack/react-query'
import { callPublicApi, firstScreenPublicAnswer } from '@/lib/public-api'
import { catalogKeys } from './query-keys'

/** GET /api/v1/products/{slug}: a published prompt's page, without its secret. */
export function usePrompt(slug: string) {
  return useQuery({
    queryKey: catalogKeys.detail(slug),
    queryFn: ({ signal }) => callPublicApi('product', { params: { slug } }, { signal }),
    // Shown at once when it came with the page (ADR 0020), and read again behind it: the page
    // the server sends is no view (link previews fetch it too), the app's read counts one.
    initialData: () => firstScreenPublicAnswer('product', { params: { slug } }),
    initialDataUpdatedAt: 0,
  })
}
