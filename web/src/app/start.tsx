import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { startWalletIfRemembered } from '../chain/wallet/loadWallet'
import { initI18n } from '../i18n/i18n'
import { App } from './App'

/**
 * Starts the app in #root, replacing the splash of index.html. main.tsx imports this module once the splash has
 * painted; it is a build entry of its own (vite.config.ts) so that its vendor code splits as the first screen's.
 */
startWalletIfRemembered()
initI18n()
  .catch((error: unknown) => console.error('i18n failed to start', error))
  .finally(() => {
    const container = document.getElementById('root')
    if (!container) throw new Error('index.html has no #root')
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
