import { bpsPercent, PAIR_FEE_BPS, pairFeeOf } from '@phoswap/core/fees'
import type { Token } from '@phoswap/core/tokens'
import { useTranslation } from 'react-i18next'
import { SWAP_NAMESPACE } from './i18n'
import type { PathTax } from './pathTaxes'

/**
 * The fees a swap pays, from the contracts' figures (core/src/fees): the pools' fee on the input, and the transfer
 * tax of a token the route buys or sells (PHO), once per pair it passes through.
 */
export function SwapFeeLines(props: {
  amountIn: bigint
  tokenIn: Token
  taxes: readonly (PathTax & { symbol: string })[]
  format: (amount: bigint, decimals: number) => string
}) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const { amountIn, tokenIn, taxes, format } = props
  return (
    <>
      <div className="swap-line">
        <dt>{t('info.fee', { pairFee: bpsPercent(PAIR_FEE_BPS) })}</dt>
        <dd data-testid="swap-fee">
          {format(pairFeeOf(amountIn), tokenIn.decimals)} {tokenIn.symbol}
        </dd>
      </div>
      {taxes.map((tax) => (
        <div className="swap-line" key={tax.address}>
          <dt>{t('info.tax', { symbol: tax.symbol, rate: bpsPercent(tax.bps) })}</dt>
          <dd data-testid={`swap-tax-${tax.symbol}`}>
            {tax.transfers === 2 ? `2 × ${bpsPercent(tax.bps)}` : bpsPercent(tax.bps)}
          </dd>
        </div>
      ))}
    </>
  )
}
