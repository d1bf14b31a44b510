import { describe, expect, it } from 'vitest'
import { type PackState, settleDay } from './assetPack'
import { assetPackDayInputs, recomputeRule, ruleVersion, sameCredits } from './explain'

/** A small deterministic generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let s = seed >>> 0
  return (n: number) => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s % n
  }
}

describe('explainable rules', () => {
  it("a pack's record recomputes to what the whole day's settleDay paid it, on random trees (static, dynamic, caps)", () => {
    let dynamic = 0
    let cut = 0
    for (let seed = 1; seed <= 60; seed++) {
      const r = random(seed)
      const owners = Array.from({ length: 12 }, (_, i) => `0x${String(i).padStart(40, '0')}`)
      const parent = new Map(owners.map((o, i) => [o, i === 0 ? null : owners[r(i)]!]))
      const ancestors = new Map(
        owners.map((o) => {
          const p1 = parent.get(o) ?? null
          const p2 = p1 ? (parent.get(p1) ?? null) : null
          return [o, [p1, p2].filter((a): a is string => a !== null)]
        }),
      )
      const states: PackState[] = Array.from({ length: 20 }, (_, id) => ({
        id: id + 1,
        owner: owners[r(owners.length)]!,
        dailyStatic: BigInt(1 + r(1000)) * 10n ** 15n,
        // Some packs nearly full: the static and dynamic parts are cut to what is left.
        remaining: r(4) === 0 ? BigInt(r(500)) * 10n ** 15n : 10n ** 21n,
      }))
      const payments = settleDay(states, (o) => ancestors.get(o) ?? [])
      const inputsOf = assetPackDayInputs(states, payments, ancestors)
      for (const pay of payments) {
        if (pay.dynamic > 0n) dynamic++
        if (pay.static + pay.dynamic === states.find((p) => p.id === pay.id)!.remaining) cut++
        const inputs = { coin_id: 6, variant: 'gdt', pack_id: pay.id, ...inputsOf(pay.owner) }
        const credits = recomputeRule(
          'asset-pack.day',
          ruleVersion('asset-pack.day'),
          JSON.parse(JSON.stringify(inputs)),
        )
        expect(credits, `seed ${seed} pack ${pay.id}`).toEqual([{ coin_id: 6, amount: pay.static + pay.dynamic }])
      }
    }
    // The cases are not all trivial: dynamic shares and packs paid up to their output both occur.
    expect(dynamic).toBeGreaterThan(50)
    expect(cut).toBeGreaterThan(10)
  })

  it('a trade record gives the capped sum of its swaps at its own rate; a later rate is not in it', () => {
    const inputs = {
      coin_id: 6,
      rate_ppm: 1000,
      daily_cap: '5',
      swaps: [
        { id: 1, chain_id: 1, tx_hash: '0x1', log_index: 0, usdt_volume: '3000' },
        { id: 2, chain_id: 1, tx_hash: '0x2', log_index: 0, usdt_volume: '1999' },
      ],
    }
    expect(recomputeRule('gdt.trade', 1, inputs)).toEqual([{ coin_id: 6, amount: 4n }])
    expect(recomputeRule('gdt.trade', 1, { ...inputs, daily_cap: '3' })).toEqual([{ coin_id: 6, amount: 3n }])
  })

  it('refuses a rule or version it does not have, and compares credits by coin', () => {
    expect(() => recomputeRule('gdt.guess', 1, {})).toThrow('no rule gdt.guess')
    expect(() => recomputeRule('gdt.trade', 2, {})).toThrow('has no version 2')
    expect(
      sameCredits(
        [
          { coin_id: 7, amount: 1n },
          { coin_id: 6, amount: 2n },
        ],
        [
          { coin_id: 6, amount: 2n },
          { coin_id: 7, amount: 1n },
        ],
      ),
    ).toBe(true)
    expect(sameCredits([{ coin_id: 6, amount: 2n }], [{ coin_id: 6, amount: 3n }])).toBe(false)
  })
})
