import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { Button } from '../../ui/Button'
import { showToast } from '../../ui/toastStore'
import { CoinPicker } from './CoinPicker'
import { WALLET_NAMESPACE } from './i18n'
import { type Actions, AmountField, Row, usePickedCoin, useUsable } from './rechargeParts'
import type { WalletUser } from './WalletGate'
import { checkTransfer, formatWalletAmount, transferQuoteShown } from './walletAmounts'
import { useTransferConfigs } from './walletQueries'

export function TransferTab({ user, actions }: { user: WalletUser; actions: Actions }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const configs = useTransferConfigs()
  const [coin, pick] = usePickedCoin(configs.data?.list ?? [])
  const [address, setAddress] = useState('')
  const [text, setText] = useState('')
  const usable = useUsable(user, coin?.coin_id)

  if (configs.isPending) return <p className="wallet-empty">{t('common.loading', { ns: 'translation' })}</p>
  if (!coin) return <p className="wallet-empty">{t('recharge.noCoins')}</p>
  const quote = transferQuoteShown(text, coin.decimals, coin.fee_rate_ppm)

  async function submit() {
    if (!coin || actions.busy) return
    const check = checkTransfer({ address, amount: text }, coin.decimals, coin.fee_rate_ppm, usable, user.address)
    if (!check.ok) {
      const key = check.key === 'badAddress' || check.key === 'self' ? 'recharge.badAddress' : check.key
      showToast(t(key, { ns: key.startsWith('recharge.') ? WALLET_NAMESPACE : 'translation' }))
      return
    }
    if (await actions.transfer({ to: check.to, coinId: coin.coin_id, quote: check.quote })) {
      setText('')
      setAddress('')
    }
  }

  // Max: the largest received amount whose amount + fee (rounded up) fits in usable.
  const max = usable === undefined ? undefined : (usable * 1_000_000n) / (1_000_000n + BigInt(coin.fee_rate_ppm)) - 1n

  return (
    <div className="wallet-form" data-testid="transfer-form">
      <CoinPicker
        coins={configs.data?.list ?? []}
        value={coin}
        imageDomain={configs.data?.image_domain}
        onChange={pick}
      />
      <div className="wallet-field">
        <input
          data-testid="transfer-address"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('recharge.addressPlaceholder')}
          aria-label={t('recharge.toAddress')}
          value={address}
          onChange={(event) => setAddress(event.target.value.trim())}
        />
      </div>
      <AmountField
        value={text}
        onChange={setText}
        onMax={() => max !== undefined && max > 0n && setText(formatUnits(max, coin.decimals))}
        testId="transfer-amount"
      />
      <Row
        label={t('recharge.usable')}
        value={usable === undefined ? '--' : formatWalletAmount(usable, coin.decimals)}
        testId="transfer-usable"
      />
      <Row
        label={t('recharge.fee')}
        value={`${formatWalletAmount(quote?.fee ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="transfer-fee"
      />
      <Row
        label={t('recharge.total')}
        value={`${formatWalletAmount(quote?.amount ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="transfer-total"
      />
      <Button block data-testid="transfer-submit" loading={actions.busy === 'transfer'} onClick={() => void submit()}>
        {t('recharge.confirmTransfer')}
      </Button>
    </div>
  )
}
