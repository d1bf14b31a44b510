import { maximumAmountIn, minimumAmountOut } from '@phoswap/core/amm'
import { formatConfirmAmount, formatPriceImpact, priceImpactTier } from '@phoswap/core/format'
import type { Trade } from '@phoswap/core/routing'
import type { Token } from '@phoswap/core/tokens'
import { useTranslation } from 'react-i18next'
import type { TxCall } from '../../chain/tx/txCalls'
import { NetworkFee } from '../../trade/NetworkFee'
import { Popup } from '../../ui/Popup'
import { TokenIcon } from '../../ui/TokenIcon'
import { SWAP_NAMESPACE } from './i18n'
import type { PathTax } from './pathTaxes'
import { SwapFeeLines } from './SwapFeeLines'

export interface SwapConfirmProps {
  trade: Trade
  tokenIn: Token
  tokenOut: Token
  slippageBps: number
  chainId: number
  /** The call the confirm sends, for the network fee. */
  buildCall: () => Promise<TxCall | null>
  /** The transfer taxes of the route (`pathTaxes`), by symbol. */
  taxes: readonly (PathTax & { symbol: string })[]
  checking: boolean
  onClose: () => void
  onConfirm: () => void
}

/** The swap confirmation popup (spec 000 §4): both amounts, the estimate note, impact and fee, then confirm. */
export function SwapConfirm(props: SwapConfirmProps) {
  const { trade, tokenIn, tokenOut, slippageBps, checking, onClose, onConfirm } = props
  const { t } = useTranslation(SWAP_NAMESPACE)
  return (
    <Popup
      open
      onClose={onClose}
      title={t('confirm.title')}
      testId="confirm-popup"
      closeLabel={t('translation:common.close')}
    >
      <div className="confirm">
        <div className="confirm__amount" data-testid="confirm-in">
          <TokenIcon symbol={tokenIn.symbol} logoURI={tokenIn.logoURI} size="1.5rem" />
          <strong>{formatConfirmAmount(trade.amountIn, tokenIn.decimals)}</strong> {tokenIn.symbol}
        </div>
        <div className="confirm__arrow">↓</div>
        <div className="confirm__amount" data-testid="confirm-out">
          <TokenIcon symbol={tokenOut.symbol} logoURI={tokenOut.logoURI} size="1.5rem" />
          <strong>{formatConfirmAmount(trade.amountOut, tokenOut.decimals)}</strong> {tokenOut.symbol}
        </div>
        <p className="confirm__note" data-testid="confirm-note">
          {trade.tradeType === 'exactIn'
            ? t('confirm.outputEstimated', {
                amount: formatConfirmAmount(minimumAmountOut(trade.amountOut, slippageBps), tokenOut.decimals),
                symbol: tokenOut.symbol,
              })
            : t('confirm.inputEstimated', {
                amount: formatConfirmAmount(maximumAmountIn(trade.amountIn, slippageBps), tokenIn.decimals),
                symbol: tokenIn.symbol,
              })}
        </p>
        <dl className="swap-lines">
          <div className="swap-line">
            <dt>{t('info.priceImpact')}</dt>
            <dd className={`impact impact--${priceImpactTier(trade.priceImpact)}`}>
              {formatPriceImpact(trade.priceImpact)}
            </dd>
          </div>
          <SwapFeeLines amountIn={trade.amountIn} tokenIn={tokenIn} taxes={props.taxes} format={formatConfirmAmount} />
        </dl>
        <NetworkFee
          chainId={props.chainId}
          build={props.buildCall}
          deps={[tokenIn.address, tokenOut.address, trade.amountIn, trade.amountOut, slippageBps]}
        />
        <button
          type="button"
          className="btn btn--primary btn--md btn--block"
          data-testid="confirm-swap"
          disabled={checking}
          onClick={onConfirm}
        >
          {checking ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {checking ? t('confirm.checking') : t('confirm.button')}
        </button>
      </div>
    </Popup>
  )
}

/** The price impact warning before the confirmation, and the popup of a token that cannot be swapped (000 §8). */
export function SwapWarnings(props: {
  open: 'warning' | 'tokenError' | null
  onClose: () => void
  onContinue: () => void
}) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  return (
    <>
      <Popup
        open={props.open === 'warning'}
        onClose={props.onClose}
        placement="center"
        title={t('translation:priceImpactWarningTitle')}
        testId="impact-warning"
      >
        <p className="swap-popup__text">{t('translation:priceImpactWarning')}</p>
        <div className="swap-popup__actions">
          <button type="button" className="btn btn--ghost btn--md" onClick={props.onClose}>
            {t('translation:cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--md"
            data-testid="impact-continue"
            onClick={props.onContinue}
          >
            {t('translation:continue')}
          </button>
        </div>
      </Popup>
      <Popup
        open={props.open === 'tokenError'}
        onClose={props.onClose}
        placement="center"
        title={t('translation:tokenSwapErrorTitle')}
        testId="swap-error-popup"
      >
        <p className="swap-popup__text">{t('translation:tokenSwapError')}</p>
      </Popup>
    </>
  )
}
