import { isUserRejection } from '../wallet/providerError'
import { errorText } from './errorText'
import { ERC20_ERRORS, REVERT_MESSAGES, revertReasonIn } from './revertMessages'

/** What went wrong with a call or a send, for the message the user sees. */
export type ChainErrorKind =
  | 'rejected'
  | 'noGas'
  | 'rpc'
  | 'slippage'
  | 'expired'
  | 'liquidity'
  | 'allowance'
  | 'balance'
  | 'contract'
  | 'other'

/** Thrown by sendChecked before the wallet opens: the account cannot pay gas limit x max fee (+ value). */
export class NotEnoughForFeeError extends Error {
  override name = 'NotEnoughForFeeError'
  constructor(
    /** The fee the node will require to be covered (gas limit x max price per gas), native base units. */
    readonly fee: bigint,
  ) {
    super('not enough native coin for the network fee')
  }
}

/** The fee-shortage error in the cause chain, if any. */
export function notEnoughForFee(error: unknown): NotEnoughForFeeError | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    if (current instanceof NotEnoughForFeeError) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** The error and the contract's own reason when it is one of ours ("GoodVote: CAP"). */
export interface ChainFailure {
  kind: ChainErrorKind
  reason?: string
}

/**
 * Sorts an error of viem, the wallet or the node: a refusal in the wallet (EIP-1193 4001), the native coin short for
 * the fee, a node that does not answer, then our contracts' revert strings (revertMessages.ts: slippage, deadline,
 * a pool that cannot fill it, or the contract's own reason), OpenZeppelin's allowance and balance errors, else other.
 */
export function classifyChainFailure(error: unknown): ChainFailure {
  const text = errorText(error)
  if (isUserRejection(error) || /user rejected|user denied|rejected the request/i.test(text))
    return { kind: 'rejected' }
  if (notEnoughForFee(error) || /insufficient funds|exceeds the balance of the account|gas \* price/i.test(text))
    return { kind: 'noGas' }
  const reason = revertReasonIn(text)
  if (reason) {
    const entry = REVERT_MESSAGES[reason]!
    return 'kind' in entry ? { kind: entry.kind, reason } : { kind: 'contract', reason }
  }
  for (const { pattern, kind } of ERC20_ERRORS) if (pattern.test(text)) return { kind }
  if (/HTTP request failed|Failed to fetch|fetch failed|timed out|took too long|ECONNREFUSED|NetworkError/i.test(text))
    return { kind: 'rpc' }
  return { kind: 'other' }
}

/** The kind alone (the screens that choose their own message by kind). */
export function classifyChainError(error: unknown): ChainErrorKind {
  return classifyChainFailure(error).kind
}
