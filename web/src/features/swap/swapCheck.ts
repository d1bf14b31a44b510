import type { ChainErrorKind } from '../../chain/tx/chainError'

export interface SwapCheckFailure {
  /** How the first simulation failed. */
  kind: ChainErrorKind
  nativeIn: boolean
  nativeOut: boolean
  /** The first try already used a fee-on-transfer function (a known taxed token). */
  feeOnTransfer: boolean
}

/**
 * A token-to-token swap that fails its simulation once is tried again with the fee-on-transfer function (spec 000
 * §8: a token with a tax we do not know of), unless the failure was slippage or the deadline, which that cannot fix.
 */
export function retriesFeeOnTransfer(failure: SwapCheckFailure): boolean {
  const { kind, nativeIn, nativeOut, feeOnTransfer } = failure
  return !nativeIn && !nativeOut && kind !== 'slippage' && kind !== 'expired' && !feeOnTransfer
}

export type SwapCheckOutcome = { popup: 'tokenError' } | { messageKey: 'tryIncreasingSlippage' | 'swap12' | 'swap26' }

/**
 * What the user sees when the swap cannot be sent (000 §8): token to token failing twice (or for no reason we
 * know) opens the token error popup; token to native says to increase slippage; otherwise the reason's message.
 */
export function swapCheckOutcome(failure: SwapCheckFailure, retried: boolean): SwapCheckOutcome {
  const { kind, nativeIn, nativeOut } = failure
  if (retried || (kind === 'other' && !nativeIn && !nativeOut)) return { popup: 'tokenError' }
  if (kind === 'slippage' || nativeOut) return { messageKey: 'tryIncreasingSlippage' }
  return { messageKey: kind === 'liquidity' ? 'swap12' : 'swap26' }
}
