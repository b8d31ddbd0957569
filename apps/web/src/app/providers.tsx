import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PreloadContext } from '@/components/preload-context'
import { Toaster } from '@/components/ui/toaster'
import { queryClient } from '@/lib/query-client'
import { preloadPath } from './areas'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreloadContext value={preloadPath}>{children}</PreloadContext>
      <Toaster />
    </QueryClientProvider>
  )
}
