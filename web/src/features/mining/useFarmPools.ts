import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type Address, zeroAddress } from 'viem'
import { findNetwork, getDeployment } from '../../chain/network/configuredNetworks'
import { readBlockTimestamp } from '../../chain/reads/rpcBatch'
import { type BatchedRead, useBatchedReads } from '../../chain/reads/useBatchedReads'
import { farmReadCalls, parseFarmReads, type ReadResult } from './farmReads'
import type { MiningPanel } from './miningPanels'
import { utcDayStart } from './poolFigures'

/**
 * Every panel's chain state, read in ONE multicall (one eth_call however many panels) every 3 s
 * while a wallet is connected; without one, the pool figures are read once for the zero address.
 */
export function useFarmPools(chainId: number, account: Address | undefined, panels: readonly MiningPanel[]) {
  const deployment = getDeployment(chainId)
  const multicall3 = deployment?.contracts.multicall3
  const pairs = useMemo(() => deployment?.pairs ?? [], [deployment])
  const user = account ?? zeroAddress
  const contracts = useMemo(
    () => (multicall3 && panels.length ? farmReadCalls(panels, user, chainId, multicall3, pairs) : []),
    [multicall3, panels, user, chainId, pairs],
  )
  // Without a wallet the pool figures are read once; with one they refresh every 3 s.
  const { values, refetch } = useBatchedReads(chainId, contracts as readonly BatchedRead[], true, !!account)
  const reads = useMemo(
    () =>
      parseFarmReads(
        panels,
        (values ?? []).map(
          (result): ReadResult =>
            result === undefined ? { status: 'failure', error: undefined } : { status: 'success', result },
        ),
        pairs,
      ),
    [panels, values, pairs],
  )
  return { ...reads, loaded: values !== undefined, refetch }
}

const firstBlocks = new Map<string, bigint>()

/**
 * The first block mined at or after 00:00 UTC of the chain's day (binary search over block timestamps, about
 * log2(head) block headers once per chain and day, then kept). Today's reward counts the blocks from it. The
 * headers come over plain JSON-RPC (rpcBatch), so the screen does not load viem's public client for them.
 */
export function useFirstBlockToday(chainId: number, head: bigint | undefined, timestamp: number | undefined) {
  const dayStart = timestamp === undefined ? undefined : utcDayStart(timestamp)
  return useQuery({
    queryKey: ['mining', 'firstBlockToday', chainId, dayStart],
    enabled: head !== undefined && dayStart !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const key = `${chainId}:${dayStart}`
      const known = firstBlocks.get(key)
      if (known !== undefined) return known
      const rpcUrls = findNetwork(chainId)?.config.rpcUrls ?? []
      if (rpcUrls.length === 0 || head === undefined || dayStart === undefined) throw new Error('no RPC URL')
      const timeOf = (n: bigint) => readBlockTimestamp(rpcUrls, n)
      let lo = 0n
      let hi = head
      if ((await timeOf(hi)) < dayStart) return head + 1n
      while (lo < hi) {
        const mid = (lo + hi) / 2n
        if ((await timeOf(mid)) >= dayStart) hi = mid
        else lo = mid + 1n
      }
      firstBlocks.set(key, lo)
      return lo
    },
  })
}

/** Blocks back over which the chain's block time is measured. */
export const BLOCK_TIME_SPAN = 1000n

/**
 * The chain's seconds per block, measured on the chain: the time between the head and the block BLOCK_TIME_SPAN
 * before it (or the first block) over the blocks between, as a fraction. Undefined until known, or when no time
 * has passed (then a farm's APR cannot be had). Read again every 10 minutes.
 */
export function useBlockSeconds(chainId: number, head: bigint | undefined, timestamp: number | undefined) {
  const query = useQuery({
    queryKey: ['mining', 'blockSeconds', chainId],
    enabled: head !== undefined && timestamp !== undefined && head > 0n,
    staleTime: 600_000,
    queryFn: async () => {
      const rpcUrls = findNetwork(chainId)?.config.rpcUrls ?? []
      if (rpcUrls.length === 0 || head === undefined || timestamp === undefined) throw new Error('no RPC URL')
      const from = head > BLOCK_TIME_SPAN ? head - BLOCK_TIME_SPAN : 0n
      const then = await readBlockTimestamp(rpcUrls, from)
      return { seconds: BigInt(timestamp - then), blocks: head - from }
    },
  })
  const data = query.data
  return data && data.seconds > 0n && data.blocks > 0n
    ? { numerator: data.seconds, denominator: data.blocks }
    : undefined
}
