import type { WalletCoin } from '@phoswap/core/api/reward'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getDeployment } from '../../../chain/network/configuredNetworks'
import type { WalletUser } from '../../../session/WalletGate'
import { onDemand } from '../../../ui/onDemand'
import { LIABILITIES_NAMESPACE, registerLiabilitiesTexts } from './i18n'
import './verify.css'

registerLiabilitiesTexts()

// The checks, viem's client and the texts of the dialog load on the first press (route JavaScript budgets).
const VerifyBalanceDialog = onDemand(() => import('./VerifyBalanceDialog').then((m) => m.VerifyBalanceDialog))

/**
 * "Verify my balance" on a coin of the reward wallet, where the chain has a withdraw vault and the coin a token
 * there (a ledger-only coin has no published liabilities).
 */
export function VerifyBalanceButton({ user, coin }: { user: WalletUser; coin: WalletCoin }) {
  const { t } = useTranslation(LIABILITIES_NAMESPACE)
  const [open, setOpen] = useState(false)
  const deployment = getDeployment(user.chainId)
  const vault = deployment?.contracts.withdrawVault
  const token = deployment?.tokens.find((x) => x.symbol === coin.coin_en)
  if (!vault || !token) return null
  return (
    <>
      <button
        type="button"
        className="verify-balance__open"
        data-testid={`wallet-verify-${coin.coin_en}`}
        aria-label={t('verify.buttonLabel', { coin: coin.coin_en })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('verify.button')}
      </button>
      <VerifyBalanceDialog
        open={open}
        onClose={() => setOpen(false)}
        user={user}
        coin={coin}
        vault={vault}
        token={token.address}
      />
    </>
  )
}
