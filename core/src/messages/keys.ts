/**
 * The error catalogue and user texts, by i18n key. Keys named by the spec (`swap10`, `swap26` ...) keep their
 * names; the other texts get camelCase names. The value is the English meaning (the en-US text may phrase it
 * better); `{{name}}` marks an i18next interpolation the caller fills.
 */
export const MESSAGES = {
  // --- keys named by spec 000 (exchange core) ---
  /** No amount entered (swap, add/remove liquidity, stake popup; flash exchange in one reading). */
  swap10: 'Please enter an amount',
  /** Amount above balance (add liquidity, mining, reward wallet). */
  swap11: 'Insufficient balance',
  /** The pools cannot fill this trade; the swap and supply buttons are disabled with it. */
  swap12: 'Insufficient liquidity for this trade',
  /** Transaction failed (pending status 2, flash exchange). */
  swap26: 'Transaction failed',
  /** A menu entry without a page yet. */
  swap65: 'Coming soon',
  /** Claim succeeded. */
  swap67: 'Claimed successfully',
  /** Approve transaction failed (flash exchange, mining, vote). */
  swap74: 'Approval failed',
  /** Harvest with zero pending reward. */
  swap162: 'Nothing to harvest',

  // --- keys named by spec 001 (rewards area), kept here so both areas share one catalogue ---
  /** Claim with nothing claimable (second reading of swap162). */
  swap218: 'Nothing to claim',
  /** Stake succeeded. */
  swap241: 'Staked successfully',
  /** An entry that is not open yet (mall, rewards area). */
  swap267: 'Not open yet',
  /** Transaction hash entered for verification. */
  swap311: 'Hash submitted',
  /** Pledge succeeded. */
  swap336: 'Pledged successfully',
  /** Coupon or asset exchange succeeded. */
  swap340: 'Exchanged successfully',
  /** Starting a group needs a leader coupon. */
  swap384: 'No leader coupon',
  /** Group started. */
  swap385: 'Group started',
  /** Coupon exchange count of zero. */
  swap390: 'Exchange quantity cannot be 0',
  /** Deposit succeeded. */
  swap391: 'Deposited successfully',
  /** Follows a coin name: "GDT insufficient". */
  swap392: 'insufficient',
  /** Withdrawal request accepted. */
  swap393: 'Withdrawal submitted',
  /** Withdrawal paid. */
  swap412: 'Withdrawn successfully',
  /** The chain withdrawal transaction failed. */
  swap416: 'Withdrawal failed on chain',
  /** The wallet did not sign. */
  home49: 'Signature failed',

  // --- swap and liquidity buttons and states (spec 000 section 4) ---
  /** Main button when no wallet is connected (swap "connect", add liquidity "login"). */
  connectWallet: 'Connect wallet',
  /** The swap button for a sell-only target token (the spec showed swap26 there, before anything was sent). */
  buyBlocked: '{{symbol}} can only be sold here, not bought',
  /** No token chosen in one of the slots. */
  selectToken: 'Select a token',
  /** Approve button for a token. */
  approveToken: 'Approve {{symbol}}',
  /** While the approval is pending. */
  approving: 'Approving',
  /** Native to wrapped, 1:1. */
  wrap: 'Wrap',
  /** Wrapped to native, 1:1. */
  unwrap: 'Unwrap',
  /** The swap button. */
  swap: 'Swap',
  /** Swap button when the impact warning applies and expert mode is off. */
  swapAnyway: 'Swap anyway',
  /** Add liquidity button. */
  supply: 'Supply',
  /** Remove liquidity button. */
  remove: 'Remove',
  /** Disabled button at 20% price impact or more without expert mode. */
  priceImpactTooHigh: 'Price impact too high',
  /** Title of the warning popup above 10% price impact. */
  priceImpactWarningTitle: 'Price impact warning',
  /** Body of that popup. */
  priceImpactWarning: 'This trade has a price impact of more than 10%. You may receive much less than expected.',
  /** The popup's continue choice. */
  continue: 'Continue',
  /** Cancel choice of any popup. */
  cancel: 'Cancel',
  /** Pending status 0: the wallet must confirm. */
  waitingForConfirmation: 'Waiting for confirmation',
  /** Pending status 0 detail: what the wallet is asked to do. */
  confirmInWallet: 'Confirm this transaction in your wallet',
  /** Pending status 1: hash known. */
  transactionSubmitted: 'Transaction submitted',
  /** Link to the explorer for a hash. */
  viewOnExplorer: 'View on explorer',
  /** Pending status 3: removal waiting. */
  waitingRemoveLiquidity: 'Removing {{amountA}} {{symbolA}} and {{amountB}} {{symbolB}}',
  /** Pending status 4: addition waiting. */
  waitingAddLiquidity: 'Supplying {{amountA}} {{symbolA}} and {{amountB}} {{symbolB}}',
  /** Toast when a receipt arrives with success. */
  transactionConfirmed: 'Transaction confirmed',
  /** Transaction history: nothing yet. */
  noTransactions: 'Your transactions will appear here',
  /** Transaction history: clear button. */
  clearAll: 'Clear all',
  /** Token picker: a valid address not in the list, offered for import. */
  importToken: 'Import token',
  /** Import pool: no LP held. */
  noLiquidityFound: 'No liquidity found',
  /** Harvest button of a mining panel. */
  harvest: 'Harvest',

  // --- validation (spec 000 section 5) ---
  /** Custom slippage that is not a number, or 50% or more (not saved). */
  enterValidSlippage: 'Enter a valid slippage percentage',
  /** Custom slippage of 0. */
  slippageMayFail: 'Your transaction may fail',
  /** Custom slippage above 5%. */
  slippageMayBeFrontrun: 'Your transaction may be frontrun',
  /** Deadline that is not a whole number of minutes in range. */
  enterValidDeadline: 'Enter a valid deadline',
  /** An amount the app cannot read: more decimals than the token has, or not a number. */
  invalidAmount: 'Cannot parse as bignumber',

  // --- error catalogue (spec 000 section 8) ---
  /** HTTP failure without a body message. */
  somethingWentWrong: 'Something went wrong, please try again later',
  /** HTTP 500. */
  serverError: 'Server error, please try again later',
  /** Request timed out. */
  connectionTimedOut: 'Connection timed out',
  /** Other HTTP failures: status and message. */
  requestFailed: 'Request failed ({{status}}): {{message}}',
  /** Gas estimate failed for token to native. */
  tryIncreasingSlippage: 'Try increasing your slippage tolerance.',
  /** Title of the popup when token to token fails twice. */
  tokenSwapErrorTitle: 'Error',
  /** Body of that popup. */
  tokenSwapError:
    'This transaction will not succeed, probably because of an issue with one of the tokens you are swapping.',
  /** The user rejected the request in the wallet. */
  transactionRejected: 'Transaction rejected',
  /** The wallet is on a network the app does not serve. */
  switchChain: 'Please switch to the correct chain',
  /** A feature that is not available yet. */
  notOpen: 'This feature is not open yet',
  /** Copy to clipboard worked. */
  copySuccess: 'Copied',
  /** Copy to clipboard failed. */
  copyFailure: 'Cannot copy, your browser does not support automatic copying',

  // --- invitation and binding (spec 000 section 4, spec 001 section 5) ---
  /** Bind: empty invite link. */
  fillInviteLink: 'Please fill in the referral invite link',
  /** Bind: the link has no invite_Code. */
  invalidInviteLink: 'Invalid invite link',
  /** Bind or vote withdraw: the wallet did not sign. */
  signatureFailed: 'Signature failed',
  /** Copy invite link before a referrer is bound. */
  connectReferrerFirst: 'Connect a referrer first',
  /** Bind succeeded (when the server sends no text of its own). */
  bindSuccess: 'Bound successfully',

  // --- other texts of spec 001 section 8 ---
  /** Withdrawal request refused. */
  withdrawFailed: 'Withdrawal failed',
  /** Airdrop: no reward today. */
  noReward: 'No reward',
  /** Airdrop: holdings below the requirement. */
  belowEvaluationStandard: 'Below the evaluation standard',
  /** Vote: empty amount. */
  enterQuantity: 'Please enter a quantity',
  /** Vote deposit failed on chain. */
  contractVoteFailed: 'Vote transaction failed',
  /** Vote deposit succeeded. */
  voteSuccess: 'Voted successfully',
  /** Vote withdraw failed on chain. */
  contractWithdrawFailed: 'Withdraw transaction failed',
  /** Vote withdraw succeeded. */
  withdrawSuccess: 'Withdrawn successfully',
} as const

export type MessageKey = keyof typeof MESSAGES

/** Every key, in catalogue order; the web app's test checks each locale holds all of them. */
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[]
