import { parseAbi } from 'viem'

/** The farm functions the mining pages use (a subset of core's farmAbi, so the page chunk stays small). */
export const farmPageAbi = parseAbi([
  'function pendingReward(uint256 pid, address account) view returns (uint256)',
  'function userInfo(uint256 pid, address account) view returns (uint256 amount, uint256 rewardDebt)',
  'function poolInfo(uint256 pid) view returns (address lpToken, uint256 allocPoint, uint256 lastRewardBlock, uint256 accRewardPerShare, uint256 totalStaked, uint256 totalReward, uint256 unclaimReward, uint256 rewardIndex)',
  'function poolsReward(uint256 pid) view returns (uint256)',
  'function deposit(uint256 pid, uint256 amount)',
  'function withdraw(uint256 pid, uint256 amount)',
  'function harvest(uint256 pid)',
])

/** The lock-staking functions the PHO single-staking panel uses (a subset of core's lockStakingAbi). */
export const lockStakingPageAbi = parseAbi([
  'function earned(address account) view returns (uint256)',
  'function balanceOf(address account) view returns (uint256)',
  'function lockData(address account) view returns (uint256)',
  'function stake(uint256 amount)',
  'function withdraw(uint256 amount, address to)',
  'function claimReward()',
])

/** Multicall3's head block and its time, read in the same multicall as the panels. */
export const multicallBlockAbi = parseAbi([
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
])
