import type { Address } from 'viem'

/** Where an account's records on a chain live in a `TxStore`: `${chainId}:${lowercase address}`. */
export function txKey(chainId: number, from: Address): string {
  return `${chainId}:${from.toLowerCase()}`
}
