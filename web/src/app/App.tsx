import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { WalletContext } from '../chain/WalletContext'
import { AppErrorBoundary } from './AppErrorBoundary'
import { queryClient } from './queryClient'
import { createRouter } from './router'

export function App() {
  const [router] = useState(createRouter)
  return (
    <AppErrorBoundary>
      <WalletContext>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </WalletContext>
    </AppErrorBoundary>
  )
}
