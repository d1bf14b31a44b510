import { NATIVE_TOKEN_ADDRESS } from '@phoswap/core/tokens'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useReadContracts } from 'wagmi'
import { getDeployment } from '../network/configuredNetworks'
import { erc20ReadAbi, multicallEthBalanceAbi } from './readAbis'

/** Spec 000 §9: balances refresh every 3 seconds while connected. */
export const BALANCE_REFRESH_MS = 3_000

/**
 * Balances of `account` for every token on screen (the native coin through Multicall3's `getEthBalance`), read in
 * ONE multicall (one eth_call) per refresh however many tokens, every 3 s. Keyed by lowercase address; a token
 * whose call failed is absent. `refetch` after a transaction lands.
 */
export function useTokenBalances(chainId: number, account: Address | undefined, tokens: readonly Address[]) {
  const multicall3 = getDeployment(chainId)?.contracts.multicall3
  const unique = useMemo(() => {
    const seen = new Set<string>()
    return tokens.filter((t) => {
      const key = t.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }, [tokens])
  const enabled = !!account && !!multicall3 && unique.length > 0
  const contracts = useMemo(
    () =>
      enabled
        ? unique.map((token) =>
            token.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
              ? ({
                  address: multicall3,
                  abi: multicallEthBalanceAbi,
                  functionName: 'getEthBalance',
                  args: [account],
                  chainId,
                } as const)
              : ({ address: token, abi: erc20ReadAbi, functionName: 'balanceOf', args: [account], chainId } as const),
          )
        : [],
    [enabled, unique, multicall3, account, chainId],
  )
  const result = useReadContracts({
    contracts,
    allowFailure: true,
    multicallAddress: multicall3,
    batchSize: 0,
    query: { enabled, refetchInterval: enabled ? BALANCE_REFRESH_MS : false },
  })
  const balances = useMemo(() => {
    const map = new Map<string, bigint>()
    if (!enabled) return map
    result.data?.forEach((entry, i) => {
      if (entry.status === 'success') map.set(unique[i]!.toLowerCase(), entry.result as bigint)
    })
    return map
  }, [enabled, result.data, unique])
  return { balances, refetch: result.refetch, isLoading: result.isLoading }
}
