import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense } from 'react'
import { HashRouter } from 'react-router'
import { WalletContext } from '../chain/wallet/WalletContext'
import { AppErrorBoundary } from './AppErrorBoundary'
import { queryClient } from './queryClient'
import { AppRoutes } from './router'
import { Splash } from './Splash'

/**
 * The splash stays until the first screen's code is there; later navigations are transitions, so the current
 * screen stays (with the shell's progress bar) while the next one loads.
 */
export function App() {
  return (
    <AppErrorBoundary>
      <WalletContext>
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <Suspense fallback={<Splash />}>
              <AppRoutes />
            </Suspense>
          </HashRouter>
        </QueryClientProvider>
      </WalletContext>
    </AppErrorBoundary>
  )
}
