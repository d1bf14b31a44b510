import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router'
import { useConnection } from 'wagmi'
import { closeConnectDialog, isConnectDialogOpen, subscribeConnectDialog } from '../chain/connectDialogStore'
import { ToastHost } from '../ui/Toast'
import { Footer } from './Footer'
import { Header } from './Header'
import { SessionSync } from './SessionSync'
import { SideMenu } from './SideMenu'
import { TopBar } from './TopBar'
import './shell.css'

const ConnectDialog = lazy(() => import('../chain/ConnectDialog'))
// One receipt watcher for the whole app, so a record sent on any screen gets its receipt (or its dropped mark)
// wherever the user goes next; its chunk loads only once a wallet is connected.
const TransactionWatcher = lazy(() =>
  import('../chain/tx/TransactionWatcher').then((m) => ({ default: m.TransactionWatcher })),
)

/** Its own component, so a connection change re-renders only this, not the whole shell. */
function ReceiptWatcher() {
  const { isConnected } = useConnection()
  return isConnected ? (
    <Suspense fallback={null}>
      <TransactionWatcher />
    </Suspense>
  ) : null
}

/**
 * Header, side menu, the routed screen, the tab bar; the connect dialog loads on first use. Pages of the
 * /HomeNext group get the spec's top bar (back arrow, route title) in place of the header and the tab bar.
 */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false)
  const connectOpen = useSyncExternalStore(subscribeConnectDialog, isConnectDialogOpen, isConnectDialogOpen)
  const navigation = useNavigation()
  const matches = useMatches()
  const sub = matches.some((match) => match.id === 'HomeNext')
  return (
    <div className={`shell${sub ? ' shell--sub' : ''}`}>
      {sub ? <TopBar routeName={matches.at(-1)?.id} /> : <Header onMenu={() => setMenuOpen(true)} />}
      {navigation.state === 'loading' ? <div className="shell__progress" aria-hidden="true" /> : null}
      <main className="shell__main">
        <Outlet />
      </main>
      {sub ? null : <Footer />}
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      {connectOpen ? (
        <Suspense fallback={null}>
          <ConnectDialog onClose={closeConnectDialog} />
        </Suspense>
      ) : null}
      <SessionSync />
      <ReceiptWatcher />
      <ToastHost />
      <ScrollRestoration />
    </div>
  )
}
