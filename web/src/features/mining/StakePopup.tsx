import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUnits } from 'viem'
import { Link } from '../../app/hashRouter'
import { routePath } from '../../app/routes'
import { useWalletState } from '../../chain/wallet/walletState'
import { NetworkFee } from '../../trade/NetworkFee'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { MINING_NAMESPACE } from './i18n'
import { type StakeAction, stakeCall } from './miningCalls'
import type { MiningPanel } from './miningPanels'
import { readStakeInput } from './readStakeInput'

interface StakePopupProps {
  chainId: number
  panel: MiningPanel
  action: StakeAction
  /** Wallet balance when staking, the staked amount when unstaking. */
  available: bigint
  onCancel: () => void
  /** Resolves true when the transaction goes ahead (the popup closes), false when it was refused. */
  onConfirm: (amount: bigint) => Promise<boolean>
}

/**
 * Stake/unstake popup (spec 000 §2, §5): title per action, the available maximum, a number field, Max, a link to
 * Swap to get the token, cancel and confirm. Empty or 0 shows the no-input message (swap10) and sends nothing;
 * more than available shows swap11.
 */
export function StakePopup({ chainId, panel, action, available, onCancel, onConfirm }: StakePopupProps) {
  const { address } = useWalletState()
  const { t } = useTranslation(MINING_NAMESPACE)
  const [text, setText] = useState('')
  const [checking, setChecking] = useState(false)
  const title = t(action === 'stake' ? 'popup.stake' : 'popup.unstake', { symbol: panel.stakeSymbol })

  async function confirm() {
    const amount = readStakeInput(text, panel.stakeDecimals)
    if (amount === null) {
      showToast(t('swap10', { ns: 'translation' }))
      return
    }
    if (amount > available) {
      showToast(t('swap11', { ns: 'translation' }))
      return
    }
    setChecking(true)
    try {
      if (await onConfirm(amount)) onCancel()
    } finally {
      setChecking(false)
    }
  }

  return (
    <Popup open title={title} onClose={onCancel} placement="center" testId="stake-popup">
      <div className="stake-popup">
        <div className="stake-popup__available">
          <span>{action === 'stake' ? t('popup.available') : t('popup.staked')}</span>
          <strong data-testid="stake-available">
            {formatBalance(available, panel.stakeDecimals)} {panel.stakeSymbol}
          </strong>
        </div>
        <div className="stake-popup__field">
          <input
            data-testid="stake-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={text}
            aria-label={title}
            onChange={(event) => setText(event.target.value.replace(/,/g, '.'))}
          />
          <button
            type="button"
            className="stake-popup__max"
            data-testid="stake-max"
            onClick={() => setText(formatUnits(available, panel.stakeDecimals))}
          >
            {t('popup.max')}
          </button>
        </div>
        <Link className="stake-popup__swap" data-testid="stake-swap-link" to={routePath('Swap')}>
          {t('popup.getToken', { symbol: panel.stakeSymbol })}
        </Link>
        <NetworkFee
          chainId={chainId}
          build={async () => {
            const amount = readStakeInput(text, panel.stakeDecimals)
            return address && amount !== null && amount > 0n && amount <= available
              ? stakeCall(panel, action, amount, address)
              : null
          }}
          deps={[panel.key, action, text, available]}
        />
        <div className="stake-popup__buttons">
          <Button variant="secondary" block data-testid="stake-cancel" onClick={onCancel}>
            {t('popup.cancel')}
          </Button>
          <Button block data-testid="stake-confirm" loading={checking} onClick={() => void confirm()}>
            {t('popup.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
