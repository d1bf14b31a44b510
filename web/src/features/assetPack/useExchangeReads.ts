import { useMemo } from 'react'
import { type Address, zeroAddress } from 'viem'
import { erc20ReadAbi } from '../../chain/abi/generated/readAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { type BatchedRead, useBatchedReads } from '../../chain/reads/useBatchedReads'
import type { PackVariantView } from './packVariant'
import type { ExchangeTarget } from './usePackActions'

/** The chain's pack exchange of the variant and its token, or null when the deployment has none. */
export function exchangeTargetOf(chainId: number, variant: PackVariantView): ExchangeTarget | null {
  const deployment = getDeployment(chainId)
  const exchange = deployment?.contracts[variant.exchangeKey]
  const token = deployment?.tokens.find((t) => t.symbol === variant.token)
  return exchange && token ? { exchange, token } : null
}

/** The account's token balance (the swap balance) and allowance to the exchange, in ONE multicall every 3 s. */
export function useExchangeReads(chainId: number, variant: PackVariantView, account: Address) {
  const target = useMemo(() => exchangeTargetOf(chainId, variant), [chainId, variant])
  const reads = useMemo((): BatchedRead[] => {
    if (!target) return []
    const { exchange, token } = target
    return [
      { address: token.address, abi: erc20ReadAbi, functionName: 'balanceOf', args: [account ?? zeroAddress] },
      { address: token.address, abi: erc20ReadAbi, functionName: 'allowance', args: [account, exchange] },
    ]
  }, [target, account])
  const { values, refetch } = useBatchedReads(chainId, reads, !!target)
  return {
    target,
    balance: values?.[0] as bigint | undefined,
    allowance: (values?.[1] as bigint | undefined) ?? 0n,
    refetch,
  }
}
