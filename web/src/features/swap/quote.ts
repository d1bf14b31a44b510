import { maximumAmountIn } from '@phoswap/core/amm/maximumAmountIn'
import { minimumAmountOut } from '@phoswap/core/amm/minimumAmountOut'
import type { Fraction } from '@phoswap/core/amm/priceImpact'
import {
  bestTradeExactIn,
  bestTradeExactOut,
  type Pool,
  type Trade,
  type TradeFailure,
  type TransferTaxes,
} from '@phoswap/core/routing'
import { maxSpendable } from '@phoswap/core/settings'
import { applyInputScale, type SwapButtonState, swapButtonState, toRouteToken, wrapKind } from '@phoswap/core/swap'
import type { Token } from '@phoswap/core/tokens'
import type { Address } from 'viem'
import { isNativeAddress } from '../../chain/tokens/isNativeAddress'
import { readAmount } from '../../trade/readAmount'

export type InputSource = 'from' | 'to'

export interface QuoteInput {
  tokenIn: Token | null
  tokenOut: Token | null
  /** What the user typed in the box named by `source`. */
  typed: string
  source: InputSource
  wrappedNative: Address | null
  pools: readonly Pool[]
  /** Whether `pools` answers the current token pair (before that, no "no route" verdict). */
  poolsReady: boolean
  multipath: boolean
  baseTokens: readonly Address[]
  taxes: TransferTaxes
  inputScales: Readonly<Record<string, Fraction>>
  blockedBuy: readonly Address[]
  slippageBps: number
  expert: boolean
  connected: boolean
  /** The wallet must switch network first (see `useActiveNetwork().needsSwitch`). */
  wrongNetwork: boolean
  balanceIn: bigint | null
  allowance: bigint | null
}

export interface Quote {
  /** The typed amount in base units; null when empty or unreadable. */
  typedAmount: bigint | null
  /** The typed text has more decimals than the token, or is not a number (spec: "Cannot parse as bignumber"). */
  parseError: boolean
  wrap: 'wrap' | 'unwrap' | null
  trade: Trade | null
  failure: TradeFailure | null
  /** What is spent and received (for a wrap both are the typed amount). */
  amountIn: bigint | null
  amountOut: bigint | null
  /** Minimum received (exact-in) or maximum sold (exact-out), with the slippage. */
  limit: { kind: 'minReceived' | 'maxSold'; amount: bigint } | null
  button: SwapButtonState
}

const isNative = (t: Token | null) => isNativeAddress(t?.address)

/**
 * The swap screen's whole state from what the user chose and what the chain said: the typed amount, the best
 * trade (exact-in from the "from" box, exact-out from the "to" box; the input scale applies to exact-in), the
 * other box's amount, minimum received or maximum sold and the main button in the spec's order.
 */
export function quoteSwap(input: QuoteInput): Quote {
  const { tokenIn, tokenOut, source } = input
  const typedToken = source === 'from' ? tokenIn : tokenOut
  const { amount: typedAmount, error: parseError } = typedToken
    ? readAmount(input.typed, typedToken.decimals)
    : { amount: null, error: false }
  const wrap = wrapKind(tokenIn?.address ?? null, tokenOut?.address ?? null, input.wrappedNative)
  let trade: Trade | null = null
  let failure: TradeFailure | null = null
  let amountIn: bigint | null = null
  let amountOut: bigint | null = null
  let limit: Quote['limit'] = null

  if (wrap) {
    amountIn = typedAmount
    amountOut = typedAmount
  } else if (tokenIn && tokenOut && input.wrappedNative && input.poolsReady) {
    const a = toRouteToken(tokenIn.address, input.wrappedNative)
    const b = toRouteToken(tokenOut.address, input.wrappedNative)
    const options = { multipath: input.multipath, baseTokens: input.baseTokens, transferTaxes: input.taxes }
    const result =
      source === 'from'
        ? bestTradeExactIn(
            typedAmount === null ? 0n : applyInputScale(typedAmount, tokenIn.address, input.inputScales),
            a,
            b,
            input.pools,
            options,
          )
        : bestTradeExactOut(a, b, typedAmount ?? 0n, input.pools, options)
    if (result.ok) {
      trade = result.trade
      amountIn = trade.amountIn
      amountOut = trade.amountOut
      limit =
        trade.tradeType === 'exactIn'
          ? { kind: 'minReceived', amount: minimumAmountOut(trade.amountOut, input.slippageBps) }
          : { kind: 'maxSold', amount: maximumAmountIn(trade.amountIn, input.slippageBps) }
    } else if (result.reason !== 'noAmount') {
      failure = result.reason
    }
  }

  const button = swapButtonState({
    connected: input.connected,
    wrongNetwork: input.wrongNetwork,
    tokenIn: tokenIn?.address ?? null,
    tokenOut: tokenOut?.address ?? null,
    wrappedNative: input.wrappedNative,
    blockedBuyTokens: input.blockedBuy,
    tradeFailure: failure,
    amount: typedAmount,
    amountIn: limit?.kind === 'maxSold' ? limit.amount : amountIn,
    balanceIn: input.balanceIn,
    allowance: wrap || isNative(tokenIn) ? null : input.allowance,
    priceImpact: trade?.priceImpact ?? null,
    expert: input.expert,
  })
  return {
    typedAmount,
    parseError,
    wrap,
    trade,
    failure,
    amountIn,
    amountOut,
    limit,
    button,
  }
}

/** What a percentage button fills: that share of the balance; the native coin keeps 0.01 back (spec 000 §5). */
export function percentOf(balance: bigint, percent: 25 | 50 | 75 | 100, native: boolean): bigint {
  const base = native ? maxSpendable(balance) : balance
  return (base * BigInt(percent)) / 100n
}
