import { describe, expect, it } from 'vitest'
import {
  couponCost,
  DEFAULT_GROUP_SETTINGS,
  exchangeMax,
  GROUP_SIZE,
  groupDeadline,
  groupLevel,
  MAX_GROUP_LEVEL,
  settlementShares,
} from './groupBuy'

const E18 = 10n ** 18n
const members = Array.from({ length: GROUP_SIZE }, (_, i) => ({ address: `0x${i}`, isLeader: i === 0 }))

describe('group-buy rules', () => {
  it('a coupon costs the spec’s value × 100 of GDB by default', () => {
    expect(couponCost(3, DEFAULT_GROUP_SETTINGS.gg)).toBe(300n * E18)
    expect(couponCost(0, DEFAULT_GROUP_SETTINGS.vg)).toBe(0n)
    expect(() => couponCost(1.5, DEFAULT_GROUP_SETTINGS.gg)).toThrow()
  })

  it('the exchange stepper runs from 0 to the coupons held (spec), at most 1000 at once', () => {
    expect(exchangeMax(0)).toBe(0)
    expect(exchangeMax(3)).toBe(3)
    expect(exchangeMax(5000)).toBe(1000)
    expect(exchangeMax(-1)).toBe(0)
  })

  it('a group’s deadline is its start plus the setting', () => {
    const start = new Date('2026-01-01T00:00:00Z')
    expect(groupDeadline(start, DEFAULT_GROUP_SETTINGS.gg).toISOString()).toBe('2026-01-02T00:00:00.000Z')
  })

  it('GG: every member gets a product coupon, the leader also gets the coupon back', () => {
    const shares = settlementShares('gg', members)
    expect(shares[0]).toEqual({ address: '0x0', leaderCoupons: 1, productCoupons: 1 })
    expect(shares.slice(1).every((s) => s.leaderCoupons === 0 && s.productCoupons === 1)).toBe(true)
  })

  it('VG: every member gets a leader coupon, the leader two; no product coupons', () => {
    const shares = settlementShares('vg', members)
    expect(shares[0]).toEqual({ address: '0x0', leaderCoupons: 2, productCoupons: 0 })
    expect(shares.slice(1).every((s) => s.leaderCoupons === 1 && s.productCoupons === 0)).toBe(true)
  })

  it('settles only a full group', () => {
    expect(() => settlementShares('gg', members.slice(1))).toThrow()
  })

  it('the star level follows successful group times up to the max level', () => {
    expect(groupLevel(0)).toEqual({
      user_level: { level: 0, max_level: MAX_GROUP_LEVEL, times: 0 },
      next_level: { times: 3 },
    })
    expect(groupLevel(3).user_level.level).toBe(1)
    expect(groupLevel(29)).toMatchObject({ user_level: { level: 2 }, next_level: { times: 30 } })
    expect(groupLevel(10_000)).toMatchObject({ user_level: { level: 5, max_level: 5 }, next_level: { times: 300 } })
  })
})
