import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query'

type CursorPage = { nextCursor?: string | null | undefined }

type CursorListOptions<TPage extends CursorPage> = {
  queryKey: QueryKey
  /** One page; `cursor` is undefined for the first. */
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<TPage>
  /** The first page when it is at hand already (it came with the page, ADR 0020). */
  firstPage?: () => TPage | undefined
  enabled?: boolean
  /** Keeps the last list (and its counts) on screen while another filter loads. */
  keepPrevious?: boolean
}

/** A list the server pages with keyset cursors (`{items, nextCursor}`), read with "load more". */
export function useCursorList<TPage extends CursorPage>({
  queryKey,
  fetchPage,
  firstPage,
  enabled = true,
  keepPrevious = false,
}: CursorListOptions<TPage>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    initialData: () => {
      const page = firstPage?.()
      return page ? { pages: [page], pageParams: [''] } : undefined
    },
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  })
}
