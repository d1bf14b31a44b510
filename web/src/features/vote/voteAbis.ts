import { parseAbi } from 'viem'

/** The vote functions the page uses (a subset of core's goodVoteAbi, so the page chunk stays small). */
export const votePageAbi = parseAbi([
  'function depositInfo(address account) view returns (uint256 amount, uint256 reward_)',
  'function depositTotal() view returns (uint256)',
  'function depositCap() view returns (uint256)',
  'function startTime() view returns (uint256)',
  'function endTime() view returns (uint256)',
  'function deposit(uint256 amount)',
  'function withdraw(uint256 amount)',
])
