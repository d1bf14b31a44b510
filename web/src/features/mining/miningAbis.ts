/** The farm functions the mining pages use (a subset of core's farmAbi, so the page chunk stays small). */
export const farmPageAbi = [
  {
    type: 'function',
    name: 'pendingReward',
    stateMutability: 'view',
    inputs: [
      { type: 'uint256', name: 'pid' },
      { type: 'address', name: 'account' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'userInfo',
    stateMutability: 'view',
    inputs: [
      { type: 'uint256', name: 'pid' },
      { type: 'address', name: 'account' },
    ],
    outputs: [
      { type: 'uint256', name: 'amount' },
      { type: 'uint256', name: 'rewardDebt' },
    ],
  },
  {
    type: 'function',
    name: 'poolInfo',
    stateMutability: 'view',
    inputs: [{ type: 'uint256', name: 'pid' }],
    outputs: [
      { type: 'address', name: 'lpToken' },
      { type: 'uint256', name: 'allocPoint' },
      { type: 'uint256', name: 'lastRewardBlock' },
      { type: 'uint256', name: 'accRewardPerShare' },
      { type: 'uint256', name: 'totalStaked' },
      { type: 'uint256', name: 'totalReward' },
      { type: 'uint256', name: 'unclaimReward' },
      { type: 'uint256', name: 'rewardIndex' },
    ],
  },
  {
    type: 'function',
    name: 'poolsReward',
    stateMutability: 'view',
    inputs: [{ type: 'uint256', name: 'pid' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'uint256', name: 'pid' },
      { type: 'uint256', name: 'amount' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'uint256', name: 'pid' },
      { type: 'uint256', name: 'amount' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'harvest',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'uint256', name: 'pid' }],
    outputs: [],
  },
] as const

/** The lock-staking functions the PHO single-staking panel uses (a subset of core's lockStakingAbi). */
export const lockStakingPageAbi = [
  {
    type: 'function',
    name: 'earned',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'account' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'account' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'lockData',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'account' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'stake',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'uint256', name: 'amount' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'uint256', name: 'amount' },
      { type: 'address', name: 'to' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'claimReward', stateMutability: 'nonpayable', inputs: [], outputs: [] },
] as const

/** Multicall3's head block and its time, read in the same multicall as the panels. */
export const multicallBlockAbi = [
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256', name: 'blockNumber' }],
  },
  {
    type: 'function',
    name: 'getCurrentBlockTimestamp',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256', name: 'timestamp' }],
  },
] as const
