import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { useSessionToken } from '../api/useAccountInfo'
import { openConnectDialog } from '../chain/wallet/connectDialogStore'
import { loadWallet } from '../chain/wallet/loadWallet'
import { useWalletState } from '../chain/wallet/walletState'
import { registerWalletTexts, WALLET_NAMESPACE } from '../features/wallet/i18n'
import { Button } from '../ui/Button'
import './walletGate.css'

// Its texts live with the wallet pages that it was written for; other screens use it too.
registerWalletTexts()

export interface WalletUser {
  address: Address
  chainId: number
}

/**
 * The reward area's pages act for the signed-in account: without a wallet they ask to connect, without a session
 * to sign in. `testIdPrefix` names the prompts per area (wallet, groups, ...).
 */
export function WalletGate({
  children,
  testIdPrefix = 'wallet',
}: {
  children: (user: WalletUser) => ReactNode
  testIdPrefix?: string
}) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const { address, chainId, status } = useWalletState()
  const token = useSessionToken()
  if (status !== 'connected' || !address || !chainId) {
    return (
      <div className="wallet-prompt" data-testid={`${testIdPrefix}-connect-prompt`}>
        <p>{t('wallet.connect')}</p>
        <Button size="sm" data-testid={`${testIdPrefix}-connect`} onClick={openConnectDialog}>
          {t('header.connect', { ns: 'translation' })}
        </Button>
      </div>
    )
  }
  if (!token) {
    return (
      <div className="wallet-prompt" data-testid={`${testIdPrefix}-sign-in-prompt`}>
        <p>{t('wallet.signIn')}</p>
        <Button
          size="sm"
          data-testid={`${testIdPrefix}-sign-in`}
          // Sign-in loads with the click, like the wallet (app/Shell.tsx loads it with a wallet's first move).
          onClick={async () => {
            const [{ ensureSession }, wallet] = await Promise.all([import('../api/auth/ensureSession'), loadWallet()])
            return ensureSession(wallet.signerOf(address, chainId), { byUser: true })
          }}
        >
          {t('header.signIn', { ns: 'translation' })}
        </Button>
      </div>
    )
  }
  return <>{children({ address, chainId })}</>
}
