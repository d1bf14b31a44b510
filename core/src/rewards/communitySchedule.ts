/**
 * The community consensus stake (CommunityStake.sol, docs/decisions/0066-community-stake.md): PHO is staked while
 * the window is open, all of it locked, then released linearly from the release start over the release
 * duration; both are set by the operator on the contract (setSchedule, before the release starts). These are
 * the defaults a deployment starts with: the release begins 30 days after deployment and lasts 180 days.
 */
export const communitySchedule = {
  /** the token staked, by symbol */
  token: 'PHO',
  /** days from deployment to the release start (the stake window) */
  startInDays: 30n,
  /** days the linear release lasts */
  releaseDays: 180n,
} as const
