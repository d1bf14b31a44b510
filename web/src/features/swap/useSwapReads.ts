import { pairFor } from '@phoswap/core/amm/pairFor'
import type { Pool } from '@phoswap/core/routing'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { erc20ReadAbi, pairReservesAbi } from '../../chain/abi/generated/readAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { balanceRead } from '../../chain/reads/balanceRead'
import { ReadBatch } from '../../chain/reads/readBatch'
import { useBatchedReads } from '../../chain/reads/useBatchedReads'

export interface SwapReads {
  /** Balances of the account by lowercase token address (native through `getEthBalance`). */
  balances: Map<string, bigint>
  /** Pools that exist and hold liquidity, for routing. */
  pools: Pool[]
  /** The router's allowance for the input token; null when none is needed or not known. */
  allowance: bigint | null
  /** True once the reads answered for the current question (pools known). */
  ready: boolean
  refetch: () => Promise<unknown>
}

/**
 * Everything the swap screen reads from the chain, in ONE multicall (one eth_call) per refresh, every 3 s:
 * the account's balance of every listed token, `getReserves` of every candidate pair (addresses by CREATE2,
 * no `getPair` round trip; a missing pair has no code, its call fails and it is no pool) and the router's
 * allowance of the input token.
 */
export function useSwapReads(
  chainId: number,
  account: Address | undefined,
  balanceTokens: readonly Address[],
  pairs: readonly [Address, Address][],
  allowanceToken: Address | null,
): SwapReads {
  const deployment = getDeployment(chainId)
  const factory = deployment?.contracts.factory
  const router = deployment?.contracts.router
  const multicall3 = deployment?.contracts.multicall3
  const addresses = useMemo(() => (factory ? pairs.map(([a, b]) => pairFor(factory, a, b).pair) : []), [factory, pairs])
  const batch = useMemo(() => {
    const b = new ReadBatch()
    if (!factory || !router || !multicall3) return b
    if (account) {
      for (const [i, token] of balanceTokens.entries()) b.add(`balance${i}`, balanceRead(token, account, multicall3))
    }
    for (const [i, address] of addresses.entries()) {
      b.add(`pair${i}`, { address, abi: pairReservesAbi, functionName: 'getReserves' })
    }
    if (account && allowanceToken) {
      b.add('allowance', {
        address: allowanceToken,
        abi: erc20ReadAbi,
        functionName: 'allowance',
        args: [account, router],
      })
    }
    return b
  }, [factory, router, multicall3, account, balanceTokens, addresses, allowanceToken])
  const { values, ready, refetch } = useBatchedReads(chainId, batch.reads)
  return useMemo(() => {
    const balances = new Map<string, bigint>()
    const pools: Pool[] = []
    if (values) {
      balanceTokens.forEach((token, i) => {
        const balance = batch.get<bigint>(values, `balance${i}`)
        if (balance !== undefined) balances.set(token.toLowerCase(), balance)
      })
      addresses.forEach((address, i) => {
        const reserves = batch.get<readonly [bigint, bigint, number]>(values, `pair${i}`)
        if (!reserves) return
        const [reserve0, reserve1] = reserves
        const [token0, token1] = pairs[i]!
        if (reserve0 > 0n && reserve1 > 0n) pools.push({ address, token0, token1, reserve0, reserve1 })
      })
    }
    const allowance = batch.get<bigint>(values, 'allowance') ?? null
    return { balances, pools, allowance, ready, refetch }
  }, [values, ready, refetch, batch, balanceTokens, addresses, pairs])
}
