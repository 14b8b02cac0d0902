import type * as React from 'react'
import { AppErrorBoundary } from '@/client/components/errors/error-fallback'
import { LazyToaster } from '@/client/components/ui/lazy-toaster'

// TanStack Query's provider sits on the routes that use it (app/routes/query-layout.tsx, docs/decisions/023).
export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <AppErrorBoundary>
      {children}
      <LazyToaster />
    </AppErrorBoundary>
  )
}
