import { QueryClient } from '@tanstack/react-query'

// Spec 000 §7: data is cached indefinitely, no refetch on focus or interval, no retries.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  })
}
