/** Seconds in a UTC day. */
export const DAY_SECONDS = 86_400

/** 00:00 UTC of the day holding `nowSeconds`. */
export function utcDayStart(nowSeconds: number): number {
  return Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS
}

/**
 * All reward emitted to a farm pool up to the head block: the stored `totalReward` plus what the pool has earned
 * since its last update at its current per-block rate (`poolsReward`), which the contract adds on the next update.
 * A pool with nothing staked earns nothing (its share goes back to the budget).
 */
export function poolTotalReward(pool: {
  totalReward: bigint
  lastRewardBlock: bigint
  totalStaked: bigint
  perBlock: bigint
  head: bigint
}): bigint {
  const pending =
    pool.totalStaked > 0n && pool.head > pool.lastRewardBlock ? pool.perBlock * (pool.head - pool.lastRewardBlock) : 0n
  return pool.totalReward + pending
}

/**
 * Today's reward of a pool (docs/decisions/0015-mining-pages.md): the farm emits per block, so the reward of the UTC
 * day is the pool's per-block rate times the blocks mined since 00:00 UTC (`firstBlockToday` is the first of them),
 * never more than the pool's total.
 */
export function todayReward(perBlock: bigint, head: bigint, firstBlockToday: bigint, total: bigint): bigint {
  if (head < firstBlockToday) return 0n
  const emitted = perBlock * (head - firstBlockToday + 1n)
  return emitted < total ? emitted : total
}

/**
 * The chain's "now" for the unlock countdown: the wall clock, unless the chain's latest block is ahead of it (a
 * local chain whose time was moved forward), since the contract judges by block time.
 */
export function chainNow(wallSeconds: number, latestBlockTimestamp: number | undefined): number {
  return latestBlockTimestamp !== undefined && latestBlockTimestamp > wallSeconds ? latestBlockTimestamp : wallSeconds
}
