import { packExchangeCredit } from '@phoswap/core/rewards/assetPack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NetworkFee } from '../../trade/NetworkFee'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { ASSET_PACK_NAMESPACE } from './i18n'
import { checkExchange, percentText, QUICK_PERCENTS, typedAmount } from './packAmounts'
import type { PackVariantView } from './packVariant'
import { type ExchangeTarget, exchangeFirstCall } from './usePackActions'

interface ExchangePopupProps {
  variant: PackVariantView
  target: ExchangeTarget | null
  /** The token on chain (what can be exchanged); undefined while unread. */
  swapBalance: bigint | undefined
  /** The token in the reward wallet (what the airdrop pays), shown only. */
  airdropBalance: bigint | undefined
  rateppm: number
  /** For the network fee: the chain and the token's allowance to the exchange. */
  chainId: number
  allowance: bigint
  busy: boolean
  onClose: () => void
  /** Resolves true once exchanged (the popup closes). */
  onConfirm: (amount: bigint) => Promise<boolean | undefined>
}

/**
 * The exchange popup (spec 001 "Exchange popup"): amount with 25/50/75/100% of the swap balance, the swap and
 * airdrop balances, what the pack balance receives at the operator's rate, and confirm (approve, then doExchange).
 * Nothing typed is swap10, above the swap balance swap11.
 */
export function ExchangePopup(props: ExchangePopupProps) {
  const { variant, target, swapBalance, airdropBalance, rateppm, busy, onClose, onConfirm } = props
  const { t } = useTranslation(ASSET_PACK_NAMESPACE)
  const [text, setText] = useState('')
  const decimals = target?.token.decimals ?? 18
  const typed = typedAmount(text, decimals)
  const title = t('popup.title', { coin: variant.packCoin })

  async function confirm() {
    if (busy || !target) return
    const check = checkExchange(text, decimals, swapBalance)
    if (!check.ok) {
      showToast(t(check.key, { ns: 'translation' }), 'error')
      return
    }
    if (await onConfirm(check.amount)) onClose()
  }

  return (
    <Popup open title={title} onClose={onClose} placement="center" testId="pack-exchange-popup">
      <div className="pack-popup">
        <dl className="pack-popup__balances">
          <div>
            <dt>{t('popup.swapBalance', { token: variant.token })}</dt>
            <dd data-testid="pack-swap-balance">{formatBalance(swapBalance, decimals)}</dd>
          </div>
          <div>
            <dt>{t('popup.airdropBalance', { token: variant.token })}</dt>
            <dd data-testid="pack-airdrop-balance">{formatBalance(airdropBalance, decimals)}</dd>
          </div>
        </dl>
        {target ? (
          <>
            <label className="pack-popup__field">
              <span>{t('popup.amount')}</span>
              <input
                data-testid="pack-exchange-input"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('popup.placeholder')}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </label>
            <div className="pack-popup__percents">
              {QUICK_PERCENTS.map((percent) => (
                <button
                  key={percent}
                  type="button"
                  className="pack-popup__percent"
                  data-testid={`pack-percent-${percent}`}
                  aria-label={t('popup.percentLabel', { percent })}
                  disabled={swapBalance === undefined}
                  onClick={() => swapBalance !== undefined && setText(percentText(swapBalance, percent, decimals))}
                >
                  {t('popup.percent', { percent })}
                </button>
              ))}
            </div>
            <p className="pack-popup__receive" data-testid="pack-exchange-receive" aria-live="polite">
              {t('popup.receive', {
                amount: formatBalance(typed === null ? 0n : packExchangeCredit(typed, rateppm), decimals),
                coin: variant.packCoin,
              })}
            </p>
            <NetworkFee
              chainId={props.chainId}
              build={async () => {
                const check = checkExchange(text, decimals, swapBalance)
                return check.ok ? exchangeFirstCall(target, check.amount, props.allowance) : null
              }}
              deps={[text, swapBalance, props.allowance, target.exchange]}
            />
            <Button block data-testid="pack-exchange-confirm" loading={busy} onClick={() => void confirm()}>
              {t('popup.confirm')}
            </Button>
          </>
        ) : (
          <p className="pack-popup__note" data-testid="pack-exchange-unavailable">
            {t('popup.unavailable')}
          </p>
        )}
      </div>
    </Popup>
  )
}
