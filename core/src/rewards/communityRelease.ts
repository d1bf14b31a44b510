/**
 * What of `staked` the community stake has released at `now` (unix seconds): nothing until `start`, then linearly
 * over `duration`, everything after; rounded down, as CommunityStake.sol computes it.
 */
export function communityReleased(staked: bigint, start: bigint, duration: bigint, now: bigint): bigint {
  if (duration <= 0n || now <= start) return 0n
  const elapsed = now - start < duration ? now - start : duration
  return (staked * elapsed) / duration
}
