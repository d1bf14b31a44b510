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

describe('the vote pool capacity (issue 29)', () => {
  const good = (n: bigint) => n * 10n ** 18n
  it('Max fills at most what the pool can still take', () => {
    // 99,000 would be 99% of 100,000 held; the pool takes 10,000 more: the deposit (99% of the entry) must fit.
    const max = maxVoteAmount(good(100_000n), 18, good(10_000n))
    expect(max).toBe(10_102n) // floor(10,102 x 0.99) = 10,000; 10,103 would deposit 10,001
    expect((max * 99n) / 100n).toBe(10_000n)
    expect(checkVoteAmount(max.toString(), good(100_000n), 18, good(10_000n))).toEqual({
      ok: true,
      deposit: good(10_000n),
    })
    expect(checkVoteAmount((max + 1n).toString(), good(100_000n), 18, good(10_000n))).toEqual({
      ok: false,
      error: 'voteAboveCapacity',
      remaining: good(10_000n),
    })
  })
  it('holdings still bound it when they are the smaller limit; a full pool takes nothing', () => {
    expect(maxVoteAmount(good(1000n), 18, good(10_000n))).toBe(990n)
    expect(maxVoteAmount(good(1000n), 18, 0n)).toBe(0n)
  })
})
