import { describe, expect, test } from 'vitest'
import {
  amountSetting,
  DEFAULT_GDT_RULES,
  type GdtRules,
  miningRewards,
  poolShortfall,
  ppmSetting,
  shareRewards,
  swapReward,
  tradeRewards,
  whiteListRewards,
} from './gdtRewards'

const E18 = 10n ** 18n
const A = '0x00000000000000000000000000000000000000a1'
const B = '0x00000000000000000000000000000000000000b2'
const C = '0x00000000000000000000000000000000000000c3'
const rules: GdtRules = { tradeRatePpm: 1_000, tradeDailyCap: 10n * E18, shareRatePpm: 100_000, miningRatePpm: 10_000 }

describe('trade reward', () => {
  test('volume × rate, summed per trader before rounding down', () => {
    // 999 base units each earn 0.999 → 0 alone, but two of them earn 1 together.
    expect(swapReward(999n, rules)).toBe(0n)
    const map = tradeRewards(
      [
        { trader: A, usdtVolume: 999n },
        { trader: A, usdtVolume: 1001n },
      ],
      rules,
    )
    expect(map.get(A)).toBe(2n)
  })
  test('100 USDT earns 0.1 GDT at the default rate', () => {
    expect(tradeRewards([{ trader: A, usdtVolume: 100n * E18 }], DEFAULT_GDT_RULES).get(A)).toBe(E18 / 10n)
  })
  test('the daily cap cuts, exactly at the edge and one above', () => {
    const atCap = tradeRewards([{ trader: A, usdtVolume: 10_000n * E18 }], rules)
    expect(atCap.get(A)).toBe(10n * E18)
    const above = tradeRewards([{ trader: A, usdtVolume: 10_000n * E18 + 1000n }], rules)
    expect(above.get(A)).toBe(10n * E18)
    const noCap = tradeRewards([{ trader: A, usdtVolume: 20_000n * E18 }], { ...rules, tradeDailyCap: 0n })
    expect(noCap.get(A)).toBe(20n * E18)
  })
  test('swaps without a USDT side and a zero rate pay nothing', () => {
    expect(tradeRewards([{ trader: A, usdtVolume: 0n }], rules).size).toBe(0)
    expect(tradeRewards([{ trader: A, usdtVolume: E18 }], { ...rules, tradeRatePpm: 0 }).size).toBe(0)
  })
})

describe('share reward', () => {
  test('the inviter gets the share of direct invitees only, summed', () => {
    const trade = new Map([
      [B, 10n * E18],
      [C, 5n * E18],
    ])
    const inviter = new Map([
      [B, A],
      [C, A],
      [A, null],
    ])
    const share = shareRewards(trade, (a) => inviter.get(a) ?? null, rules)
    expect(share.get(A)).toBe((15n * E18) / 10n)
    expect(share.size).toBe(1)
  })
  test('no inviter, a self-reference or a zero rate pays nothing', () => {
    const trade = new Map([[B, 10n * E18]])
    expect(shareRewards(trade, () => null, rules).size).toBe(0)
    expect(shareRewards(trade, (a) => a, rules).size).toBe(0)
    expect(shareRewards(trade, () => A, { shareRatePpm: 0 }).size).toBe(0)
  })
  test('one level only: the inviter of the inviter gets nothing', () => {
    const trade = new Map([[C, 10n * E18]])
    const share = shareRewards(trade, (a) => (a === C ? B : a === B ? A : null), rules)
    expect([...share.keys()]).toEqual([B])
  })
})

describe('mining reward', () => {
  test('PHO harvested × rate, summed per user before rounding; nothing for 0 or below one unit', () => {
    const map = miningRewards(
      [
        { user: A, amount: 50n },
        { user: A, amount: 50n },
        { user: B, amount: 99n },
        { user: C, amount: 0n },
      ],
      rules,
    )
    expect(map).toEqual(new Map([[A, 1n]]))
    expect(miningRewards([{ user: A, amount: 100n * E18 }], DEFAULT_GDT_RULES).get(A)).toBe(E18)
  })
})

describe('white list and the pool', () => {
  test('grants add up per address; zero grants are skipped', () => {
    const map = whiteListRewards([
      { id: 1, address: A, amount: 5n },
      { id: 2, address: A, amount: 7n },
      { id: 3, address: B, amount: 0n },
    ])
    expect(map).toEqual(new Map([[A, 12n]]))
  })
  test('a day is paid whole from its pool or refused with the shortfall', () => {
    const due = new Map([
      [A, 6n],
      [B, 4n],
    ])
    expect(poolShortfall(due, 10n)).toBe(0n)
    expect(poolShortfall(due, 9n)).toBe(1n)
    expect(poolShortfall(new Map(), 0n)).toBe(0n)
  })
  test('settings fall back to the default on bad text', () => {
    expect(ppmSetting('2500', 1)).toBe(2500)
    expect(ppmSetting('1000001', 1)).toBe(1)
    expect(ppmSetting('-1', 1)).toBe(1)
    expect(ppmSetting(null, 7)).toBe(7)
    expect(amountSetting('0', 5n)).toBe(0n)
    expect(amountSetting('1.5', 5n)).toBe(5n)
  })
})
