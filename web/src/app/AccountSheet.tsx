import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ensureSession } from '../api/auth/ensureSession'
import { signOut } from '../api/auth/signOut'
import { useSessionToken } from '../api/useAccountInfo'
import { useOperator } from '../api/useOperator'
import { useActiveNetwork } from '../chain/network/useActiveNetwork'
import { DEV_WALLET_ID } from '../chain/wallet/devWalletKey'
import { loadWallet } from '../chain/wallet/loadWallet'
import { useWalletState } from '../chain/wallet/walletState'
import { useGoTo } from '../navigation/useGoTo'
import { Button } from '../ui/Button'
import { copyText } from '../ui/copyText'
import { Popup } from '../ui/Popup'
import { CopyIcon } from '../ui/pageIcons'
import { showToast } from '../ui/toastStore'
import { NetworkBadge } from './NetworkBadge'

/**
 * The account sheet the header's address opens: the address and network, sign-in state, copy, sign in or out,
 * disconnect. Loaded on the first open (app/AccountControl.tsx), since the first screen never shows it.
 */
export function AccountSheet({ address, open, onClose }: { address: Address; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { chainId, connector } = useWalletState()
  const { network } = useActiveNetwork()
  const token = useSessionToken()
  const operator = useOperator().state === 'operator'
  const goTo = useGoTo()
  return (
    <Popup open={open} onClose={onClose} title={t('header.account')} closeLabel={t('common.close')}>
      <div className="account-sheet">
        <div className="account-sheet__row">
          <NetworkBadge network={network} />
          <code className="account-sheet__address">{address}</code>
        </div>
        <p className="account-sheet__status">
          <span className={`account-chip__dot${token ? ' account-chip__dot--on' : ''}`} aria-hidden="true" />
          {token ? t('header.signedIn') : t('header.notSignedIn')}
          {connector ? (
            <span className="account-sheet__wallet" data-testid="account-wallet">
              {connector.id === DEV_WALLET_ID ? t('wallet.dev') : connector.name}
            </span>
          ) : null}
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
          {operator ? (
            <Button
              variant="secondary"
              data-testid="account-admin"
              onClick={() => {
                if (goTo('admin')) onClose()
              }}
            >
              {t('nav.admin')}
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
              onClose()
              void loadWallet().then((wallet) => wallet.disconnectWallet())
            }}
          >
            {t('header.disconnect')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
