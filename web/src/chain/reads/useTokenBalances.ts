import { useMemo } from 'react'
import type { Address } from 'viem'
import { getDeployment } from '../network/configuredNetworks'
import { balanceRead } from './balanceRead'
import { useBatchedReads } from './useBatchedReads'

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
  const reads = useMemo(
    () => (account && multicall3 ? unique.map((token) => balanceRead(token, account, multicall3)) : []),
    [unique, multicall3, account],
  )
  const { values, refetch } = useBatchedReads(chainId, reads, enabled)
  const balances = useMemo(() => {
    const map = new Map<string, bigint>()
    if (!enabled) return map
    values?.forEach((value, i) => {
      if (value !== undefined) map.set(unique[i]!.toLowerCase(), value as bigint)
    })
    return map
  }, [enabled, values, unique])
  return { balances, refetch, isLoading: enabled && values === undefined }
}
