import type { ChainErrorKind } from './chainError'

/*
 * What a screen names for a failed step: small, so the screens carry it while the revert-to-message map
 * (failureMessage.ts, revertMessages.ts) loads with the action's code (txRunner), not with the screen
 * (docs/decisions/0146-route-budget-150.md).
 */

/** Which catalogue key a failed chain step shows for what only the step can name (liquidity, other). */
export type FailureKeys = (kind: ChainErrorKind) => string

/** The spec's default (000 §8): a refusal in the wallet says so; any other failure of a transaction is swap26. */
export const transactionFailed: FailureKeys = () => 'swap26'

/** Approvals fail with swap74 (000 §8: "approve failure swap74"). */
export const approvalFailed: FailureKeys = () => 'swap74'

/** A router call explains a pool that cannot fill it; anything else is swap26. */
export const routerCallFailed: FailureKeys = (kind) => (kind === 'liquidity' ? 'swap12' : 'swap26')
