/**
 * What an on-chain action runs once the user confirms it: simulate, send, wait for the receipt, sign a permit.
 * Loaded by useChainAction on the first action (viem's wallet actions and signature parsing, about 25 KB gzip),
 * not with the screen: a screen that only shows figures never needs it (issue 17).
 */
export { signTypedData, waitForTransactionReceipt } from 'wagmi/actions'
export { permitTypedData } from './permit'
export { splitPermitSignature } from './permitSignature'
export { estimateNetworkFee, sendChecked, simulateTx } from './sendChecked'
