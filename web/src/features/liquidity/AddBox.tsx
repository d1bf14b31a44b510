import type { Token } from '@phoswap/core/tokens'
import { useTranslation } from 'react-i18next'
import { TokenButton } from '../../trade/TokenButton'
import { formatBalance } from '../../ui/format'
import { LIQUIDITY_NAMESPACE } from './i18n'
import type { Slot } from './useAddLiquidityForm'

export interface AddBoxProps {
  slot: Slot
  token: Token | null
  balance: bigint | null
  text: string
  parseError: boolean
  connected: boolean
  onType: (text: string) => void
  onMax: () => void
  onPick: () => void
}

/** One input box of the add screen: balance (click fills the maximum), amount, MAX and the token button. */
export function AddBox({ slot, token, balance, text, parseError, connected, onType, onMax, onPick }: AddBoxProps) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  return (
    <div className="liq-box" data-testid={`add-box-${slot}`}>
      <div className="liq-box__head">
        <span>{t('add.input')}</span>
        {connected && token ? (
          <button type="button" className="liq-box__balance" data-testid={`add-balance-${slot}`} onClick={onMax}>
            {t('add.balance', { amount: formatBalance(balance, token.decimals) })}
          </button>
        ) : null}
      </div>
      <div className="liq-box__body">
        <input
          className="liq-box__input"
          inputMode="decimal"
          placeholder="0.0"
          autoComplete="off"
          value={text}
          data-testid={`add-input-${slot}`}
          onChange={(event) => onType(event.target.value)}
        />
        {connected && token ? (
          <button type="button" className="liq-max" data-testid={`add-max-${slot}`} onClick={onMax}>
            {t('add.max')}
          </button>
        ) : null}
        <TokenButton
          className="liq-box__token"
          testId={`add-token-${slot}`}
          symbolTestId={`add-symbol-${slot}`}
          token={token}
          selectText={t('add.select')}
          onClick={onPick}
        />
      </div>
      {parseError ? (
        <p className="liq-error" data-testid={`add-parse-error-${slot}`}>
          {t('translation:invalidAmount')}
        </p>
      ) : null}
    </div>
  )
}
