import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, Suspense } from 'react'
import { createPath, HashRouter, type Navigator, Router } from 'react-router'
import { WalletContext } from '../chain/wallet/WalletContext'
import { AppErrorBoundary } from './AppErrorBoundary'
import { queryClient } from './queryClient'
import { AppRoutes } from './router'
import { Splash } from './Splash'

/**
 * The server's router: one location, links written as HashRouter writes them (`#/path`), no navigation.
 */
const serverNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
}

/**
 * The splash stays until the first screen's code is there; later navigations are transitions, so the current
 * screen stays (with the shell's progress bar) while the next one loads. In the browser the route is the URL's
 * hash; the server (ssr/renderHome.tsx) renders one `location` with its own query client. Both give the same markup.
 */
export function App({ client = queryClient, location }: { client?: QueryClient; location?: string }) {
  const routes: ReactNode = (
    <Suspense fallback={<Splash />}>
      <AppRoutes />
    </Suspense>
  )
  return (
    <AppErrorBoundary>
      <WalletContext>
        <QueryClientProvider client={client}>
          {location === undefined ? (
            <HashRouter>{routes}</HashRouter>
          ) : (
            <Router location={location} navigator={serverNavigator} static>
              {routes}
            </Router>
          )}
        </QueryClientProvider>
      </WalletContext>
    </AppErrorBoundary>
  )
}
