import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { PreloadContext } from '@/components/preload-context'
import { whenPageSettled } from '@/lib/page-settled'
import { queryClient } from '@/lib/query-client'
import { getSnapshot, subscribe } from '@/lib/toast-store'
import { preloadPath } from './areas'

const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

/** `client`: the server's renderer gives each page its own, so no answer outlives the page. */
export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode
  client?: QueryClient
}) {
  return (
    <QueryClientProvider client={client}>
      <PreloadContext value={preloadPath}>{children}</PreloadContext>
      <LazyToaster />
    </QueryClientProvider>
  )
}

/**
 * The toast viewport (and Radix's toast code) is not part of the first load: it mounts once the
 * page has settled, or at once when a toast comes first (the store keeps it until then). Neither
 * the server's page nor the first render in the browser has it, so hydration sees the same markup.
 */
function LazyToaster() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (getSnapshot().length > 0) {
      setWanted(true)
      return
    }
    const unsubscribe = subscribe(() => setWanted(true))
    void whenPageSettled().then(() => setWanted(true))
    return unsubscribe
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
