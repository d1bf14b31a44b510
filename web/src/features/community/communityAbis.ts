import { parseAbi } from 'viem'

/** The community stake functions the page sends (a subset of core's communityStakeAbi, so the chunk stays small). */
export const communityPageAbi = parseAbi(['function stake(uint256 amount)', 'function claim()'])
