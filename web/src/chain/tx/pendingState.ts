import type { Hex } from 'viem'
import type { FailureMessage } from './failureMessage'

/**
 * The spec's pending status (000 §4): 0 waiting for the wallet, 1 submitted (hash known, explorer link), 2 failed
 * (swap26); 3 and 4 are the waiting texts of liquidity removal and addition (pass `text`).
 */
export type PendingStatus = 0 | 1 | 2 | 3 | 4

export interface PendingState {
  status: PendingStatus
  /** What is being done, e.g. "Swapping 1 ETH for 3000 USDT". */
  text: string
  hash?: Hex
  chainId: number
  /** Submitted, then the receipt's word in the same popup: confirmed (status stays 1) or failed (status 2). */
  confirmed?: boolean
  /** Why it failed, in the user's language (status 2); the spec's swap26 when absent. */
  reason?: FailureMessage
}
