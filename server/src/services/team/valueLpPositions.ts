import type { DeployedPair, DeployedToken } from '@phoswap/core/deployments'

export interface PairState {
  pair: DeployedPair
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
  /** The user's LP tokens of this pair: held in the wallet plus staked in our farms. */
  userLp: bigint
}

const SCALE = 18

function to18(amount: bigint, decimals: number): bigint {
  return decimals <= SCALE ? amount * 10n ** BigInt(SCALE - decimals) : amount / 10n ** BigInt(decimals - SCALE)
}

/**
 * The USDT value (18 decimals) of LP positions at current reserves. A pair with USDT is worth twice its USDT
 * reserve; a pair with a token priced by its own USDT pair is worth twice that side's value; a pair with neither
 * counts nothing (no price we could defend). Integer maths only, rounded down.
 */
export function valueLpPositions(states: PairState[], tokens: DeployedToken[], usdt: string): bigint {
  const byAddress = new Map(tokens.map((t) => [t.address.toLowerCase(), t]))
  const usdtToken = byAddress.get(usdt.toLowerCase())
  if (!usdtToken) return 0n
  const isUsdt = (address: string) => address.toLowerCase() === usdt.toLowerCase()
  // price(token) as (usdt reserve, token reserve) of its USDT pair
  const prices = new Map<string, { usdtReserve: bigint; tokenReserve: bigint }>()
  for (const s of states) {
    const [t0, t1] = [s.pair.token0.toLowerCase(), s.pair.token1.toLowerCase()]
    if (isUsdt(t0) && s.reserve1 > 0n) prices.set(t1, { usdtReserve: s.reserve0, tokenReserve: s.reserve1 })
    if (isUsdt(t1) && s.reserve0 > 0n) prices.set(t0, { usdtReserve: s.reserve1, tokenReserve: s.reserve0 })
  }
  let total = 0n
  for (const s of states) {
    if (s.userLp === 0n || s.totalSupply === 0n) continue
    const [t0, t1] = [s.pair.token0.toLowerCase(), s.pair.token1.toLowerCase()]
    let sideUsdt: bigint | null = null
    if (isUsdt(t0)) sideUsdt = s.reserve0
    else if (isUsdt(t1)) sideUsdt = s.reserve1
    else {
      const p0 = prices.get(t0)
      const p1 = prices.get(t1)
      if (p0) sideUsdt = (s.reserve0 * p0.usdtReserve) / p0.tokenReserve
      else if (p1) sideUsdt = (s.reserve1 * p1.usdtReserve) / p1.tokenReserve
    }
    if (sideUsdt === null) continue
    total += (to18(2n * sideUsdt, usdtToken.decimals) * s.userLp) / s.totalSupply
  }
  return total
}
