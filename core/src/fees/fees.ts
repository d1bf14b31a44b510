/**
 * Every fee the app shows, from one place: the contracts' own constants (contracts/src/amm/Pair.sol and RouterLibrary.sol
 * keep 3 of every 1000 of a swap's input for the pool; contracts/src/tokens/PhoToken.sol taxes a buy or sell of PHO
 * by four shares in basis points). `fees.test.ts` reads the Solidity sources and fails when they part.
 */

/** What a pair keeps of a swap's input, per 1000 (the AMM formula's 997/1000). */
export const PAIR_FEE_PER_MILLE = 3n
export const PAIR_FEE_DENOMINATOR = 1000n
/** The same fee in basis points (0.3%). */
export const PAIR_FEE_BPS = Number((PAIR_FEE_PER_MILLE * 10_000n) / PAIR_FEE_DENOMINATOR)

/** PHO's buy/sell tax by sink, basis points (PhoToken.sol LIQUIDITY_BPS, EQUITY_BPS, BURN_BPS, ECOSYSTEM_BPS). */
export const PHO_TAX_SHARES_BPS = { liquidity: 50, equity: 50, burn: 25, ecosystem: 25 } as const
/** The whole PHO tax on one buy or sell, basis points (1.5%). */
export const PHO_TAX_BPS = Object.values(PHO_TAX_SHARES_BPS).reduce((sum, bps) => sum + bps, 0)

/** Basis points as a percent figure for texts: 30 -> "0.3%", 150 -> "1.5%", 25 -> "0.25%". */
export function bpsPercent(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`
}

/** The pool's fee on an input amount, rounded down (what the fee line shows). */
export function pairFeeOf(amountIn: bigint): bigint {
  return (amountIn * PAIR_FEE_PER_MILLE) / PAIR_FEE_DENOMINATOR
}

/** The fee figures as i18n interpolation values: `{{pairFee}}`, `{{phoTax}}` and one per tax share. */
export function feeTextValues(): Record<string, string> {
  return {
    pairFee: bpsPercent(PAIR_FEE_BPS),
    phoTax: bpsPercent(PHO_TAX_BPS),
    taxLiquidity: bpsPercent(PHO_TAX_SHARES_BPS.liquidity),
    taxEquity: bpsPercent(PHO_TAX_SHARES_BPS.equity),
    taxBurn: bpsPercent(PHO_TAX_SHARES_BPS.burn),
    taxEcosystem: bpsPercent(PHO_TAX_SHARES_BPS.ecosystem),
  }
}
