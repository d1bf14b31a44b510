import { formatFeeAmount, formatUsdValue, usdValueOf } from '@phoswap/core/chain'
import { getChain } from '@phoswap/core/chains'
import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwapSettings } from '../chain/settings/useSwapSettings'
import { estimateCallFee } from '../chain/tx/networkFee'
import type { TxCall } from '../chain/tx/txCalls'
import { useWalletState } from '../chain/wallet/walletState'
import { NativePriceContext } from './nativePrice'

interface NetworkFeeProps {
  chainId: number
  /** Builds the call the review would send; null when there is none yet (an approval comes first). */
  build: () => Promise<TxCall | null>
  /** What the call depends on (amounts, tokens): the estimate is read again when one changes. */
  deps: readonly (string | number | bigint | boolean | null | undefined)[]
}

/**
 * "Network fee" in the review of every chain action: the call's gas estimate x the expected price per gas at the
 * chosen tier (base fee + tip, see core's feeRule), in the native coin, with its USD value where the market has a
 * price. Read again every 15 s while the review is open.
 */
export default function NetworkFeeLine({ chainId, build, deps }: NetworkFeeProps) {
  const { t } = useTranslation()
  const { address } = useWalletState()
  const [settings] = useSwapSettings()
  const priceOf = useContext(NativePriceContext)
  const symbol = getChain(chainId)?.nativeCurrency.symbol ?? ''
  const fee = useQuery({
    queryKey: ['networkFee', chainId, address, settings.gasPriceType, ...deps.map((d) => String(d))],
    queryFn: async () => {
      const call = address ? await build() : null
      return call && address ? await estimateCallFee(chainId, address, call, settings.gasPriceType) : null
    },
    enabled: !!address,
    staleTime: 10_000,
    refetchInterval: 15_000,
    retry: false,
  })
  const price = useQuery({
    queryKey: ['nativeUsdPrice', chainId],
    queryFn: () => priceOf(chainId).catch(() => null),
    staleTime: 30_000,
  })
  const value = fee.data
  let text: string
  if (typeof value === 'bigint') {
    text = t('chainTx.fee.value', { amount: formatFeeAmount(value, 18), symbol })
    if (typeof price.data === 'bigint')
      text += ` (${t('chainTx.fee.usd', { usd: `$${formatUsdValue(usdValueOf(value, price.data))}` })})`
  } else {
    text = fee.isPending && address ? t('chainTx.fee.estimating') : t('chainTx.fee.unavailable')
  }
  return (
    <div className="network-fee" data-testid="network-fee" title={t('chainTx.fee.note')}>
      <span className="network-fee__label">{t('chainTx.fee.label')}</span>
      <span
        className="network-fee__value"
        data-testid="network-fee-value"
        data-ready={typeof value === 'bigint'}
        aria-live="polite"
      >
        {text}
      </span>
    </div>
  )
}
