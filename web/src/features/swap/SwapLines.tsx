import { formatPriceImpact, priceImpactTier } from '@phoswap/core/format'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '../../ui/format'
import { SWAP_NAMESPACE } from './i18n'
import { SwapFeeLines } from './SwapFeeLines'
import type { SwapForm } from './useSwapForm'

/** Price (click flips it), slippage and route, above the main button (spec 000 §2). */
export function SwapLines({ form }: { form: SwapForm }) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const [inverted, setInverted] = useState(false)
  const price = form.priceText(inverted)
  return (
    <dl className="swap-lines">
      {price ? (
        <div className="swap-line">
          <dt>{t('info.price')}</dt>
          <dd>
            <button
              type="button"
              className="swap-line__flip"
              data-testid="swap-price"
              title={t('info.flip')}
              onClick={() => setInverted(!inverted)}
            >
              {price} ⇄
            </button>
          </dd>
        </div>
      ) : null}
      <div className="swap-line">
        <dt>{t('info.slippage')}</dt>
        <dd data-testid="swap-slippage">{(form.settings.slippageBps / 100).toFixed(2).replace(/0$/, '')}%</dd>
      </div>
      {form.routeText ? (
        <div className="swap-line">
          <dt>{t('info.route')}</dt>
          <dd data-testid="swap-route">{form.routeText}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/** Minimum received (or maximum sold), price impact and fee, below the main button once there is a trade. */
export function SwapInfo({ form }: { form: SwapForm }) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const { trade, tokenIn, tokenOut, quote } = form
  if (!trade || !tokenIn || !tokenOut || !quote.limit) return null
  const impactTier = priceImpactTier(trade.priceImpact)
  const limitToken = quote.limit.kind === 'minReceived' ? tokenOut : tokenIn
  return (
    <dl className="swap-lines swap-lines--info" data-testid="swap-info">
      <div className="swap-line">
        <dt>{t(`info.${quote.limit.kind}`)}</dt>
        <dd data-testid="swap-limit">
          {formatBalance(quote.limit.amount, limitToken.decimals)} {limitToken.symbol}
        </dd>
      </div>
      <div className="swap-line">
        <dt>{t('info.priceImpact')}</dt>
        <dd className={`impact impact--${impactTier}`} data-testid="swap-impact" data-tier={impactTier}>
          {formatPriceImpact(trade.priceImpact)}
        </dd>
      </div>
      <SwapFeeLines amountIn={trade.amountIn} tokenIn={tokenIn} taxes={form.taxes} format={formatBalance} />
    </dl>
  )
}
