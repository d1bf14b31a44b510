import type { Token } from '@phoswap/core/tokens'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
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
        <button type="button" className="liq-box__token" data-testid={`add-token-${slot}`} onClick={onPick}>
          {token ? (
            <>
              <TokenIcon symbol={token.symbol} logoURI={token.logoURI} size="1.5rem" />
              <span data-testid={`add-symbol-${slot}`}>{token.symbol}</span>
            </>
          ) : (
            <span>{t('add.select')}</span>
          )}
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {parseError ? (
        <p className="liq-error" data-testid={`add-parse-error-${slot}`}>
          {t('translation:invalidAmount')}
        </p>
      ) : null}
    </div>
  )
}
