/**
 * The Good token vote's schedule (spec 001, constants): a pool of at most 10,000 Good deposited, 500 Good of
 * reward streamed over 50 days (10 Good a day) by deposited share. The contract (GoodVote.sol) takes these at
 * deployment; the page's rules text shows them.
 */
export const voteSchedule = {
  /** whole Good */
  depositCap: 10_000n,
  /** whole Good */
  rewardTotal: 500n,
  days: 50n,
  /** whole Good a day */
  perDay: 10n,
} as const

/** The share of holdings a vote may take, and of the entered value that is deposited, in percent (spec: 99%). */
export const voteCapPercent = 99n
