import { QueryClient } from '@tanstack/react-query'

/**
 * One client for server and chain reads. No automatic retries: the HTTP client already tells the user about
 * each failure, and a retry would toast it three times.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
    mutations: { retry: false },
  },
})
