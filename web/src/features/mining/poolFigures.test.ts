import { describe, expect, it } from 'vitest'
import { formatCountdown } from '../../ui/format'
import { chainNow, poolTotalReward, todayReward, utcDayStart } from './poolFigures'

describe('pool figures', () => {
  it('day start is 00:00 UTC', () => {
    expect(utcDayStart(Date.UTC(2025, 0, 31, 13, 5) / 1000)).toBe(Date.UTC(2025, 0, 31) / 1000)
    expect(utcDayStart(Date.UTC(2025, 0, 31) / 1000)).toBe(Date.UTC(2025, 0, 31) / 1000)
  })

  it('total reward adds the emission since the last update only while something is staked', () => {
    const pool = { totalReward: 1000n, lastRewardBlock: 10n, totalStaked: 5n, perBlock: 7n, head: 13n }
    expect(poolTotalReward(pool)).toBe(1021n)
    expect(poolTotalReward({ ...pool, totalStaked: 0n })).toBe(1000n)
    expect(poolTotalReward({ ...pool, head: 10n })).toBe(1000n)
  })

  it("today's reward is the rate times today's blocks, capped by the total", () => {
    expect(todayReward(10n, 105n, 100n, 10_000n)).toBe(60n)
    expect(todayReward(10n, 105n, 100n, 30n)).toBe(30n)
    expect(todayReward(10n, 99n, 100n, 10_000n)).toBe(0n)
  })

  it('chain time follows a chain that is ahead of the wall clock', () => {
    expect(chainNow(1000, 900)).toBe(1000)
    expect(chainNow(1000, 1600)).toBe(1600)
    expect(chainNow(1000, undefined)).toBe(1000)
  })

  it('counts down in HH:MM:SS and stops at the unlock', () => {
    expect(formatCountdown(1000 + 600, 1000)).toBe('00:10:00')
    expect(formatCountdown(1000 + 3 * 3600 + 61, 1000)).toBe('03:01:01')
    expect(formatCountdown(1000, 1000)).toBeNull()
    expect(formatCountdown(999, 1000)).toBeNull()
  })
})
