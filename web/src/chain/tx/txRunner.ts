/**
 * What an on-chain action runs once the user confirms it: simulate, send, wait for the receipt, sign a permit, and
 * turn a failure into its message. Loaded by useChainAction on the first action (viem's wallet actions and signature
 * parsing, about 25 KB gzip; the failure map), not with the screen: a screen that only shows figures never needs it
 * (issue 17; docs/decisions/0146-route-budget-150.md).
 */
export { approveAction, checkCall, permitAction, sendAction } from './chainActions'
export { classifyChainError } from './chainError'
export { estimateNetworkFee } from './sendChecked'
