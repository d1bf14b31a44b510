import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { TxCall } from '../chain/tx/txCalls'
import './trade.css'

export interface NetworkFeeProps {
  chainId: number
  /** Builds the call the review would send; null when there is none yet (an approval comes first). */
  build: () => Promise<TxCall | null>
  /** What the call depends on (amounts, tokens): the estimate is read again when one changes. */
  deps: readonly (string | number | bigint | boolean | null | undefined)[]
}

// The estimate (fee history, gas estimate, the fee rule and its formats) loads with the first fee line shown, not
// with the route: a route's first load stays within its budget (issue 17).
const NetworkFeeLine = lazy(() => import('./NetworkFeeLine'))

/**
 * "Network fee" in the review of every chain action: the call's gas estimate x the expected price per gas at the
 * chosen tier (base fee + tip, see core's feeRule), in the native coin, with its USD value where the market has a
 * price. While its code loads, the same line says it is estimating.
 */
export function NetworkFee(props: NetworkFeeProps) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={
        <div className="network-fee" data-testid="network-fee">
          <span className="network-fee__label">{t('chainTx.fee.label')}</span>
          <span className="network-fee__value" data-testid="network-fee-value" data-ready={false}>
            {t('chainTx.fee.estimating')}
          </span>
        </div>
      }
    >
      <NetworkFeeLine {...props} />
    </Suspense>
  )
}
