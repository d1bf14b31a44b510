import type { ChainErrorKind } from './chainError'

/** Which catalogue key a failed chain step shows, by what went wrong. */
export type FailureKeys = (kind: ChainErrorKind) => string

/** The spec's default (000 §8): a refusal in the wallet says so; any other failure of a transaction is swap26. */
export const transactionFailed: FailureKeys = () => 'swap26'

/** Approvals fail with swap74 (000 §8: "approve failure swap74"). */
export const approvalFailed: FailureKeys = () => 'swap74'

/** A router call explains slippage and a pool that cannot fill it; anything else is swap26. */
export const routerCallFailed: FailureKeys = (kind) =>
  kind === 'slippage' ? 'tryIncreasingSlippage' : kind === 'liquidity' ? 'swap12' : 'swap26'

/** The toast's key for an error: the wallet's refusal first, then the step's own keys. */
export function failureMessageKey(kind: ChainErrorKind, keys: FailureKeys): string {
  return kind === 'rejected' ? 'transactionRejected' : keys(kind)
}
