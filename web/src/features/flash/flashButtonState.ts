import type { MessageKey } from '@phoswap/core/messages/keys'

export interface FlashButtonInput {
  /** The wallet must switch network first: shown before every other state. */
  wrongNetwork: boolean
  connected: boolean
  /** The exchange record is known. */
  hasRecord: boolean
  allowExchange: boolean
  /** Typed amount in base units; null when empty or unreadable. */
  amount: bigint | null
  balance: bigint | null
  allowance: bigint | null
  /** What getExchangeAmount pays for the amount; null while unknown. */
  amountOut: bigint | null
  reserve: bigint | null
}

export type FlashButtonState =
  | { kind: 'switch'; messageKey: 'switchChain' }
  | { kind: 'login'; messageKey: 'connectWallet' }
  | { kind: 'disabled'; messageKey: MessageKey | 'flash.paused' | 'flash.underfunded' | 'flash.tooSmall' }
  | { kind: 'approve' }
  | { kind: 'exchange' }

/**
 * The flash exchange button: switch network (before everything); connect; no record; missing input (swap10, our pick of the spec's two readings);
 * above balance (swap11); a paused record or a reserve that cannot pay are refused here, before anything is
 * sent; approve while the allowance is below the amount; then exchange.
 */
export function flashButtonState(input: FlashButtonInput): FlashButtonState {
  if (input.wrongNetwork) return { kind: 'switch', messageKey: 'switchChain' }
  if (!input.connected) return { kind: 'login', messageKey: 'connectWallet' }
  if (!input.hasRecord) return { kind: 'disabled', messageKey: 'swap65' }
  if (!input.allowExchange) return { kind: 'disabled', messageKey: 'flash.paused' }
  if (input.amount === null || input.amount <= 0n) return { kind: 'disabled', messageKey: 'swap10' }
  if (input.balance === null || input.amount > input.balance) return { kind: 'disabled', messageKey: 'swap11' }
  if (input.amountOut !== null && input.amountOut === 0n) return { kind: 'disabled', messageKey: 'flash.tooSmall' }
  if (input.amountOut !== null && input.reserve !== null && input.amountOut > input.reserve) {
    return { kind: 'disabled', messageKey: 'flash.underfunded' }
  }
  if (input.allowance === null || input.allowance < input.amount) return { kind: 'approve' }
  return { kind: 'exchange' }
}
