import type { Token } from '@phoswap/core/tokens'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { erc20ReadAbi } from '../abi/generated/readAbis'
import { getDeployment } from '../network/configuredNetworks'
import { useBatchedReads } from '../reads/useBatchedReads'

/**
 * A pasted address read on chain for import: name, symbol and decimals in ONE multicall, read once (a token's
 * metadata does not change). `token` is null while loading; `notToken` when any of the three calls failed (no
 * contract, or not an ERC-20).
 */
export function useTokenLookup(chainId: number, address: Address | null) {
  const reads = useMemo(
    () =>
      address
        ? (['name', 'symbol', 'decimals'] as const).map((functionName) => ({
            address,
            abi: erc20ReadAbi,
            functionName,
          }))
        : [],
    [address],
  )
  const { values } = useBatchedReads(chainId, reads, !!address, false)
  const [name, symbol, decimals] = values ?? []
  const ok = name !== undefined && symbol !== undefined && decimals !== undefined
  const token: Token | null =
    ok && address
      ? { address, chainId, name: name as string, symbol: symbol as string, decimals: Number(decimals) }
      : null
  const enabled = reads.length > 0 && !!getDeployment(chainId)?.contracts.multicall3
  return { token, loading: enabled && values === undefined, notToken: enabled && values !== undefined && !ok }
}
