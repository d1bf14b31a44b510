import { checkVoteAmount, maxVoteAmount } from '@phoswap/core/rewards/checkVoteAmount'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'
import { approveTx } from '../../chain/tx/txCalls'
import { NetworkFee } from '../../trade/NetworkFee'
import { Button } from '../../ui/Button'
import { amountInputText, formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { VOTE_NAMESPACE } from './i18n'

export type VoteSide = 'plus' | 'minus'

interface VotePopupProps {
  side: VoteSide
  symbol: string
  decimals: number
  /** The Good held (plus) or deposited (minus). */
  available: bigint
  /** What the pool can still take (`depositCap - depositTotal`, plus only): Max and the check respect it. */
  remaining?: bigint
  /** For the network fee of the first transaction the confirm sends (the approval when the allowance is short). */
  fee: { chainId: number; vote: Address; good: Address; allowance: bigint }
  onCancel: () => void
  /** Resolves true when the transaction goes ahead (the popup closes). */
  onConfirm: (amount: bigint) => Promise<boolean>
}

const TOASTS = { votePleaseEnterQuantity: 'pleaseEnter', voteIntegerOnly: 'integer', voteAboveCap: 'aboveCap' } as const

/**
 * The vote's plus and minus popup (spec 001): a whole-number field, max, cancel and confirm. Plus follows the 99%
 * rule (core's checkVoteAmount); minus takes back whole Good up to the deposit. A second click while checking
 * does nothing.
 */
export function VotePopup(props: VotePopupProps) {
  const { side, symbol, decimals, available, remaining, onCancel, onConfirm } = props
  const { t } = useTranslation(VOTE_NAMESPACE)
  const [text, setText] = useState('')
  const [checking, setChecking] = useState(false)
  const title = t(`popup.${side}`, { symbol })
  const unit = 10n ** BigInt(decimals)
  const max = side === 'plus' ? maxVoteAmount(available, decimals, remaining) : available / unit

  function amountOf(): bigint | null {
    if (side === 'plus') {
      const check = checkVoteAmount(text, available, decimals, remaining)
      if (check.ok) return check.deposit
      if (check.error === 'voteAboveCapacity')
        showToast(
          t('chainTx.revert.voteCap', { ns: 'translation', amount: formatBalance(check.remaining, decimals), symbol }),
          'error',
        )
      else showToast(t(`toast.${TOASTS[check.error]}`), 'error')
      return null
    }
    const trimmed = text.trim()
    if (trimmed === '') showToast(t('toast.pleaseEnter'), 'error')
    else if (!/^\d{1,30}$/.test(trimmed) || BigInt(trimmed) === 0n) showToast(t('toast.integer'), 'error')
    else if (BigInt(trimmed) * unit > available) showToast(t('swap11', { ns: 'translation' }), 'error')
    else return BigInt(trimmed) * unit
    return null
  }

  async function confirm() {
    if (checking) return
    const amount = amountOf()
    if (amount === null) return
    setChecking(true)
    try {
      if (await onConfirm(amount)) onCancel()
    } finally {
      setChecking(false)
    }
  }

  return (
    <Popup open title={title} onClose={onCancel} placement="center" testId="vote-popup">
      <div className="vote-popup">
        <div className="vote-popup__available">
          <span>{t('popup.available')}</span>
          <strong data-testid="vote-available">
            {formatBalance(available, decimals)} {symbol}
          </strong>
        </div>
        <div className="vote-popup__field">
          <input
            data-testid="vote-input"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('popup.placeholder')}
            value={text}
            aria-label={title}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="button"
            className="vote-popup__max"
            data-testid="vote-max"
            onClick={() => setText(amountInputText(max, 0))}
          >
            {t('popup.max')}
          </button>
        </div>
        <p className="vote-popup__note">{t(side === 'plus' ? 'popup.note' : 'popup.minusNote')}</p>
        <NetworkFee
          chainId={props.fee.chainId}
          build={async () => {
            const amount = side === 'plus' ? checkVoteAmount(text, available, decimals, remaining) : null
            const entered = side === 'minus' && /^\d{1,30}$/.test(text.trim()) ? BigInt(text.trim()) * unit : null
            const value = amount?.ok ? amount.deposit : entered
            if (!value || (side === 'minus' && value > available)) return null
            // The first transaction the confirm sends: the approval when the allowance is short.
            if (side === 'plus' && props.fee.allowance < value) return approveTx(props.fee.good, props.fee.vote)
            const { votePageAbi } = await import('../../chain/abi/generated/voteAbis')
            return {
              to: props.fee.vote,
              data: encodeCallData({
                abi: votePageAbi,
                functionName: side === 'plus' ? 'deposit' : 'withdraw',
                args: [value],
              }),
            }
          }}
          deps={[side, text, available, remaining, props.fee.allowance]}
        />
        <div className="vote-popup__buttons">
          <Button variant="secondary" block data-testid="vote-cancel" onClick={onCancel}>
            {t('popup.cancel')}
          </Button>
          <Button block data-testid="vote-confirm" loading={checking} onClick={() => void confirm()}>
            {t('popup.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
