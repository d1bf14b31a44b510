import { maxWithdrawal, withdrawFee } from '@phoswap/core/rewards/transferFee'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusinessSummary } from '../../api/useBusinessSummary'
import { findNetwork } from '../../chain/network/configuredNetworks'
import { Link } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import type { WalletUser } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { amountInputText, formatBalance } from '../../ui/format'
import { ReviewDialog } from '../../ui/LazyReviewDialog'
import { showToast } from '../../ui/toastStore'
import { CoinPicker } from './CoinPicker'
import { WALLET_NAMESPACE } from './i18n'
import { type Actions, AmountField, Row, usePickedCoin, useUsable } from './rechargeParts'
import { checkAmount, formatWalletFee, withdrawFeeShown } from './walletAmounts'
import { useChannelConfigs } from './walletQueries'

/**
 * The reward wallet's withdraw, or with `business` the business withdraw (spec 001 "Business"): only the business
 * coin (the summary's token, GDT), its usable business earnings, signed Business Withdraw to `/order/custom`.
 */
export function WithdrawTab({ user, actions, business }: { user: WalletUser; actions: Actions; business?: boolean }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const configs = useChannelConfigs('withdraw')
  const summary = useBusinessSummary(business ? user.address : undefined).data
  const channel = configs.data?.channels.find((c) => c.chain_id === user.chainId)
  const offered = business
    ? (channel?.list ?? []).filter((c) => c.coin_id === summary?.token_id)
    : (channel?.list ?? [])
  const [coin, pick] = usePickedCoin(offered)
  const [text, setText] = useState('')
  const walletUsable = useUsable(user, business ? undefined : coin?.coin_id)
  const usable = business ? (summary ? BigInt(summary.usable) : undefined) : walletUsable
  // The checked amount under review: nothing is signed until the review is confirmed.
  const [review, setReview] = useState<bigint | null>(null)
  // The last withdrawal whose order was made but whose claim did not go through: where its amount is now.
  const [unclaimed, setUnclaimed] = useState<string | null>(null)

  if (configs.isPending || (business && !summary))
    return <p className="wallet-empty">{t('common.loading', { ns: 'translation' })}</p>
  if (!channel || !coin) return <p className="wallet-empty">{t('recharge.noChannel')}</p>
  const fee = withdrawFeeShown(text, coin.decimals, coin.fee_rate_ppm)

  function submit() {
    if (!coin || actions.busy) return
    const check = checkAmount(text, coin.decimals, usable, coin.fee_rate_ppm)
    if (!check.ok) {
      showToast(t(check.key, { ns: 'translation' }))
      return
    }
    setReview(check.amount)
  }

  async function send(amount: bigint) {
    if (!coin) return
    setReview(null)
    setUnclaimed(null)
    const outcome = await actions.withdraw({ coinId: coin.coin_id, amount, decimals: coin.decimals, business })
    if (outcome) setText('')
    if (outcome === 'unclaimed') {
      setUnclaimed(t('claim.failedNotice', { amount: formatBalance(amount, coin.decimals), coin: coin.coin_en }))
    }
  }

  const coinAmount = (value: bigint) => `${formatBalance(value, coin.decimals)} ${coin.coin_en}`
  const network = findNetwork(user.chainId)

  // Max leaves room for the fee: the largest amount whose amount + fee (rounded up, as the server charges) fits.
  const max = usable === undefined ? undefined : maxWithdrawal(usable, coin.fee_rate_ppm)

  return (
    <div className="wallet-form" data-testid="withdraw-form">
      <CoinPicker coins={channel.list} value={coin} imageDomain={configs.data?.image_domain} onChange={pick} />
      <AmountField
        value={text}
        onChange={setText}
        onMax={() => max !== undefined && setText(amountInputText(max, coin.decimals))}
        testId="withdraw-amount"
      />
      <Row
        label={business ? t('business.usable') : t('recharge.usable')}
        value={usable === undefined ? '--' : formatBalance(usable, coin.decimals)}
        testId="withdraw-usable"
      />
      <Row
        label={t('recharge.fee')}
        value={`${formatWalletFee(fee ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="withdraw-fee"
      />
      <Button block data-testid="withdraw-submit" loading={actions.busy === 'withdraw'} onClick={submit}>
        {t('recharge.confirmWithdraw')}
      </Button>
      {unclaimed ? (
        <p className="wallet-notice" role="status" data-testid="withdraw-unclaimed">
          {unclaimed}{' '}
          <Link to={routePath('withdraw_bill')} data-testid="withdraw-unclaimed-bill">
            {t('claim.openBill')}
          </Link>
        </p>
      ) : null}
      {review !== null ? (
        <ReviewDialog
          title={business ? t('business.title') : t('review.withdrawTitle')}
          testId="withdraw-review"
          rows={[
            {
              key: 'network',
              label: t('review.network'),
              value: network ? t(network.nameKey, { ns: 'translation' }) : String(user.chainId),
            },
            { key: 'coin', label: t('review.coin'), value: coin.coin_en },
            { key: 'amount', label: t('recharge.amount'), value: coinAmount(review) },
            {
              key: 'fee',
              label: t('recharge.fee'),
              value: `${formatWalletFee(withdrawFee(review, coin.fee_rate_ppm), coin.decimals)} ${coin.coin_en}`,
            },
            {
              key: 'arrives',
              label: t('review.arrives'),
              value: coinAmount(review),
              detail: user.address,
            },
            {
              key: 'total',
              label: t('recharge.total'),
              value: coinAmount(review + withdrawFee(review, coin.fee_rate_ppm)),
              strong: true,
            },
          ]}
          warning={t('review.withdrawWarning')}
          confirmLabel={t('review.confirmWithdraw')}
          onConfirm={() => void send(review)}
          onCancel={() => setReview(null)}
        />
      ) : null}
      <Link className="wallet-link" to={routePath('withdraw_bill')} data-testid="withdraw-bill-link">
        {t('recharge.withdrawBill')}
      </Link>
    </div>
  )
}
