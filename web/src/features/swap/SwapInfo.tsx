import { formatPriceImpact, priceImpactTier } from '@phoswap/core/format'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '../../ui/format'
import { SWAP_NAMESPACE } from './i18n'
import { SwapFeeLines } from './SwapFeeLines'
import type { SwapForm } from './useSwapForm'

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
