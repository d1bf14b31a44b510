import { parseAmount } from '@phoswap/core/amount'
import { communitySchedule } from '@phoswap/core/rewards/communitySchedule'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'
import { communityPageAbi } from '../../chain/abi/generated/communityAbis'
import { approveTx } from '../../chain/tx/txCalls'
import { NetworkFee } from '../../trade/NetworkFee'
import { BalanceWhere } from '../../ui/BalanceWhere'
import { Button } from '../../ui/Button'
import { amountInputText, formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { ReviewDialog } from '../../ui/ReviewDialog'
import { showToast } from '../../ui/toastStore'
import { COMMUNITY_NAMESPACE } from './i18n'

interface StakePopupProps {
  symbol: string
  decimals: number
  balance: bigint
  /** The release schedule the contract holds (unix seconds), when read. */
  releaseStart?: number
  releaseDuration?: number
  onCancel: () => void
  onConfirm: (amount: bigint) => void
  /** For the network fee of the first transaction the confirm sends (the approval when the allowance is short). */
  fee: { chainId: number; stake: Address; token: Address; allowance: bigint }
}

/**
 * The stake popup: an empty field (issue 29: the spec's pre-filled 100 staked what the user had not chosen); an
 * empty or zero amount says swap10, more than the balance swap11; a valid amount goes to the review, and only its
 * confirm stakes. Cancel in the review comes back here with the amount kept.
 */
export function StakePopup(props: StakePopupProps) {
  const { symbol, decimals, balance, onCancel, onConfirm, fee } = props
  const { t, i18n } = useTranslation(COMMUNITY_NAMESPACE)
  const [text, setText] = useState('')
  const [review, setReview] = useState<bigint | null>(null)
  const title = t('popup.title', { symbol })
  const feeLine = (
    <NetworkFee
      chainId={fee.chainId}
      build={async () => {
        let amount = 0n
        try {
          amount = parseAmount(text.trim(), decimals)
        } catch {
          return null
        }
        if (amount === 0n || amount > balance) return null
        if (fee.allowance < amount) return approveTx(fee.token, fee.stake)
        return {
          to: fee.stake,
          data: encodeCallData({ abi: communityPageAbi, functionName: 'stake', args: [amount] }),
        }
      }}
      deps={[text, balance, fee.allowance]}
    />
  )

  if (review !== null) {
    const date = props.releaseStart ? new Date(props.releaseStart * 1000).toLocaleDateString(i18n.language) : '--'
    const days = props.releaseDuration
      ? String(Math.round(props.releaseDuration / 86_400))
      : communitySchedule.releaseDays.toString()
    return (
      <ReviewDialog
        fee={feeLine}
        title={t('review.title', { symbol })}
        testId="community-review"
        rows={[
          {
            key: 'amount',
            label: t('review.amount'),
            value: `${formatBalance(review, decimals)} ${symbol}`,
            strong: true,
          },
          {
            key: 'balance-after',
            label: t('review.balanceAfter'),
            value: `${formatBalance(balance - review, decimals)} ${symbol}`,
          },
          { key: 'release', label: t('review.release'), value: t('review.releaseValue', { date, days }) },
        ]}
        warning={t('review.warning')}
        confirmLabel={t('review.confirm')}
        onConfirm={() => {
          onConfirm(review)
          onCancel()
        }}
        onCancel={() => setReview(null)}
      />
    )
  }

  function confirm() {
    let amount: bigint
    try {
      amount = parseAmount(text.trim(), decimals)
    } catch {
      amount = 0n
    }
    if (amount === 0n) showToast(t('swap10', { ns: 'translation' }), 'error')
    else if (amount > balance) showToast(t('swap11', { ns: 'translation' }), 'error')
    else setReview(amount)
  }

  return (
    <Popup open title={title} onClose={onCancel} placement="center" testId="community-popup">
      <div className="community-popup">
        <div className="community-popup__available">
          <span>
            {t('popup.available')}
            <BalanceWhere where="chain" />
          </span>
          <strong data-testid="community-balance">
            {formatBalance(balance, decimals)} {symbol}
          </strong>
        </div>
        <div className="community-popup__field">
          <input
            data-testid="community-input"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder="0.0"
            aria-label={title}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="button"
            className="community-popup__max"
            data-testid="community-max"
            onClick={() => setText(amountInputText(balance, decimals))}
          >
            {t('popup.max')}
          </button>
        </div>
        <p className="community-popup__note">{t('popup.note')}</p>
        {feeLine}
        <div className="community-popup__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('popup.cancel')}
          </Button>
          <Button data-testid="community-confirm" onClick={confirm}>
            {t('popup.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
