import type { pairAbi } from '@phoswap/core/abi/pairAbi'
import { useReadContracts } from 'wagmi'
import { getDeployment } from '../../chain/env'
import { UNKNOWN } from '../../ui/format'
import { findPhoPair, phoPriceText } from './phoPair'
import { QUOTE_REFRESH_MS } from './useHomeContent'

/**
 * The two entries of the compiled pair ABI this card reads, checked against it by `satisfies` (a change in
 * the contract fails to compile), so the home chunk does not carry the whole ABI.
 */
const reservesAbi = [
  {
    inputs: [],
    name: 'getReserves',
    outputs: [
      { internalType: 'uint112', name: '_reserve0', type: 'uint112' },
      { internalType: 'uint112', name: '_reserve1', type: 'uint112' },
      { internalType: 'uint32', name: '_blockTimestampLast', type: 'uint32' },
    ],
    stateMutability: 'view',
    type: 'function',
  },
  {
    inputs: [],
    name: 'token0',
    outputs: [{ internalType: 'address', name: '', type: 'address' }],
    stateMutability: 'view',
    type: 'function',
  },
] as const satisfies readonly (typeof pairAbi)[number][]

/**
 * PHO in USDT from the PHO-USDT pair of the chain's deployment: getReserves and token0 in ONE multicall
 * (batchSize 0: one eth_call), refreshed with the quotes. '--' without a deployment, a pair or liquidity.
 */
export function usePhoPrice(chainId: number, enabled: boolean): { text: string; isLoading: boolean } {
  const deployment = getDeployment(chainId)
  const pair = findPhoPair(deployment)
  const on = enabled && !!pair && !!deployment
  const result = useReadContracts({
    contracts: pair
      ? ([
          { address: pair.address, abi: reservesAbi, functionName: 'getReserves', chainId },
          { address: pair.address, abi: reservesAbi, functionName: 'token0', chainId },
        ] as const)
      : [],
    allowFailure: true,
    multicallAddress: deployment?.contracts.multicall3,
    batchSize: 0,
    query: { enabled: on, refetchInterval: on ? QUOTE_REFRESH_MS : false },
  })
  const [reserves, token0] = on && result.data ? result.data : []
  if (!pair || reserves?.status !== 'success' || token0?.status !== 'success') {
    return { text: UNKNOWN, isLoading: on && result.isLoading }
  }
  const [reserve0, reserve1] = reserves.result
  return { text: phoPriceText(pair, token0.result, reserve0, reserve1), isLoading: false }
}
