import { lazy, Suspense, useEffect, useState } from 'react'
import { pendingInviteCode } from '../api/auth/inviteCode'
import { closeConnectDialog, connectDialogOpen } from '../chain/wallet/connectDialogStore'
import { loadWallet } from '../chain/wallet/loadWallet'
import { useWalletState } from '../chain/wallet/walletState'
import { Outlet, useLocation } from '../navigation/hashRouter'
import { routeNameOf } from '../navigation/routes'
import { useStoredValue } from '../ui/storedValue'
import { ToastHost } from '../ui/Toast'
import { replayEarlyClicks } from './earlyClicks'
import { Footer } from './Footer'
import { Header } from './Header'
import { useScreenLoading } from './screenLoads'
import { TopBar } from './TopBar'
import { useScrollRestoration } from './useScrollRestoration'
import './shell.css'

// The dialog uses wagmi's hooks: the wallet module loads with it.
const ConnectDialog = lazy(() => loadWallet().then(() => import('../chain/wallet/ConnectDialog')))
// One receipt watcher for the whole app, so a record sent on any screen gets its receipt (or its dropped mark)
// wherever the user goes next. It uses wagmi's hooks, so it loads with the wallet module, once connected
// (a connected state exists only after the wallet module loaded).
const TransactionWatcher = lazy(() =>
  loadWallet()
    .then(() => import('../chain/tx/TransactionWatcher'))
    .then((m) => ({ default: m.TransactionWatcher })),
)

// The side menu shows nothing until opened: its entries, invite box and modal layer load on the first press of the
// menu button (from the press's start, so the code is usually there by the click) and then stay.
const loadSideMenu = () => import('./SideMenu')
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })))

// Sign-in and the account rules act on a wallet: they load with the wallet's first move (a connection, a remembered
// one reconnecting) and then stay.
const SessionSync = lazy(() => import('./SessionSync').then((m) => ({ default: m.SessionSync })))

/**
 * SessionSync once a wallet is there. The URL's invite code is kept from the first page on (as SessionSync did),
 * so a visitor who looks around before connecting is still bound to the friend who invited them.
 */
function Session() {
  const { status } = useWalletState()
  const { search } = useLocation()
  const [started, setStarted] = useState(false)
  if (!started && status !== 'disconnected') setStarted(true)
  useEffect(() => void pendingInviteCode(search), [search])
  return started ? (
    <Suspense fallback={null}>
      <SessionSync />
    </Suspense>
  ) : null
}

/** Its own component, so a connection change re-renders only this, not the whole shell. */
function ReceiptWatcher() {
  const { status } = useWalletState()
  return status === 'connected' ? (
    <Suspense fallback={null}>
      <TransactionWatcher />
    </Suspense>
  ) : null
}

/**
 * Header, side menu, the routed screen, the tab bar; the connect dialog loads on first use. Pages of the
 * /HomeNext group get the spec's top bar (back arrow, route title) in place of the header and the tab bar on a
 * phone; from 1024 px every page has the header with its links, and the top bar is the page's title row (shell.css).
 */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuUsed, setMenuUsed] = useState(false)
  const connectOpen = useStoredValue(connectDialogOpen)
  const loading = useScreenLoading()
  const { pathname } = useLocation()
  const sub = /^\/HomeNext(\/|$)/i.test(pathname)
  useScrollRestoration()
  // The shell's first commit is the end of the hydration of the server's markup (the screens are within it): taps
  // made on that markup before then happen now.
  useEffect(replayEarlyClicks, [])
  return (
    <div className={`shell${sub ? ' shell--sub' : ''}`}>
      <Header
        onMenu={() => {
          setMenuUsed(true)
          setMenuOpen(true)
        }}
        onMenuIntent={loadSideMenu}
      />
      {/* Always there, shown or hidden: an element that came and went would not match the server's markup if a
          screen's code started loading while React hydrated it. */}
      <div className="shell__progress" aria-hidden="true" hidden={!loading} />
      <main className="shell__main">
        {sub ? <TopBar routeName={routeNameOf(pathname)} /> : null}
        <Outlet />
      </main>
      {sub ? null : <Footer />}
      {menuUsed ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      {connectOpen ? (
        <Suspense fallback={null}>
          <ConnectDialog onClose={closeConnectDialog} />
        </Suspense>
      ) : null}
      <Session />
      <ReceiptWatcher />
      <ToastHost />
    </div>
  )
}
