import { maxWithdrawal } from '@phoswap/core/rewards/transferFee'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { Link } from '../../app/hashRouter'
import { routePath } from '../../app/routes'
import { Button } from '../../ui/Button'
import { showToast } from '../../ui/toastStore'
import { CoinPicker } from './CoinPicker'
import { WALLET_NAMESPACE } from './i18n'
import { type Actions, AmountField, Row, usePickedCoin, useUsable } from './rechargeParts'
import type { WalletUser } from './WalletGate'
import { checkAmount, formatWalletAmount, formatWalletFee, withdrawFeeShown } from './walletAmounts'
import { useChannelConfigs } from './walletQueries'

export function WithdrawTab({ user, actions }: { user: WalletUser; actions: Actions }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const configs = useChannelConfigs('withdraw')
  const channel = configs.data?.channels.find((c) => c.chain_id === user.chainId)
  const [coin, pick] = usePickedCoin(channel?.list ?? [])
  const [text, setText] = useState('')
  const usable = useUsable(user, coin?.coin_id)

  if (configs.isPending) return <p className="wallet-empty">{t('common.loading', { ns: 'translation' })}</p>
  if (!channel || !coin) return <p className="wallet-empty">{t('recharge.noChannel')}</p>
  const fee = withdrawFeeShown(text, coin.decimals, coin.fee_rate_ppm)

  async function submit() {
    if (!coin || actions.busy) return
    const check = checkAmount(text, coin.decimals, usable, coin.fee_rate_ppm)
    if (!check.ok) {
      showToast(t(check.key, { ns: 'translation' }))
      return
    }
    if (await actions.withdraw({ coinId: coin.coin_id, amount: check.amount, decimals: coin.decimals })) setText('')
  }

  // Max leaves room for the fee: the largest amount whose amount + fee (rounded up, as the server charges) fits.
  const max = usable === undefined ? undefined : maxWithdrawal(usable, coin.fee_rate_ppm)

  return (
    <div className="wallet-form" data-testid="withdraw-form">
      <CoinPicker coins={channel.list} value={coin} imageDomain={configs.data?.image_domain} onChange={pick} />
      <AmountField
        value={text}
        onChange={setText}
        onMax={() => max !== undefined && setText(formatUnits(max, coin.decimals))}
        testId="withdraw-amount"
      />
      <Row
        label={t('recharge.usable')}
        value={usable === undefined ? '--' : formatWalletAmount(usable, coin.decimals)}
        testId="withdraw-usable"
      />
      <Row
        label={t('recharge.fee')}
        value={`${formatWalletFee(fee ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="withdraw-fee"
      />
      <Button block data-testid="withdraw-submit" loading={actions.busy === 'withdraw'} onClick={() => void submit()}>
        {t('recharge.confirmWithdraw')}
      </Button>
      <Link className="wallet-link" to={routePath('withdraw_bill')} data-testid="withdraw-bill-link">
        {t('recharge.withdrawBill')}
      </Link>
    </div>
  )
}
