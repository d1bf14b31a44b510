import type { Address, Hex } from 'viem'
import { RPC_TIMEOUT_MS, rpcBatch } from '../../chain/reads/rpcBatch'

export { RPC_TIMEOUT_MS }

/** Selectors of the pair's `getReserves()` and `token0()` (checked against the ABI in the unit test). */
export const GET_RESERVES_SELECTOR = '0x0902f1ac'
export const TOKEN0_SELECTOR = '0x0dfe1681'
/** ERC-20 `totalSupply()`. */
export const TOTAL_SUPPLY_SELECTOR = '0x18160ddd'

export interface PairReserves {
  reserve0: bigint
  reserve1: bigint
  token0: Address
  /** `totalSupply()` of the token asked for (PHO on the home page), when one was. */
  supply?: bigint
}

function word(data: Hex, index: number): string {
  const hex = data.slice(2 + index * 64, 2 + (index + 1) * 64)
  if (hex.length !== 64) throw new Error('short eth_call result')
  return hex
}

/**
 * A pair's reserves and token0, and with `supplyOf` that token's total supply, read with eth_calls in one JSON-RPC
 * batch (rpcBatch, no viem or wagmi): the home screen needs only this from the chain.
 */
export async function readPairReserves(
  rpcUrls: readonly string[],
  pair: Address,
  signal?: AbortSignal,
  timeoutMs = RPC_TIMEOUT_MS,
  supplyOf?: Address,
): Promise<PairReserves> {
  const call = (to: Address, data: string) => ({ method: 'eth_call', params: [{ to, data }, 'latest'] })
  const calls = [call(pair, GET_RESERVES_SELECTOR), call(pair, TOKEN0_SELECTOR)]
  if (supplyOf) calls.push(call(supplyOf, TOTAL_SUPPLY_SELECTOR))
  const [reserves, token0, supply] = (await rpcBatch(rpcUrls, calls, signal, timeoutMs)) as [Hex, Hex, Hex?]
  return {
    reserve0: BigInt(`0x${word(reserves, 0)}`),
    reserve1: BigInt(`0x${word(reserves, 1)}`),
    token0: `0x${word(token0, 0).slice(24)}`,
    ...(supply !== undefined ? { supply: BigInt(`0x${word(supply, 0)}`) } : {}),
  }
}
