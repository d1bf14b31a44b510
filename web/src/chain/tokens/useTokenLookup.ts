import type { Token } from '@phoswap/core/tokens'
import type { Address } from 'viem'
import { useReadContracts } from 'wagmi'
import { getDeployment } from '../network/configuredNetworks'
import { erc20ReadAbi } from '../reads/readAbis'

/**
 * A pasted address read on chain for import: name, symbol and decimals in ONE multicall. `token` is null while
 * loading; `notToken` when any of the three calls failed (no contract, or not an ERC-20).
 */
export function useTokenLookup(chainId: number, address: Address | null) {
  const multicall3 = getDeployment(chainId)?.contracts.multicall3
  const enabled = !!address && !!multicall3
  const result = useReadContracts({
    contracts: address
      ? ([
          { address, abi: erc20ReadAbi, functionName: 'name', chainId },
          { address, abi: erc20ReadAbi, functionName: 'symbol', chainId },
          { address, abi: erc20ReadAbi, functionName: 'decimals', chainId },
        ] as const)
      : [],
    allowFailure: true,
    multicallAddress: multicall3,
    batchSize: 0,
    query: { enabled, staleTime: 60_000 },
  })
  const [name, symbol, decimals] = result.data ?? []
  const ok = name?.status === 'success' && symbol?.status === 'success' && decimals?.status === 'success'
  const token: Token | null =
    ok && address
      ? {
          address,
          chainId,
          name: name.result as string,
          symbol: symbol.result as string,
          decimals: Number(decimals.result),
        }
      : null
  return { token, loading: enabled && result.isLoading, notToken: enabled && !!result.data && !ok }
}
