/**
 * The first screen's data (ADR 0020): the server embeds the anonymous answers of the public
 * endpoints a storefront page needs first, as JSON in `<script type="application/json">` with
 * this id, keyed by request path; the web app seeds its query cache from them.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data'

/**
 * One answer's key: its path with the query's parameters in name order, so the server's list
 * and the web app's request spell the same request alike.
 */
export function firstScreenKey(pathWithQuery: string): string {
  const at = pathWithQuery.indexOf('?')
  if (at < 0) return pathWithQuery
  const params = new URLSearchParams(pathWithQuery.slice(at + 1))
  params.sort()
  const query = params.toString()
  return query ? `${pathWithQuery.slice(0, at)}?${query}` : pathWithQuery.slice(0, at)
}
