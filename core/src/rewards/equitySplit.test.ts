import { describe, expect, test } from 'vitest'
import { type EquityHolder, splitEquity } from './equitySplit'

/** A small deterministic generator, so a failing case can be replayed from its seed. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

describe('splitEquity', () => {
  test('each level shares a fifth; holders of a level share it equally', () => {
    const holders: EquityHolder[] = [
      { owner: '0xa', level: 1 },
      { owner: '0xb', level: 1 },
      { owner: '0xc', level: 5 },
    ]
    const { payments, paid, leftover } = splitEquity(1000n, holders)
    expect(payments).toEqual([
      { owner: '0xa', level: 1, amount: 100n },
      { owner: '0xb', level: 1, amount: 100n },
      { owner: '0xc', level: 5, amount: 200n },
    ])
    expect(paid).toBe(400n)
    // levels 2, 3 and 4 have no holder: their parts stay in the pool
    expect(leftover).toBe(600n)
  })

  test('nothing arrived or nobody holds a card: nothing paid', () => {
    expect(splitEquity(0n, [{ owner: '0xa', level: 3 }]).paid).toBe(0n)
    expect(splitEquity(999n, [{ owner: '0xa', level: 0 }])).toEqual({ payments: [], paid: 0n, leftover: 999n })
  })

  test('rounding down: remainders stay in the pool', () => {
    const holders = ['0xa', '0xb', '0xc'].map((owner) => ({ owner, level: 2 }))
    const { paid, leftover } = splitEquity(1001n, holders)
    expect(paid).toBe(198n) // 1001 / 5 = 200, 200 / 3 = 66 each
    expect(leftover).toBe(803n)
  })

  test('property: paid never exceeds what arrived, and paid + leftover = arrived', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(seed)
      const arrived = BigInt(Math.floor(r() * 1e15)) * BigInt(1 + Math.floor(r() * 1e6))
      const holders = Array.from({ length: Math.floor(r() * 60) }, (_, i) => ({
        owner: `0x${i}`,
        level: Math.floor(r() * 7) - 1,
      }))
      const { payments, paid, leftover } = splitEquity(arrived, holders)
      expect(paid).toBeLessThanOrEqual(arrived)
      expect(paid + leftover).toBe(arrived)
      expect(payments.reduce((s, p) => s + p.amount, 0n)).toBe(paid)
      for (const p of payments) expect(p.amount).toBeLessThanOrEqual(arrived / 5n)
    }
  })
})
