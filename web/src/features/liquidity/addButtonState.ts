import type { MessageKey } from '@phoswap/core/messages/keys'

export interface AddButtonInput {
  /** The wallet must switch network first: shown before every other state. */
  wrongNetwork: boolean
  connected: boolean
  hasTokenA: boolean
  hasTokenB: boolean
  /** Typed amounts in base units; null when empty or unreadable. */
  amountA: bigint | null
  amountB: bigint | null
  balanceA: bigint | null
  balanceB: bigint | null
  /** Router allowances; null for the native coin (nothing to approve) or while unknown. */
  allowanceA: bigint | null
  allowanceB: bigint | null
  needsApprovalA: boolean
  needsApprovalB: boolean
  /** The deposit would mint no LP token (or the pool cannot pair the amounts). */
  insufficientLiquidity: boolean
  /** Native and wrapped native in the two slots. */
  wrap: 'wrap' | 'unwrap' | null
}

export type AddButtonState =
  | { kind: 'switch'; messageKey: 'switchChain' }
  | { kind: 'login'; messageKey: 'connectWallet' }
  | { kind: 'disabled'; messageKey: MessageKey }
  | { kind: 'approve'; tokens: ('A' | 'B')[] }
  | { kind: 'wrap' | 'unwrap'; messageKey: 'wrap' | 'unwrap' }
  | { kind: 'supply'; messageKey: 'supply' }

const positive = (v: bigint | null): v is bigint => v !== null && v > 0n

/**
 * The add-liquidity button in the spec's order (000 §4), after our switch-network state: switch; login; insufficient liquidity (swap12); no input
 * (swap10); insufficient balance (swap11); no token; approve buttons for each token whose allowance is below its
 * amount; wrap; unwrap; supply. Wrap and unwrap skip the pool and allowance checks, as on the swap screen.
 */
export function addButtonState(input: AddButtonInput): AddButtonState {
  if (input.wrongNetwork) return { kind: 'switch', messageKey: 'switchChain' }
  if (!input.connected) return { kind: 'login', messageKey: 'connectWallet' }
  if (!input.wrap && input.insufficientLiquidity) return { kind: 'disabled', messageKey: 'swap12' }
  const needB = input.hasTokenB && !input.wrap
  if (!positive(input.amountA) || (needB && !positive(input.amountB))) return { kind: 'disabled', messageKey: 'swap10' }
  if (input.balanceA === null || input.amountA > input.balanceA) return { kind: 'disabled', messageKey: 'swap11' }
  if (needB && (input.balanceB === null || (input.amountB ?? 0n) > input.balanceB)) {
    return { kind: 'disabled', messageKey: 'swap11' }
  }
  if (!input.hasTokenA || !input.hasTokenB) return { kind: 'disabled', messageKey: 'selectToken' }
  if (input.wrap) return { kind: input.wrap, messageKey: input.wrap }
  const tokens: ('A' | 'B')[] = []
  if (input.needsApprovalA && (input.allowanceA === null || input.allowanceA < input.amountA)) tokens.push('A')
  if (input.needsApprovalB && (input.allowanceB === null || input.allowanceB < (input.amountB ?? 0n))) tokens.push('B')
  if (tokens.length > 0) return { kind: 'approve', tokens }
  return { kind: 'supply', messageKey: 'supply' }
}
