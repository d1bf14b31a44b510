/**
 * Every revert string of our contracts (contracts/src/**\/*.sol) a user can hit from the app, and the message it
 * shows: a general kind (slippage, deadline, allowance, balance) or a key of its own under `chainTx.revert`.
 * A reason with a figure (`figure`) is completed by the screen that knows it (the vote's remaining capacity).
 * Strings only an operator or a deploy can hit are listed in `OPERATOR_ONLY_REVERTS`; the unit test checks that
 * every `require` string of the contracts is in one of the two lists.
 */
export type RevertEntry =
  | { kind: 'slippage' | 'expired' | 'liquidity' | 'allowance' | 'balance' }
  | { key: string; figure?: 'voteCapacity' }

const slippage = { kind: 'slippage' } as const
const liquidity = { kind: 'liquidity' } as const
const revert = (name: string) => ({ key: `chainTx.revert.${name}` })

export const REVERT_MESSAGES: Readonly<Record<string, RevertEntry>> = {
  // AMM: router, library, pair (the Uniswap V2 reasons under our prefixes)
  'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT': slippage,
  'PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT': slippage,
  'PhoSwapRouter: INSUFFICIENT_A_AMOUNT': slippage,
  'PhoSwapRouter: INSUFFICIENT_B_AMOUNT': slippage,
  'PhoSwapRouter: EXPIRED': { kind: 'expired' },
  'PhoSwapRouter: INVALID_PATH': revert('invalidPath'),
  'PhoSwapLibrary: INVALID_PATH': revert('invalidPath'),
  'PhoSwapLibrary: IDENTICAL_ADDRESSES': revert('invalidPath'),
  'PhoSwapLibrary: ZERO_ADDRESS': revert('invalidPath'),
  'PhoSwapLibrary: INSUFFICIENT_LIQUIDITY': liquidity,
  'PhoSwapLibrary: INSUFFICIENT_INPUT_AMOUNT': liquidity,
  'PhoSwapLibrary: INSUFFICIENT_OUTPUT_AMOUNT': liquidity,
  'PhoSwapLibrary: INSUFFICIENT_AMOUNT': revert('tooSmall'),
  'PhoSwap: INSUFFICIENT_LIQUIDITY': liquidity,
  'PhoSwap: INSUFFICIENT_INPUT_AMOUNT': liquidity,
  'PhoSwap: INSUFFICIENT_OUTPUT_AMOUNT': liquidity,
  'PhoSwap: INSUFFICIENT_LIQUIDITY_MINTED': revert('tooSmall'),
  'PhoSwap: INSUFFICIENT_LIQUIDITY_BURNED': revert('tooSmall'),
  'PhoSwap: K': revert('tokenTax'),
  'TransferHelper: TRANSFER_FROM_FAILED': revert('transferFailed'),
  'TransferHelper: TRANSFER_FAILED': revert('transferFailed'),
  'TransferHelper: ETH_TRANSFER_FAILED': revert('transferFailed'),
  // mining
  'Farm: NO_POOL': revert('noPool'),
  'Farm: EXCEEDS_STAKE': revert('exceedsStake'),
  'Farm: EXCEEDS_BALANCE': revert('rewardsShort'),
  'LockStaking: ZERO_AMOUNT': revert('zeroAmount'),
  'LockStaking: LOCKED': revert('locked'),
  'LockStaking: EXCEEDS_STAKE': revert('exceedsStake'),
  'LockStaking: PERIOD_RUNNING': revert('periodRunning'),
  // rewards
  'GoodVote: ZERO_AMOUNT': revert('zeroAmount'),
  'GoodVote: NOT_STARTED': revert('notStarted'),
  'GoodVote: ENDED': revert('ended'),
  'GoodVote: CAP': { key: 'chainTx.revert.voteCap', figure: 'voteCapacity' },
  'GoodVote: EXCEEDS_DEPOSIT': revert('exceedsDeposit'),
  'GoodVote: OVERPAID': revert('rewardsShort'),
  'CommunityStake: ZERO_AMOUNT': revert('zeroAmount'),
  'CommunityStake: CLOSED': revert('closed'),
  'CommunityStake: RELEASE_STARTED': revert('closed'),
  'CommunityStake: NOTHING_TO_CLAIM': revert('nothingToClaim'),
  'WithdrawVault: CLAIMED': revert('claimed'),
  'WithdrawVault: EXPIRED': revert('claimExpired'),
  'WithdrawVault: INVALID_SIGNATURE': revert('badClaim'),
  'WithdrawVault: NOT_RECIPIENT': revert('badClaim'),
  'WithdrawVault: PAUSED': revert('vaultUnavailable'),
  'WithdrawVault: INSUFFICIENT_BALANCE': revert('vaultUnavailable'),
  'WithdrawVault: SHORT_TRANSFER': revert('vaultUnavailable'),
  // exchanges
  'FlashExchange: ZERO_AMOUNT': revert('zeroAmount'),
  'FlashExchange: ZERO_OUT': revert('tooSmall'),
  'FlashExchange: INSUFFICIENT_RESERVE': revert('reserve'),
  'FlashExchange: INSUFFICIENT_OUTPUT_AMOUNT': slippage,
  'FlashExchange: DISABLED': revert('disabled'),
  'FlashExchange: NO_RECORD': revert('disabled'),
  'FlashExchange: IDENTICAL_TOKENS': revert('invalidPath'),
  'PackExchange: ZERO_AMOUNT': revert('zeroAmount'),
  'PackExchange: NOTHING_RECEIVED': revert('transferFailed'),
}

