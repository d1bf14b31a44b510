import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ensureSession } from '../../api/auth/ensureSession'
import { useSessionToken } from '../../api/useAccountInfo'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { useWalletState } from '../../chain/wallet/walletState'
import { Button } from '../../ui/Button'
import type { GroupUser } from './useGroupActions'

/** The market pages act for the signed-in account: without a wallet they ask to connect, without a session to sign in. */
export function GroupGate({ children }: { children: (user: GroupUser) => ReactNode }) {
  const { t } = useTranslation()
  const { address, chainId, status } = useWalletState()
  const token = useSessionToken()
  if (status !== 'connected' || !address || !chainId) {
    return (
      <div className="groups-prompt" data-testid="groups-connect-prompt">
        <Button size="sm" data-testid="groups-connect" onClick={openConnectDialog}>
          {t('header.connect')}
        </Button>
      </div>
    )
  }
  if (!token) {
    return (
      <div className="groups-prompt" data-testid="groups-sign-in-prompt">
        <Button
          size="sm"
          data-testid="groups-sign-in"
          onClick={async () => ensureSession((await loadWallet()).signerOf(address, chainId), { byUser: true })}
        >
          {t('header.signIn')}
        </Button>
      </div>
    )
  }
  return <>{children({ address, chainId })}</>
}
