import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { createQueryClient } from '@/client/lib/query-client'

// One cache for the whole visit: it outlives this layout while the visitor passes through a page outside it.
const queryClient = createQueryClient()

/**
 * The pages that read or write through TanStack Query. The public funnel pages (landing, quiz, thank-you) and
 * the 404 load without it (docs/decisions/023); the router loads this chunk alongside the page's own.
 */
export function QueryLayoutRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
