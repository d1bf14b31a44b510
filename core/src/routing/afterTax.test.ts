import { describe, expect, test } from 'vitest'
import { afterTax } from './afterTax'
import { beforeTax } from './beforeTax'

/** PHO's own arithmetic: four shares, each floored on its own (contracts/src/tokens/PhoToken.sol). */
function phoDelivers(value: bigint): bigint {
  return value - (value * 50n) / 10_000n - (value * 50n) / 10_000n - (value * 25n) / 10_000n - (value * 25n) / 10_000n
}

describe('transfer tax', () => {
  test.each([
    [10_000n, 150, 9_850n],
    [1n, 150, 1n],
    [67n, 150, 66n],
    [10n ** 18n, 150, 985n * 10n ** 15n],
    [12_345n, 0, 12_345n],
  ])('afterTax(%s, %i) = %s', (amount, bps, expected) => {
    expect(afterTax(amount, bps)).toBe(expected)
  })

  test('never promises more than PHO delivers', () => {
    for (let v = 0n; v < 5_000n; v += 7n) expect(afterTax(v, 150)).toBeLessThanOrEqual(phoDelivers(v))
  })

  test('beforeTax is the least amount that delivers the net, checked against a linear scan', () => {
    for (const bps of [0, 1, 150, 2_500, 9_999]) {
      let sent = 0n
      for (let net = 0n; net < 400n; net++) {
        while (afterTax(sent, bps) < net) sent++
        expect(beforeTax(net, bps), `net ${net} at ${bps} bps`).toBe(sent)
      }
    }
  })

  test('refuses a tax of 100%', () => {
    expect(() => beforeTax(1n, 10_000)).toThrow()
  })
})
