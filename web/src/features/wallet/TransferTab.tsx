import type { TransferQuote } from '@phoswap/core/rewards/transferFee'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import type { WalletUser } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { amountInputText, formatBalance, shortenAddress } from '../../ui/format'
import { ReviewDialog } from '../../ui/LazyReviewDialog'
import { showToast } from '../../ui/toastStore'
import { CoinPicker } from './CoinPicker'
import { WALLET_NAMESPACE } from './i18n'
import { type Actions, AmountField, Row, usePickedCoin, useUsable } from './rechargeParts'
import { checkTransfer, transferQuoteShown } from './walletAmounts'
import { useTransferConfigs } from './walletQueries'

export function TransferTab({ user, actions }: { user: WalletUser; actions: Actions }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const configs = useTransferConfigs()
  const [coin, pick] = usePickedCoin(configs.data?.list ?? [])
  const [address, setAddress] = useState('')
  const [text, setText] = useState('')
  const usable = useUsable(user, coin?.coin_id)
  // The checked transfer under review: nothing is signed or sent until its review is confirmed.
  const [review, setReview] = useState<{ to: Address; quote: TransferQuote } | null>(null)

  if (configs.isPending) return <p className="wallet-empty">{t('common.loading', { ns: 'translation' })}</p>
  if (!coin) return <p className="wallet-empty">{t('recharge.noCoins')}</p>
  const quote = transferQuoteShown(text, coin.decimals, coin.fee_rate_ppm)

  function submit() {
    if (!coin || actions.busy) return
    const check = checkTransfer({ address, amount: text }, coin.decimals, coin.fee_rate_ppm, usable, user.address)
    if (!check.ok) {
      const key = check.key === 'badAddress' || check.key === 'self' ? 'recharge.badAddress' : check.key
      showToast(t(key, { ns: key.startsWith('recharge.') ? WALLET_NAMESPACE : 'translation' }))
      return
    }
    setReview({ to: check.to, quote: check.quote })
  }

  async function send(checked: { to: Address; quote: TransferQuote }) {
    if (!coin) return
    setReview(null)
    if (await actions.transfer({ to: checked.to, coinId: coin.coin_id, quote: checked.quote })) {
      setText('')
      setAddress('')
    }
  }

  const coinAmount = (value: bigint) => `${formatBalance(value, coin.decimals)} ${coin.coin_en}`

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
        onMax={() => max !== undefined && max > 0n && setText(amountInputText(max, coin.decimals))}
        testId="transfer-amount"
      />
      <Row
        label={t('recharge.usable')}
        value={usable === undefined ? '--' : formatBalance(usable, coin.decimals)}
        testId="transfer-usable"
      />
      <Row
        label={t('recharge.fee')}
        value={`${formatBalance(quote?.fee ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="transfer-fee"
      />
      <Row
        label={t('recharge.total')}
        value={`${formatBalance(quote?.amount ?? 0n, coin.decimals)} ${coin.coin_en}`}
        testId="transfer-total"
      />
      <Button block data-testid="transfer-submit" loading={actions.busy === 'transfer'} onClick={submit}>
        {t('recharge.confirmTransfer')}
      </Button>
      {review ? (
        <ReviewDialog
          title={t('review.transferTitle')}
          testId="transfer-review"
          rows={[
            {
              key: 'recipient',
              label: t('review.recipient'),
              value: shortenAddress(review.to),
              detail: review.to,
            },
            { key: 'received', label: t('recharge.received'), value: coinAmount(review.quote.received) },
            { key: 'fee', label: t('recharge.fee'), value: coinAmount(review.quote.fee) },
            { key: 'total', label: t('recharge.total'), value: coinAmount(review.quote.amount), strong: true },
          ]}
          warning={t('review.transferWarning')}
          confirmLabel={t('review.confirmTransfer')}
          onConfirm={() => void send(review)}
          onCancel={() => setReview(null)}
        />
      ) : null}
    </div>
  )
}
