import { useMemo } from 'react'
import type { Abi, Address } from 'viem'
import { useReadContracts } from 'wagmi'
import { getDeployment } from '../network/configuredNetworks'
import { BALANCE_REFRESH_MS } from './refreshInterval'

/** One read of a batch; `args` as the function takes them. */
export interface BatchedRead {
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
}

export interface BatchedResult {
  /** Each read's value in the order given, undefined when that call failed or has not answered. */
  values: readonly unknown[] | undefined
  /** The batch answered for the reads as they are now (not a previous question's placeholder). */
  ready: boolean
  refetch: () => Promise<unknown>
}

/**
 * A screen's chain reads in ONE multicall (one eth_call through Multicall3) per refresh, every 3 s (spec 000 §9):
 * failures are per read, so a pair that does not exist yet simply has no value.
 */
export function useBatchedReads(
  chainId: number,
  reads: readonly BatchedRead[],
  enabled = true,
  /** Refresh every 3 s (the default); false reads once, e.g. a page without a wallet whose figures do not move. */
  refresh = true,
): BatchedResult {
  const multicall3 = getDeployment(chainId)?.contracts.multicall3
  const on = enabled && !!multicall3 && reads.length > 0
  const contracts = useMemo(() => reads.map((r) => ({ ...r, chainId })), [reads, chainId])
  const result = useReadContracts({
    contracts: contracts as never,
    allowFailure: true,
    multicallAddress: multicall3,
    batchSize: 0,
    query: { enabled: on, refetchInterval: on && refresh ? BALANCE_REFRESH_MS : false },
  })
  const data = result.data as readonly { status: string; result?: unknown }[] | undefined
  const { refetch, isPlaceholderData } = result
  return useMemo(() => {
    const fits = !!data && data.length === reads.length
    return {
      values: fits ? data.map((d) => (d.status === 'success' ? d.result : undefined)) : undefined,
      ready: on && fits && !isPlaceholderData,
      refetch: () => refetch(),
    }
  }, [data, reads.length, on, isPlaceholderData, refetch])
}
