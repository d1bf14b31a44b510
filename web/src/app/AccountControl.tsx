import { shortenChecksummed } from '@phoswap/core/format/shortenChecksummed'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { ensureSession } from '../api/auth/ensureSession'
import { signOut } from '../api/auth/signOut'
import { useSessionToken } from '../api/useAccountInfo'
import { useActiveNetwork } from '../chain/network/useActiveNetwork'
import { openConnectDialog } from '../chain/wallet/connectDialogStore'
import { loadWallet } from '../chain/wallet/loadWallet'
import { useWalletState } from '../chain/wallet/walletState'
import { Button } from '../ui/Button'
import { copyText } from '../ui/copyText'
import { CopyIcon } from '../ui/icons'
import { Popup } from '../ui/Popup'
import { showToast } from '../ui/toastStore'
import { NetworkBadge } from './NetworkBadge'

/** The header's account: a connect button, or the shortened address that opens the account sheet. */
export function AccountControl() {
  const { t } = useTranslation()
  const { address, status, chainId, connector } = useWalletState()
  const { network } = useActiveNetwork()
  const token = useSessionToken()
  const [open, setOpen] = useState(false)

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
        onClick={() => setOpen(true)}
      >
        <span className={`account-chip__dot${token ? ' account-chip__dot--on' : ''}`} aria-hidden="true" />
        {shortenChecksummed(address)}
      </button>
      {/* On document.body: inside the fixed header's stacking context the tab bar covered the sheet's last row. */}
      {createPortal(
        <Popup open={open} onClose={() => setOpen(false)} title={t('header.account')} closeLabel={t('common.close')}>
          <div className="account-sheet">
            <div className="account-sheet__row">
              <NetworkBadge network={network} />
              <code className="account-sheet__address">{address}</code>
            </div>
            <p className="account-sheet__status">
              <span className={`account-chip__dot${token ? ' account-chip__dot--on' : ''}`} aria-hidden="true" />
              {token ? t('header.signedIn') : t('header.notSignedIn')}
              {connector ? <span className="account-sheet__wallet">{connector.name}</span> : null}
            </p>
            <div className="account-sheet__actions">
              <Button
                variant="ghost"
                onClick={async () => showToast((await copyText(address)) ? t('copySuccess') : t('copyFailure'))}
              >
                <CopyIcon /> {t('header.copyAddress')}
              </Button>
              {!token && chainId && network ? (
                <Button
                  variant="secondary"
                  onClick={async () => ensureSession((await loadWallet()).signerOf(address, chainId), { byUser: true })}
                >
                  {t('header.signIn')}
                </Button>
              ) : null}
              {token ? (
                <Button
                  variant="secondary"
                  data-testid="sign-out"
                  onClick={async () => {
                    await signOut().catch(() => undefined)
                    showToast(t('header.signedOut'))
                  }}
                >
                  {t('header.signOut')}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                onClick={() => {
                  setOpen(false)
                  void loadWallet().then((wallet) => wallet.disconnectWallet())
                }}
              >
                {t('header.disconnect')}
              </Button>
            </div>
          </div>
        </Popup>,
        document.body,
      )}
    </>
  )
}
