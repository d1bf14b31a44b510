import type { Address } from 'viem'
import { sortTokens } from '../amm/sortTokens'

/**
 * The token pairs whose pools a quote needs, for one multicall of `factory.getPair` and reserves (spec 000 §5):
 * the direct pair, and with multipath on also `tokenIn-base` and `base-tokenOut` for every base token.
 * Each pair is in the pair's own order (`sortTokens`, checksummed); the list is deduplicated and sorted, so the
 * same question always asks the same calls. Identical tokens give no pair.
 */
export function candidatePairs(
  tokenIn: Address,
  tokenOut: Address,
  baseTokens: readonly Address[],
  multipath: boolean,
): [Address, Address][] {
  const found = new Map<string, [Address, Address]>()
  const add = (a: Address, b: Address) => {
    if (a.toLowerCase() === b.toLowerCase()) return
    const pair = sortTokens(a, b)
    found.set(`${pair[0]}${pair[1]}`.toLowerCase(), pair)
  }
  add(tokenIn, tokenOut)
  if (multipath) {
    for (const base of baseTokens) {
      add(tokenIn, base)
      add(base, tokenOut)
    }
  }
  return [...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, pair]) => pair)
}
