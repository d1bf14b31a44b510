import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { WagmiProvider } from 'wagmi'
import { wagmiConfig } from '../chain/wagmiConfig'
import { AppErrorBoundary } from './AppErrorBoundary'
import { queryClient } from './queryClient'
import { createRouter } from './router'

export function App() {
  const [router] = useState(createRouter)
  return (
    <AppErrorBoundary>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </WagmiProvider>
    </AppErrorBoundary>
  )
}
