import { pairFor } from '@phoswap/core/amm/pairFor'
import type { Pool } from '@phoswap/core/routing'
import { NATIVE_TOKEN_ADDRESS } from '@phoswap/core/tokens'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useReadContracts } from 'wagmi'
import { getDeployment } from '../../../chain/network/configuredNetworks'
import { erc20ReadAbi, multicallEthBalanceAbi, pairReservesAbi } from '../../../chain/reads/readAbis'
import { BALANCE_REFRESH_MS } from '../../../chain/reads/useTokenBalances'

export interface SwapReads {
  /** Balances of the account by lowercase token address (native through `getEthBalance`). */
  balances: Map<string, bigint>
  /** Pools that exist and hold liquidity, for routing. */
  pools: Pool[]
  /** The router's allowance for the input token; null when none is needed or not known. */
  allowance: bigint | null
  /** True once the reads answered for the current question (pools known). */
  ready: boolean
  refetch: () => void
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
  const balanceOf = account ? balanceTokens : []
  const enabled = !!factory && !!router && !!multicall3 && (pairs.length > 0 || balanceOf.length > 0)
  const contracts = useMemo(() => {
    if (!enabled || !router || !multicall3) return []
    const native = NATIVE_TOKEN_ADDRESS.toLowerCase()
    const balances = account
      ? balanceTokens.map((token) =>
          token.toLowerCase() === native
            ? ({
                address: multicall3,
                abi: multicallEthBalanceAbi,
                functionName: 'getEthBalance',
                args: [account],
                chainId,
              } as const)
            : ({ address: token, abi: erc20ReadAbi, functionName: 'balanceOf', args: [account], chainId } as const),
        )
      : []
    const reserves = addresses.map(
      (address) => ({ address, abi: pairReservesAbi, functionName: 'getReserves', chainId }) as const,
    )
    const allowance =
      account && allowanceToken
        ? [
            {
              address: allowanceToken,
              abi: erc20ReadAbi,
              functionName: 'allowance',
              args: [account, router],
              chainId,
            } as const,
          ]
        : []
    return [...balances, ...reserves, ...allowance]
  }, [enabled, account, balanceTokens, addresses, allowanceToken, router, multicall3, chainId])
  const result = useReadContracts({
    contracts,
    allowFailure: true,
    multicallAddress: multicall3,
    batchSize: 0,
    query: { enabled, refetchInterval: enabled ? BALANCE_REFRESH_MS : false },
  })
  const { data, isPlaceholderData, refetch } = result
  return useMemo(() => {
    const balances = new Map<string, bigint>()
    const pools: Pool[] = []
    let allowance: bigint | null = null
    const nBalances = account ? balanceTokens.length : 0
    if (data && data.length === contracts.length) {
      for (let i = 0; i < nBalances; i++) {
        const entry = data[i]
        if (entry?.status === 'success') balances.set(balanceTokens[i]!.toLowerCase(), entry.result as bigint)
      }
      addresses.forEach((address, i) => {
        const entry = data[nBalances + i]
        if (entry?.status !== 'success') return
        const [reserve0, reserve1] = entry.result as readonly [bigint, bigint, number]
        const [token0, token1] = pairs[i]!
        if (reserve0 > 0n && reserve1 > 0n) pools.push({ address, token0, token1, reserve0, reserve1 })
      })
      const last = account && allowanceToken ? data[nBalances + addresses.length] : undefined
      if (last?.status === 'success') allowance = last.result as bigint
    }
    const ready = !!data && data.length === contracts.length && !isPlaceholderData
    return { balances, pools, allowance, ready, refetch: () => void refetch() }
  }, [data, isPlaceholderData, contracts.length, account, balanceTokens, addresses, pairs, allowanceToken, refetch])
}
