import type { CoinConfig } from '@phoswap/core/api/reward'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRewardWallet } from '../../api/useRewardWallet'
import type { WalletUser } from '../../session/WalletGate'
import { WALLET_NAMESPACE } from './i18n'
import type { useWalletActions } from './useWalletActions'

/** What every tab gets from the screen: the wallet actions (one busy state for all tabs). */
export type Actions = ReturnType<typeof useWalletActions>

/** The picked coin of a list: the one chosen while it is still offered, else the first. */
export function usePickedCoin(coins: readonly CoinConfig[]) {
  const [picked, setPicked] = useState<number | undefined>(undefined)
  const coin = coins.find((c) => c.coin_id === picked) ?? coins[0]
  return [coin, (next: CoinConfig) => setPicked(next.coin_id)] as const
}

export function useUsable(user: WalletUser, coinId: number | undefined, poll?: number | false) {
  const wallet = useRewardWallet(user.chainId, user.address, poll)
  const row = wallet.data?.list.find((c) => c.coin_id === coinId)
  return row ? BigInt(row.usable) : undefined
}

export function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="wallet-row">
      <span>{label}</span>
      <strong data-testid={testId}>{value}</strong>
    </div>
  )
}

export function AmountField({
  value,
  onChange,
  onMax,
  testId,
}: {
  value: string
  onChange: (text: string) => void
  onMax: () => void
  testId: string
}) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  return (
    <div className="wallet-field">
      <input
        data-testid={testId}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('recharge.amountPlaceholder')}
        aria-label={t('recharge.amount')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/,/g, '.'))}
      />
      <button type="button" className="wallet-field__max" data-testid={`${testId}-max`} onClick={onMax}>
        {t('recharge.max')}
      </button>
    </div>
  )
}
