import type { Address } from 'viem'
import type { Fraction } from '../amm/priceImpact'
import type { MessageKey } from '../messages/keys'
import type { TradeFailure } from '../routing/types'
import { checkPriceImpact } from '../settings/checkPriceImpact'
import { wrapKind } from './wrapKind'

export interface SwapButtonInput {
  connected: boolean
  /** The wallet is on a chain the app does not offer, or on another chain than the selected network. */
  wrongNetwork: boolean
  /** Picked tokens as in the token list (the native currency is `NATIVE_TOKEN_ADDRESS`); null when not chosen. */
  tokenIn: Address | null
  tokenOut: Address | null
  /** The chain's wrapped native token, to tell wrap and unwrap apart from swaps. */
  wrappedNative: Address | null
  /** `blockedBuyTokens` of the chain. */
  blockedBuyTokens: readonly Address[]
  /** Why routing found no trade, or null when it found one (or has not run). */
  tradeFailure: TradeFailure | null
  /** The amount typed in either box, parsed; null or 0 is "no amount". */
  amount: bigint | null
  /** What the swap spends of `tokenIn` (the typed amount, or the quoted input for exact-out); null if unknown. */
  amountIn: bigint | null
  /** Balance of `tokenIn`; null while unknown. */
  balanceIn: bigint | null
  /** The router's allowance for `tokenIn`; null when none is needed (native input) or not read yet. */
  allowance: bigint | null
  priceImpact: Fraction | null
  expert: boolean
}

export interface SwapButtonState {
  kind: 'switch' | 'connect' | 'disabled' | 'approve' | 'wrap' | 'unwrap' | 'swap'
  messageKey: MessageKey
}

/**
 * The swap button, chosen in the spec's order (000 §4), after one state of ours before all of them: a wallet on
 * the wrong network -> switch (switchChain, the spec's "switch to the correct chain"); not connected -> connect; disabled for a blocked target
 * token (the spec's swap26, "Transaction failed"; we say why instead: buyBlocked), insufficient liquidity (swap12), no amount (swap10), amount above balance (swap11), no token
 * chosen (selectToken); approve when the allowance is zero (or below the input: the swap would revert); wrap (native to wrapped); unwrap (wrapped to native);
 * disabled at 20% price impact or more without expert mode; otherwise swap ('swapAnyway' above 10%, where the
 * warning popup comes first). Wrap and unwrap go through no pool and no router, so liquidity, allowance and price
 * impact do not apply to them.
 */
export function swapButtonState(input: SwapButtonInput): SwapButtonState {
  const disabled = (messageKey: MessageKey): SwapButtonState => ({ kind: 'disabled', messageKey })
  if (input.wrongNetwork) return { kind: 'switch', messageKey: 'switchChain' }
  if (!input.connected) return { kind: 'connect', messageKey: 'connectWallet' }
  const wrapping = wrapKind(input.tokenIn, input.tokenOut, input.wrappedNative)
  const target = input.tokenOut?.toLowerCase()
  if (target && input.blockedBuyTokens.some((t) => t.toLowerCase() === target)) return disabled('buyBlocked')
  if (!wrapping && (input.tradeFailure === 'noRoute' || input.tradeFailure === 'insufficientLiquidity')) {
    return disabled('swap12')
  }
  if (input.amount === null || input.amount <= 0n) return disabled('swap10')
  if (input.amountIn !== null && input.balanceIn !== null && input.amountIn > input.balanceIn) {
    return disabled('swap11')
  }
  if (!input.tokenIn || !input.tokenOut) return disabled('selectToken')
  const { allowance, amountIn } = input
  if (!wrapping && allowance !== null && (allowance === 0n || (amountIn !== null && allowance < amountIn))) {
    return { kind: 'approve', messageKey: 'approveToken' }
  }
  if (wrapping === 'wrap') return { kind: 'wrap', messageKey: 'wrap' }
  if (wrapping === 'unwrap') return { kind: 'unwrap', messageKey: 'unwrap' }
  const impact = input.priceImpact ? checkPriceImpact(input.priceImpact, input.expert) : 'ok'
  if (impact === 'block') return disabled('priceImpactTooHigh')
  return { kind: 'swap', messageKey: impact === 'warn' ? 'swapAnyway' : 'swap' }
}
