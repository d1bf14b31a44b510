import { parseAmount } from '@phoswap/core/amount'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, formatUnits } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'
import { approveTx } from '../../chain/tx/txCalls'
import { NetworkFee } from '../../trade/NetworkFee'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { communityPageAbi } from './communityAbis'
import { COMMUNITY_NAMESPACE } from './i18n'

interface StakePopupProps {
  symbol: string
  decimals: number
  balance: bigint
  onCancel: () => void
  onConfirm: (amount: bigint) => void
  /** For the network fee of the first transaction the confirm sends (the approval when the allowance is short). */
  fee: { chainId: number; stake: Address; token: Address; allowance: bigint }
}

/** Spec 001: the popup opens with 100; an empty or zero amount says swap10, more than the balance swap11. */
export function StakePopup({ symbol, decimals, balance, onCancel, onConfirm, fee }: StakePopupProps) {
  const { t } = useTranslation(COMMUNITY_NAMESPACE)
  const [text, setText] = useState('100')
  const title = t('popup.title', { symbol })

  function confirm() {
    let amount: bigint
    try {
      amount = parseAmount(text.trim(), decimals)
    } catch {
      amount = 0n
    }
    if (amount === 0n) showToast(t('swap10', { ns: 'translation' }), 'error')
    else if (amount > balance) showToast(t('swap11', { ns: 'translation' }), 'error')
    else {
      onConfirm(amount)
      onCancel()
    }
  }

  return (
    <Popup open title={title} onClose={onCancel} placement="center" testId="community-popup">
      <div className="community-popup">
        <div className="community-popup__available">
          <span>{t('popup.available')}</span>
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
            aria-label={title}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="button"
            className="community-popup__max"
            data-testid="community-max"
            onClick={() => setText(formatUnits(balance, decimals))}
          >
            {t('popup.max')}
          </button>
        </div>
        <p className="community-popup__note">{t('popup.note')}</p>
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
