import { checkVoteAmount, maxVoteAmount } from '@phoswap/core/rewards/checkVoteAmount'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
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
export function VotePopup({ side, symbol, decimals, available, onCancel, onConfirm }: VotePopupProps) {
  const { t } = useTranslation(VOTE_NAMESPACE)
  const [text, setText] = useState('')
  const [checking, setChecking] = useState(false)
  const title = t(`popup.${side}`, { symbol })
  const unit = 10n ** BigInt(decimals)
  const max = side === 'plus' ? maxVoteAmount(available, decimals) : available / unit

  function amountOf(): bigint | null {
    if (side === 'plus') {
      const check = checkVoteAmount(text, available, decimals)
      if (check.ok) return check.deposit
      showToast(t(`toast.${TOASTS[check.error]}`), 'error')
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
            onClick={() => setText(formatUnits(max, 0))}
          >
            {t('popup.max')}
          </button>
        </div>
        <p className="vote-popup__note">{t(side === 'plus' ? 'popup.note' : 'popup.minusNote')}</p>
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
