import { QueryClient } from '@tanstack/react-query'

// Data is cached indefinitely, no refetch on focus or interval, no retries (docs/product.md#api-errors).
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  })
}
