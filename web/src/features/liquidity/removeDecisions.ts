import type { ChainErrorKind } from '../../chain/tx/chainError'

export interface RemoveAuthorization {
  /** The router may take the LP tokens (allowance covers the amount). */
  approved: boolean
  /** A permit for exactly this amount is signed (a new amount needs a new signature). */
  permitted: boolean
  canRemove: boolean
}

/** Whether the removal may be sent: a non-zero amount, approved or permitted for exactly that amount. */
export function removeAuthorization(input: {
  percent: number
  liquidity: bigint
  allowance: bigint
  signedLiquidity: bigint | null
}): RemoveAuthorization {
  const { percent, liquidity, allowance, signedLiquidity } = input
  const approved = liquidity > 0n && allowance >= liquidity
  const permitted = signedLiquidity !== null && signedLiquidity === liquidity
  return { approved, permitted, canRemove: percent > 0 && liquidity > 0n && (approved || permitted) }
}

/**
 * A removal whose simulation failed (000 §8): slippage says so, anything else is swap26; on the native path the
 * pending popup closes (the toast says it all), elsewhere it shows "failed".
 */
export function removeCheckOutcome(kind: ChainErrorKind, receiveNative: boolean) {
  return {
    messageKey: kind === 'slippage' ? 'tryIncreasingSlippage' : 'swap26',
    pending: receiveNative ? ('close' as const) : ('failed' as const),
  }
}

/** After a confirmed removal: all of it leaves the screen (the pair leaves the list), part of it stays at 0%. */
export function afterRemoval(percent: number): 'leave' | 'stay' {
  return percent === 100 ? 'leave' : 'stay'
}
