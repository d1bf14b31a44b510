import type { Address } from 'viem'
import type { HopReserves } from '../amm/getAmountsOut'
import type { Fraction } from '../amm/priceImpact'

/** One pair as read by the multicall: its address and reserves in the pair's own token order. */
export interface Pool {
  address: Address
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
}

/** A linear path through pairs: `path[i] -> path[i + 1]` trades in `pairs[i]`, whose reserves are `reserves[i]`. */
export interface Route {
  path: Address[]
  pairs: Address[]
  /** `[reserveIn, reserveOut]` per hop, oriented along the path. */
  reserves: HopReserves[]
}

export type TradeType = 'exactIn' | 'exactOut'

/**
 * A priced trade along one route. Amounts are base units; `amounts[i]` is what enters hop `i` (after any transfer
 * tax). Prices are raw ratios of base units (output per input); scale them with `priceOf` or decimals for display.
 */
export interface Trade {
  tradeType: TradeType
  route: Route
  /** What the sender spends (exact for exact-in). */
  amountIn: bigint
  /** What the recipient gets (exact for exact-out), after the output token's transfer tax if any. */
  amountOut: bigint
  /** Product of `reserveOut / reserveIn` over the hops. */
  midPrice: Fraction
  /** `amountOut / amountIn`. */
  executionPrice: Fraction
  /** Against the mid price, fee (and transfer tax) included; see `priceImpact`. */
  priceImpact: Fraction
}

/**
 * Why no trade: 'noRoute' when no usable pool joins the tokens (zero address or empty reserves count as none),
 * 'insufficientLiquidity' when routes exist but none can fill the amount (output rounds to 0, or the exact
 * output is the whole reserve or more). The swap button shows swap12 for both; 'noAmount' for zero or less.
 */
export type TradeFailure = 'noRoute' | 'insufficientLiquidity' | 'noAmount'

export type TradeResult = { ok: true; trade: Trade } | { ok: false; reason: TradeFailure }

/** Transfer tax per token in basis points, keyed by lowercase address (PHO: 150). */
export type TransferTaxes = Readonly<Record<string, number>>

export interface RoutingOptions {
  /** Spec 000 §5: off = direct pairs only; on = direct and two-hop routes through the base tokens. */
  multipath: boolean
  /** Intermediate tokens of two-hop routes (`baseTokensFor`). */
  baseTokens: readonly Address[]
  /** Tokens that lose a share on every transfer into or out of a pair; quotes include it. */
  transferTaxes?: TransferTaxes
}
