import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWalletState } from '../../chain/wallet/walletState'
import { Link } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { NetworkFee } from '../../trade/NetworkFee'
import { BalanceWhere } from '../../ui/BalanceWhere'
import { Button } from '../../ui/Button'
import { amountInputText, formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { MINING_NAMESPACE } from './i18n'
import { type StakeAction, stakeCall } from './miningCalls'
import type { MiningPanel } from './miningPanels'
import { readStakeInput } from './readStakeInput'
import { lotAmount } from './stakeLot'

/** Where "Get …" leads: Add liquidity with the pair's two tokens chosen for an LP pool, Swap for a single token. */
export function getTokenPath(panel: MiningPanel): string {
  if (!panel.pairTokens) return routePath('Swap')
  const [from, to] = panel.pairTokens
  return `${routePath('Liquidity')}?from=${from}&to=${to}`
}

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
 * more than available shows swap11. A fixed-lot pool (the spec's read-only variant, default 100) shows the field
 * read-only at the lot (the whole stake when unstaking) without Max, and disables confirm with the reason when the
 * wallet holds less than the lot or nothing is staked.
 */
export function StakePopup({ chainId, panel, action, available, onCancel, onConfirm }: StakePopupProps) {
  const { address } = useWalletState()
  const { t } = useTranslation(MINING_NAMESPACE)
  const [text, setText] = useState('')
  const [checking, setChecking] = useState(false)
  const title = t(action === 'stake' ? 'popup.stake' : 'popup.unstake', { symbol: panel.stakeSymbol })
  const lot = lotAmount(panel.fixedStake, action, available)
  const noteId = useId()
  const amountOf = (typed: string) => (lot ? lot.amount : readStakeInput(typed, panel.stakeDecimals))
  const lotText = (amount: bigint) => formatBalance(amount, panel.stakeDecimals)

  async function confirm() {
    if (lot?.blocked) return
    const amount = amountOf(text)
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
          <span>
            {action === 'stake' ? t('popup.available') : t('popup.staked')}
            {action === 'stake' ? <BalanceWhere where="chain" /> : null}
          </span>
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
            value={lot ? amountInputText(lot.amount, panel.stakeDecimals) : text}
            readOnly={lot !== null}
            aria-label={title}
            aria-describedby={lot ? noteId : undefined}
            onChange={(event) => setText(event.target.value.replace(/,/g, '.'))}
          />
          {lot ? null : (
            <button
              type="button"
              className="stake-popup__max"
              data-testid="stake-max"
              onClick={() => setText(amountInputText(available, panel.stakeDecimals))}
            >
              {t('popup.max')}
            </button>
          )}
        </div>
        {lot && panel.fixedStake !== undefined ? (
          <div id={noteId} className="stake-popup__lot">
            <p data-testid="stake-lot-note">
              {action === 'stake'
                ? t('popup.lotNote', { amount: lotText(panel.fixedStake), symbol: panel.stakeSymbol })
                : t('popup.lotUnstakeNote')}
            </p>
            {lot.blocked ? (
              <p className="stake-popup__blocked" data-testid="stake-blocked" role="status">
                {lot.blocked === 'short'
                  ? t('popup.short', { amount: lotText(panel.fixedStake), symbol: panel.stakeSymbol })
                  : t('popup.nothingStaked')}
              </p>
            ) : null}
          </div>
        ) : null}
        <Link className="stake-popup__swap" data-testid="stake-swap-link" to={getTokenPath(panel)}>
          {t(panel.pairTokens ? 'popup.getLp' : 'popup.getToken', { symbol: panel.stakeSymbol })}
        </Link>
        <NetworkFee
          chainId={chainId}
          build={async () => {
            const amount = amountOf(text)
            return address && !lot?.blocked && amount !== null && amount > 0n && amount <= available
              ? stakeCall(panel, action, amount, address)
              : null
          }}
          deps={[panel.key, action, text, available, lot?.amount, lot?.blocked]}
        />
        <div className="stake-popup__buttons">
          <Button variant="secondary" block data-testid="stake-cancel" onClick={onCancel}>
            {t('popup.cancel')}
          </Button>
          <Button
            block
            data-testid="stake-confirm"
            loading={checking}
            disabled={lot?.blocked !== undefined}
            aria-describedby={lot?.blocked ? noteId : undefined}
            onClick={() => void confirm()}
          >
            {t('popup.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