/** Reverts of operator calls, deploys and test contracts: the app never sends these calls. */
export const OPERATOR_ONLY_REVERTS: readonly string[] = [
  'PhoSwap: FORBIDDEN', // factory fee settings
  'WithdrawVault: NOT_PUBLISHER', // publishLiabilities: the operator's publisher key only
  'WithdrawVault: PUBLISHED',
  'WithdrawVault: FUTURE_BLOCK',
  'PhoSwap: PAIR_EXISTS', // createPair: the router only creates a missing pair
  'PhoSwap: ZERO_ADDRESS',
  'PhoSwap: IDENTICAL_ADDRESSES',
  'PhoSwap: LOCKED', // re-entry
  'PhoSwap: OVERFLOW', // reserves above 2^112
  'PhoSwap: INVALID_TO',
  'PhoSwap: TRANSFER_FAILED',
  'TransferHelper: APPROVE_FAILED',
  'Farm: ZERO_ADDRESS',
  'Farm: POOL_EXISTS',
  'LockStaking: ZERO_RATE',
  'LockStaking: ZERO_DURATION',
  'LockStaking: ZERO_ADDRESS',
  'GoodVote: BAD_SCHEDULE',
  'GoodVote: ZERO_CAP',
  'GoodVote: STARTED',
  'GoodVote: UNDERFUNDED',
  'CommunityStake: ZERO_DURATION',
  'CommunityStake: START_PASSED',
  'WithdrawVault: ZERO_ADDRESS',
  'FlashExchange: ZERO_RATIO',
  'FlashExchange: ZERO_ADDRESS',
  'PackExchange: ZERO_ADDRESS',
  'Multicall3: call failed', // reads only
  'Multicall3: value mismatch',
  'FlashBorrower: REPAY', // test contract
  'PHO: ZERO_SINK', // setSinks, owner only
]

/** OpenZeppelin 5's ERC-20 custom errors, by name and selector (a node without the ABI shows the selector). */
export const ERC20_ERRORS: readonly { pattern: RegExp; kind: 'allowance' | 'balance' }[] = [
  { pattern: /ERC20InsufficientAllowance|0xfb8f41b2/i, kind: 'allowance' },
  { pattern: /ERC20InsufficientBalance|0xe450d38c/i, kind: 'balance' },
  { pattern: /transfer amount exceeds allowance|insufficient allowance/i, kind: 'allowance' },
  { pattern: /transfer amount exceeds balance|insufficient balance/i, kind: 'balance' },
]

/** The first of our revert strings in an error's text ("Prefix: CODE"), or undefined. */
export function revertReasonIn(text: string): string | undefined {
  for (const match of text.matchAll(/([A-Za-z0-9]+): ([A-Z0-9_]+)\b/g)) {
    const reason = `${match[1]}: ${match[2]}`
    if (reason in REVERT_MESSAGES) return reason
  }
  return undefined
}
