import { QueryClientProvider } from '@tanstack/react-query'
import * as React from 'react'
import { AppErrorBoundary } from '@/client/components/errors/error-fallback'
import { LazyToaster } from '@/client/components/ui/lazy-toaster'
import { createQueryClient } from '@/client/lib/query-client'

export function AppProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(createQueryClient)
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}
