import { AppError } from '../../errors'

export interface ChainCheckLimits {
  /** Chain checks (ERC-1271/6492) per address per window. */
  perAddress: number
  /** Chain checks per window for this instance, all addresses together. */
  global: number
  windowMs: number
}

export const DEFAULT_CHAIN_CHECK_LIMITS: ChainCheckLimits = { perAddress: 10, global: 120, windowMs: 60_000 }

/**
 * A fixed-window counter for the signature checks that cost an RPC call: a flood of bad signatures cannot make the
 * server hammer a chain's node. Per instance, in memory: it protects this instance's RPC budget, nothing more.
 * Over the limit: 429 `too_many_requests`.
 */
export function createChainCheckLimiter(limits: ChainCheckLimits = DEFAULT_CHAIN_CHECK_LIMITS, now = Date.now) {
  let windowStart = 0
  let total = 0
  let perAddress = new Map<string, number>()
  return {
    take(address: string): void {
      const at = now()
      if (at - windowStart >= limits.windowMs) {
        windowStart = at
        total = 0
        perAddress = new Map()
      }
      const key = address.toLowerCase()
      const used = perAddress.get(key) ?? 0
      if (total >= limits.global || used >= limits.perAddress) throw new AppError('too_many_requests', 'chain checks')
      total++
      perAddress.set(key, used + 1)
    },
  }
}
