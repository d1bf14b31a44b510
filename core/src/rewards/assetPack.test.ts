import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PACK_EXCHANGE_RATE_PPM,
  dailyStatic,
  expectedProfit,
  type PackState,
  packExchangeCredit,
  packExchangeRatePpm,
  packOutput,
  packPledgeAmount,
  packTermsValid,
  ppmText,
  settleDay,
} from './assetPack'

const E18 = 10n ** 18n
const terms = { pledgeAmount: 1000n * E18, staticRatePpm: 10_000, profitRatePpm: 1_500_000 }

describe('asset pack terms', () => {
  it('output, daily static and profit in integers', () => {
    expect(packOutput(terms)).toBe(1500n * E18)
    expect(dailyStatic(terms)).toBe(10n * E18)
    expect(expectedProfit(terms)).toBe(500n * E18)
    expect(dailyStatic({ pledgeAmount: 99n, staticRatePpm: 10_000 })).toBe(0n)
  })
  it('ppm as exact decimal text', () => {
    expect(ppmText(10_000)).toBe('0.01')
    expect(ppmText(1_500_000)).toBe('1.5')
    expect(ppmText(1_000_000)).toBe('1')
    expect(ppmText(1)).toBe('0.000001')
  })
})

describe('settleDay', () => {
  const tree: Record<string, string[]> = { carol: ['bob', 'alice'], bob: ['alice'], alice: [] }
  const up = (o: string) => tree[o] ?? []

  it('pays static, then 10% and 5% of invitees’ static to the inviters’ packs', () => {
    const packs: PackState[] = [
      { id: 1, owner: 'alice', dailyStatic: 10n, remaining: 1000n },
      { id: 2, owner: 'bob', dailyStatic: 100n, remaining: 1000n },
      { id: 3, owner: 'carol', dailyStatic: 1000n, remaining: 5000n },
    ]
    expect(settleDay(packs, up)).toEqual([
      { id: 1, owner: 'alice', static: 10n, dynamic: 10n + 50n },
      { id: 2, owner: 'bob', static: 100n, dynamic: 100n },
      { id: 3, owner: 'carol', static: 1000n, dynamic: 0n },
    ])
  })

  it('cuts at the remaining output, fills the oldest pack first, and pays no inviter without a pack', () => {
    const packs: PackState[] = [
      { id: 5, owner: 'bob', dailyStatic: 100n, remaining: 30n },
      { id: 7, owner: 'bob', dailyStatic: 100n, remaining: 120n },
      { id: 9, owner: 'carol', dailyStatic: 1000n, remaining: 5000n },
    ]
    // bob: static 30 + 100; dynamic from carol 100 goes to pack 7's last 20; alice has no pack.
    expect(settleDay(packs, up)).toEqual([
      { id: 5, owner: 'bob', static: 30n, dynamic: 0n },
      { id: 7, owner: 'bob', static: 100n, dynamic: 20n },
      { id: 9, owner: 'carol', static: 1000n, dynamic: 0n },
    ])
  })

  it('property: no pack is ever paid past its total output, whatever the tree and the days', () => {
    let seed = 12345
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed % n
    }
    let negative = 0
    let overpaid = 0
    let paidTotal = 0n
    for (let round = 0; round < 50; round++) {
      const owners = Array.from({ length: 30 }, (_, i) => `u${i}`)
      const parent = new Map(owners.map((o, i) => [o, i === 0 ? null : owners[rand(i)]!]))
      const ancestors = (o: string) => {
        const out: string[] = []
        for (let p = parent.get(o); p && out.length < 2; p = parent.get(p)) out.push(p)
        return out
      }
      const packs = Array.from({ length: 60 }, (_, id) => {
        const output = BigInt(1 + rand(10_000))
        return { id, owner: owners[rand(30)]!, dailyStatic: BigInt(rand(500)), output, paid: 0n }
      })
      for (let day = 0; day < 40; day++) {
        const state = packs
          .filter((p) => p.paid < p.output)
          .map((p) => ({ id: p.id, owner: p.owner, dailyStatic: p.dailyStatic, remaining: p.output - p.paid }))
        for (const pay of settleDay(state, ancestors)) {
          if (pay.static < 0n || pay.dynamic < 0n) negative++
          packs[pay.id]!.paid += pay.static + pay.dynamic
          paidTotal += pay.static + pay.dynamic
        }
        overpaid += packs.filter((p) => p.paid > p.output).length
      }
    }
    expect({ negative, overpaid }).toEqual({ negative: 0, overpaid: 0 })
    expect(paidTotal).toBeGreaterThan(0n)
  })
})

describe('pack exchange rate', () => {
  it('the setting as ppm: default 1:1, a malformed or out-of-range value falls back to it', () => {
    expect(packExchangeRatePpm(null)).toBe(DEFAULT_PACK_EXCHANGE_RATE_PPM)
    expect(packExchangeRatePpm('1500000')).toBe(1_500_000)
    for (const bad of ['', '0', '-1', '1.5', '01', '100000001', 'abc']) {
      expect(packExchangeRatePpm(bad)).toBe(DEFAULT_PACK_EXCHANGE_RATE_PPM)
    }
  })

  it('credits received × rate, rounded down, in base units', () => {
    expect(packExchangeCredit(25n * E18, DEFAULT_PACK_EXCHANGE_RATE_PPM)).toBe(25n * E18)
    expect(packExchangeCredit(2n * E18, 1_500_000)).toBe(3n * E18)
    expect(packExchangeCredit(3n, 500_000)).toBe(1n)
  })
})

describe('operator package bounds', () => {
  it('takes a pledge of 1 to 10^30 base units as digits only', () => {
    expect(packPledgeAmount('1')).toBe(1n)
    expect(packPledgeAmount(`1${'0'.repeat(30)}`)).toBe(10n ** 30n)
    for (const bad of ['0', '-1', '1.5', '01', ' 1', '1e3', `1${'0'.repeat(30)}1`, `2${'0'.repeat(30)}`]) {
      expect(packPledgeAmount(bad), bad).toBeNull()
    }
  })

  it('takes a static rate above 0 up to 100% a day and an output 1× to 100× that pays at least a base unit a day', () => {
    const t = (staticRatePpm: number, profitRatePpm: number, pledgeAmount = 100n * E18) =>
      packTermsValid({ pledgeAmount, staticRatePpm, profitRatePpm })
    expect(t(10_000, 1_500_000)).toBe(true)
    expect(t(1_000_000, 1_000_000)).toBe(true)
    expect(t(1, 100_000_000)).toBe(true)
    expect(t(0, 1_500_000)).toBe(false)
    expect(t(1_000_001, 1_500_000)).toBe(false)
    expect(t(10_000, 999_999)).toBe(false)
    expect(t(10_000, 100_000_001)).toBe(false)
    expect(t(10_000.5, 1_500_000)).toBe(false)
    expect(t(10_000, 1_500_000, 99n)).toBe(false)
    expect(t(10_000, 1_500_000, 100n)).toBe(true)
  })
})
