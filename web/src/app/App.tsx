import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, Suspense } from 'react'
import { WalletContext } from '../chain/wallet/WalletContext'
import { HashRouter } from '../navigation/hashRouter'
import { ActivityApprovalsProvider } from './ActivityApprovals'
import { AppErrorBoundary } from './AppErrorBoundary'
import { NativePriceProvider } from './NativePriceProvider'
import { queryClient } from './queryClient'
import { AppRoutes } from './router'
import { Splash } from './Splash'

/**
 * The splash stays until the first screen's code is there; later navigations are transitions, so the current
 * screen stays (with the shell's progress bar) while the next one loads. In the browser the route is the URL's
 * hash; the server (ssr/renderHome.tsx) renders with its own router (one location, the same links) and query client.
 */
export function App({
  client = queryClient,
  router: Router = HashRouter,
}: {
  client?: QueryClient
  router?: ComponentType<{ children: ReactNode }>
}) {
  const routes: ReactNode = (
    <Suspense fallback={<Splash />}>
      <AppRoutes />
    </Suspense>
  )
  return (
    <AppErrorBoundary>
      <WalletContext>
        <QueryClientProvider client={client}>
          <ActivityApprovalsProvider>
            <NativePriceProvider>
              <Router>{routes}</Router>
            </NativePriceProvider>
          </ActivityApprovalsProvider>
        </QueryClientProvider>
      </WalletContext>
    </AppErrorBoundary>
  )
}
