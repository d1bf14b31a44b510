import { describe, expect, it } from 'vitest'
import { checkVoteAmount, maxVoteAmount } from './checkVoteAmount'

const good = (whole: bigint) => whole * 10n ** 18n

describe('checkVoteAmount (the vote popup, spec 001)', () => {
  const holdings = good(1000n)
  it.each([
    ['', { ok: false, error: 'votePleaseEnterQuantity' }],
    ['   ', { ok: false, error: 'votePleaseEnterQuantity' }],
    ['1.5', { ok: false, error: 'voteIntegerOnly' }],
    ['-3', { ok: false, error: 'voteIntegerOnly' }],
    ['abc', { ok: false, error: 'voteIntegerOnly' }],
    ['0', { ok: false, error: 'voteIntegerOnly' }],
    ['1', { ok: false, error: 'voteIntegerOnly' }], // 99% of 1 rounds down to nothing
    ['991', { ok: false, error: 'voteAboveCap' }],
    ['990', { ok: true, deposit: good(980n) }], // 99% of 990 = 980.1, rounded down
    ['100', { ok: true, deposit: good(99n) }],
    ['7', { ok: true, deposit: good(6n) }],
  ] as const)('%s', (input, expected) => {
    expect(checkVoteAmount(input, holdings, 18)).toEqual(expected)
  })

  it('caps at 99% of the holdings, rounded down to a whole token', () => {
    expect(maxVoteAmount(good(1000n), 18)).toBe(990n)
    expect(maxVoteAmount(good(1000n) + 5n, 18)).toBe(990n)
    expect(maxVoteAmount(good(5n), 18)).toBe(4n)
    expect(maxVoteAmount(0n, 18)).toBe(0n)
  })
})
