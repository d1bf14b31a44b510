import { type Fraction, sqrt } from '@phoswap/core/amm'

/** Locked forever at the first mint (Uniswap V2's MINIMUM_LIQUIDITY). */
export const MINIMUM_LIQUIDITY = 1000n

/** What `lp` LP tokens of a pair are worth in each token: lp × reserve / totalSupply, rounded down as burn does. */
export function pooledAmounts(lp: bigint, totalSupply: bigint, reserveA: bigint, reserveB: bigint) {
  if (totalSupply <= 0n || lp <= 0n) return { amountA: 0n, amountB: 0n }
  return { amountA: (lp * reserveA) / totalSupply, amountB: (lp * reserveB) / totalSupply }
}

/** A position's share of the pool, for `formatPoolShare`. */
export function poolShare(lp: bigint, totalSupply: bigint): Fraction {
  return { numerator: lp, denominator: totalSupply > 0n ? totalSupply : 1n }
}

/** What arrives at the pair when `amount` is sent and `taxBps` is taken on the way (PHO's 1.5%). */
export function afterTransferTax(amount: bigint, taxBps: number): bigint {
  return amount - (amount * BigInt(taxBps)) / 10_000n
}

export interface MintPreview {
  /** LP tokens the deposit mints (0: the pool would refuse it, INSUFFICIENT_LIQUIDITY_MINTED). */
  liquidity: bigint
  /** The depositor's share of the pool afterwards. */
  share: Fraction
}

/**
 * LP minted by a deposit the way Pair.mint computes it, from what reaches the pair (after transfer taxes):
 * sqrt(a·b) − 1000 for the first deposit, else min(a·S/rA, b·S/rB).
 */
export function previewMint(
  amountA: bigint,
  amountB: bigint,
  reserveA: bigint,
  reserveB: bigint,
  totalSupply: bigint,
  taxA = 0,
  taxB = 0,
): MintPreview {
  const a = afterTransferTax(amountA, taxA)
  const b = afterTransferTax(amountB, taxB)
  if (totalSupply === 0n || reserveA === 0n || reserveB === 0n) {
    const root = sqrt(a * b)
    const liquidity = root > MINIMUM_LIQUIDITY ? root - MINIMUM_LIQUIDITY : 0n
    return { liquidity, share: { numerator: liquidity, denominator: liquidity + MINIMUM_LIQUIDITY } }
  }
  const byA = (a * totalSupply) / reserveA
  const byB = (b * totalSupply) / reserveB
  const liquidity = byA < byB ? byA : byB
  return { liquidity, share: { numerator: liquidity, denominator: totalSupply + liquidity } }
}

/** LP tokens to burn for a slider percentage: MAX (100) is the whole balance, so nothing is left behind. */
export function liquidityToRemove(lpBalance: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent <= 0) return 0n
  if (percent >= 100) return lpBalance
  return (lpBalance * BigInt(percent)) / 100n
}
