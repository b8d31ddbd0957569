import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PreloadContext } from '@/components/preload-context'
import { Toaster } from '@/components/ui/toaster'
import { queryClient } from '@/lib/query-client'
import { preloadPath } from './areas'

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
      <Toaster />
    </QueryClientProvider>
  )
}
