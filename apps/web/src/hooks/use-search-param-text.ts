import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigation, useSearchParams } from 'react-router'
import { useDebouncedValue } from '@/hooks/use-debounced-value'

const SEARCH_DELAY_MS = 300

/**
 * A search box kept in the address (`?q=` by default): `q` is the settled search the page
 * queries with, `search` what is typed. The typed text reaches the address once typing pauses,
 * without a history entry per key; back and forward put the box back in step.
 */
export function useSearchParamText(name = 'q') {
  const [params, setParams] = useSearchParams()
  const q = params.get(name)?.trim() ?? ''
  const [search, setSearch] = useState(q)
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)

  // While a link away from the page is loading, a late search must not pull the user back.
  // Nor once the router has gone elsewhere while this page is still on screen.
  const leaving = useNavigation().state !== 'idle'
  const { pathname } = useLocation()
  const lastSettled = useRef(settled)
  useEffect(() => {
    if (settled === lastSettled.current || leaving || window.location.pathname !== pathname) return
    lastSettled.current = settled
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (settled) next.set(name, settled)
        else next.delete(name)
        return next
      },
      { replace: true },
    )
  }, [settled, setParams, name, leaving, pathname])

  useEffect(() => {
    setSearch((current) => (current.trim() === q ? current : q))
  }, [q])

  return { q, search, setSearch }
}
