/** The query string of one page of a keyset-paged list; filters left unset are left out. */
export function pageQuery(
  filters: Record<string, string | undefined>,
  cursor: string | undefined,
  limit: number,
) {
  const params = new URLSearchParams({ limit: String(limit) })
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  if (cursor) params.set('cursor', cursor)
  return params.toString()
}
