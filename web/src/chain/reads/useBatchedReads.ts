import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Abi, Address, Hex } from 'viem'
import { findNetwork, getDeployment } from '../network/configuredNetworks'
import { callDataOf, multicallReads } from './multicallReads'
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
 * The query key of a batch: the chain, Multicall3 and each read's target and calldata (hex, so the key hashes
 * without bigints). Two screens or hooks asking the same reads share one query, and its `refetch` refreshes both.
 */
export const batchedReadsKey = (
  chainId: number,
  multicall3: Address | undefined,
  calls: readonly (readonly [Address, Hex | null])[],
) => ['batchedReads', chainId, multicall3, calls] as const

/**
 * A screen's chain reads in ONE multicall (one eth_call through Multicall3) per refresh, every 3 s (spec 000 §9):
 * failures are per read, so a pair that does not exist yet simply has no value. Plain JSON-RPC to the network of
 * `chainId` (multicallReads.ts), without wagmi: a screen renders before, and without, the wallet's code.
 */
export function useBatchedReads(
  chainId: number,
  reads: readonly BatchedRead[],
  enabled = true,
  /** Refresh every 3 s (the default); false reads once, e.g. a page without a wallet whose figures do not move. */
  refresh = true,
): BatchedResult {
  const multicall3 = getDeployment(chainId)?.contracts.multicall3
  const rpcUrls = findNetwork(chainId)?.config.rpcUrls
  const on = enabled && !!multicall3 && !!rpcUrls?.length && reads.length > 0
  const callData = useMemo(() => reads.map(callDataOf), [reads])
  const calls = useMemo(() => reads.map((r, i) => [r.address, callData[i]!] as const), [reads, callData])
  const result = useQuery({
    queryKey: batchedReadsKey(chainId, multicall3, calls),
    queryFn: ({ signal }) => multicallReads(rpcUrls!, multicall3!, reads, callData, signal),
    enabled: on,
    refetchInterval: on && refresh ? BALANCE_REFRESH_MS : false,
  })
  const { data, refetch, isPlaceholderData } = result
  return useMemo(() => {
    const fits = !!data && data.length === reads.length
    return {
      values: fits ? data : undefined,
      ready: on && fits && !isPlaceholderData,
      refetch: () => refetch(),
    }
  }, [data, reads.length, on, isPlaceholderData, refetch])
}
