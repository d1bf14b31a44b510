import type { Token } from '@phoswap/core/tokens'
import { useTranslation } from 'react-i18next'
import { TokenButton } from '../../trade/TokenButton'
import { formatBalance } from '../../ui/format'
import { SWAP_NAMESPACE } from './i18n'
import type { InputSource } from './quote'
import { PERCENTS } from './useSwapForm'

export interface SwapBoxProps {
  slot: InputSource
  token: Token | null
  balance: bigint | null
  text: string
  /** The amount in this box is the quote's, not the user's. */
  estimated: boolean
  parseError: boolean
  connected: boolean
  onType: (text: string) => void
  onPick: () => void
  onPercent: (percent: (typeof PERCENTS)[number]) => void
}

/** One amount box of the swap screen (spec 000 §2): label, balance, input, token button, percent chips on "from". */
export function SwapBox(props: SwapBoxProps) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const { slot, token, connected } = props
  return (
    <div className="swap-box" data-testid={`swap-box-${slot}`}>
      <div className="swap-box__head">
        <span>
          {t(`box.${slot}`)}
          {props.estimated ? <small className="swap-box__est"> ({t('box.estimated')})</small> : null}
        </span>
        {connected && token ? (
          <span className="swap-box__balance" data-testid={`swap-balance-${slot}`}>
            {t('box.balance', { amount: formatBalance(props.balance, token.decimals) })}
          </span>
        ) : null}
      </div>
      <div className="swap-box__body">
        <input
          className="swap-box__input"
          inputMode="decimal"
          placeholder="0.0"
          autoComplete="off"
          value={props.text}
          data-testid={`swap-input-${slot}`}
          onChange={(event) => props.onType(event.target.value)}
        />
        <TokenButton
          className="swap-box__token"
          testId={`swap-token-${slot}`}
          symbolTestId={`swap-symbol-${slot}`}
          token={token}
          selectText={t('box.select')}
          onClick={props.onPick}
        />
      </div>
      {slot === 'from' && props.parseError ? (
        <p className="swap-box__error" data-testid="swap-parse-error">
          {t('translation:invalidAmount')}
        </p>
      ) : null}
      {slot === 'from' && connected && token ? (
        <div className="swap-box__percents">
          {PERCENTS.map((p) => (
            <button
              type="button"
              key={p}
              className="trade-chip trade-chip--sm"
              data-testid={`swap-percent-${p}`}
              onClick={() => props.onPercent(p)}
            >
              {p}%
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
