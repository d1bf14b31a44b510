import { minimumAmountOut } from '@phoswap/core/amm'
import { formatConfirmAmount } from '@phoswap/core/format'
import { useTranslation } from 'react-i18next'
import { NetworkFee } from '../../trade/NetworkFee'
import { ReviewDialog } from '../../ui/ReviewDialog'
import { LIQUIDITY_NAMESPACE } from './i18n'
import type { PoolRecord } from './poolRecord'
import type { RemoveActions } from './useRemoveActions'

/**
 * The review of a removal (issue 29): both amounts out, the minimums the router call carries (core's
 * `minimumAmountOut` at the chosen slippage, the same figures `removeLiquidityCall` encodes), the pool tokens
 * burned, that it cannot be undone, and the network fee of the call it sends. Loaded when the review first opens
 * (Remove.tsx), with the dialog and the fee line (docs/decisions/0146-route-budget-150.md).
 */
export function RemoveReview(props: { record: PoolRecord; remove: RemoveActions; chainId: number }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const { record, remove } = props
  const { slippageBps } = remove
  const amount = (value: bigint, decimals: number, symbol: string) =>
    `${formatConfirmAmount(value, decimals)} ${symbol}`
  return (
    <ReviewDialog
      title={t('removeReview.title')}
      testId="remove-review"
      rows={[
        {
          key: 'out-from',
          label: t('removeReview.receive', { symbol: remove.fromShown }),
          value: amount(remove.amountFrom, record.fromDecimals, remove.fromShown),
        },
        {
          key: 'out-to',
          label: t('removeReview.receive', { symbol: remove.toShown }),
          value: amount(remove.amountTo, record.toDecimals, remove.toShown),
        },
        {
          key: 'min-from',
          label: t('removeReview.minimum', { symbol: remove.fromShown }),
          value: amount(minimumAmountOut(remove.amountFrom, slippageBps), record.fromDecimals, remove.fromShown),
        },
        {
          key: 'min-to',
          label: t('removeReview.minimum', { symbol: remove.toShown }),
          value: amount(minimumAmountOut(remove.amountTo, slippageBps), record.toDecimals, remove.toShown),
        },
        { key: 'slippage', label: t('removeReview.slippage'), value: `${slippageBps / 100}%` },
        {
          key: 'lp',
          label: t('removeReview.lpBurned', { pair: `${record.fromSymbol}/${record.toSymbol}` }),
          value: formatConfirmAmount(remove.liquidity, 18),
          strong: true,
        },
      ]}
      fee={
        <NetworkFee
          chainId={props.chainId}
          build={remove.removeCall}
          deps={[remove.liquidity, remove.receiveNative, remove.approved, remove.permitted]}
        />
      }
      warning={t('removeReview.warning')}
      confirmLabel={t('removeReview.confirm')}
      onConfirm={() => {
        remove.closeReview()
        void remove.remove()
      }}
      onCancel={remove.closeReview}
    />
  )
}
