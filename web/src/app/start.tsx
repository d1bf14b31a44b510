import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { onLanding } from '../api/prefetchHome'
import { selectedChainId } from '../chain/network/configuredNetworks'
import { startWalletIfRemembered } from '../chain/wallet/loadWallet'
import { hasRememberedConnection } from '../chain/wallet/walletState'
import { initI18n } from '../i18n/i18n'
import { getStoredLanguage, syncLanguageCookie } from '../i18n/languages'
import { App } from './App'
import { dropEarlyClicks } from './earlyClicks'
import { queryClient } from './queryClient'
import { readServerState, type ServerState } from './serverState'

/**
 * Whether the app's first render here is the page the server rendered: the home route, in the same language, on
 * the same network, without a wallet to reconnect (the server renders a visitor without one), and the markup still
 * there (the page's starter puts the splash in its place when it sees another route or language: vite.config.ts).
 * Otherwise the app renders afresh in place of the server's markup, as it would without it.
 */
function matchesServer(state: ServerState | null): boolean {
  return (
    state?.route === 'HomeIndex' &&
    !document.querySelector('#root > .splash') &&
    onLanding() &&
    state.language === getStoredLanguage() &&
    state.chainId === selectedChainId &&
    !hasRememberedConnection()
  )
}

/**
 * Starts the app in #root. main.tsx imports this module once the first frame painted; it is a build entry of its
 * own (vite.config.ts) so that its vendor code splits as the first screen's. When the server rendered the home
 * page, its inlined queries fill the cache (no second request) and React hydrates the markup; the root URL becomes
 * #/HomeIndex first, as the router's redirect would, so the first render matches the server's.
 */
const server = readServerState()
// The server's dehydrated queries, put in the cache with their time (TanStack's `hydrate` does the same with more
// options than this needs, in more bytes of the first screen).
for (const { queryKey, state } of server?.queries.queries ?? []) {
  queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt })
}
const hydrating = matchesServer(server)
if (hydrating && !location.hash.startsWith('#/HomeIndex')) history.replaceState(history.state, '', '#/HomeIndex')
syncLanguageCookie()
startWalletIfRemembered()
initI18n()
  .catch((error: unknown) => console.error('i18n failed to start', error))
  .finally(() => {
    const container = document.getElementById('root')
    if (!container) throw new Error('index.html has no #root')
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    )
    if (hydrating) {
      // As a transition, React hydrates in slices that yield to the browser (about 5 ms each) instead of one long
      // task: the page is already painted and a tap on it is not held up by the hydration.
      startTransition(() => {
        hydrateRoot(container, app)
      })
      return
    }
    dropEarlyClicks()
    container.replaceChildren()
    delete document.documentElement.dataset.route
    createRoot(container).render(app)
  })
