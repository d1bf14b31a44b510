import { shortenChecksummed } from '@phoswap/core/format/shortenChecksummed'
import { lazy, Suspense, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useSessionToken } from '../api/useAccountInfo'
import { openConnectDialog } from '../chain/wallet/connectDialogStore'
import { useWalletState } from '../chain/wallet/walletState'
import { Button } from '../ui/Button'

// The sheet shows only once the address is pressed: its code (and the modal layer's) loads from the press's start.
const loadSheet = () => import('./AccountSheet')
const AccountSheet = lazy(() => loadSheet().then((m) => ({ default: m.AccountSheet })))

/** The header's account: a connect button, or the shortened address that opens the account sheet. */
export function AccountControl() {
  const { t } = useTranslation()
  const { address, status } = useWalletState()
  const token = useSessionToken()
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)

  if (status !== 'connected' || !address) {
    return (
      <Button
        size="sm"
        data-testid="connect-button"
        loading={status === 'connecting' || status === 'reconnecting'}
        onClick={openConnectDialog}
      >
        {t('header.connect')}
      </Button>
    )
  }

  return (
    <>
      <button
        type="button"
        className="account-chip"
        data-testid="account"
        title={address}
        onPointerDown={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <span className={`account-chip__dot${token ? ' account-chip__dot--on' : ''}`} aria-hidden="true" />
        {shortenChecksummed(address)}
      </button>
      {/* On document.body: inside the fixed header's stacking context the tab bar covered the sheet's last row. */}
      {createPortal(
        opened ? (
          <Suspense fallback={null}>
            <AccountSheet address={address} open={open} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null,
        document.body,
      )}
    </>
  )
}
