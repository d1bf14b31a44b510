import { describe, expect, it } from 'vitest'
import { afterRemoval, removeAuthorization, removeCheckOutcome } from './removeDecisions'

describe('remove liquidity decisions (spec 000 §4, §8)', () => {
  it('removes only a non-zero amount that is approved or permitted for exactly that amount', () => {
    const base = { percent: 50, liquidity: 100n, allowance: 0n, signedLiquidity: null }
    expect(removeAuthorization(base)).toEqual({ approved: false, permitted: false, canRemove: false })
    expect(removeAuthorization({ ...base, allowance: 100n })).toEqual({
      approved: true,
      permitted: false,
      canRemove: true,
    })
    expect(removeAuthorization({ ...base, signedLiquidity: 100n }).canRemove).toBe(true)
    expect(removeAuthorization({ ...base, signedLiquidity: 99n }).canRemove).toBe(false)
    expect(removeAuthorization({ ...base, percent: 0, liquidity: 0n, allowance: 10n }).canRemove).toBe(false)
  })

  it('a failed simulation says slippage or swap26, and closes the pending popup on the native path only', () => {
    expect(removeCheckOutcome('slippage', false)).toEqual({ messageKey: 'tryIncreasingSlippage', pending: 'failed' })
    expect(removeCheckOutcome('other', true)).toEqual({ messageKey: 'swap26', pending: 'close' })
    expect(removeCheckOutcome('liquidity', false)).toEqual({ messageKey: 'swap26', pending: 'failed' })
  })

  it('removing everything leaves the screen; a part stays', () => {
    expect(afterRemoval(100)).toBe('leave')
    expect(afterRemoval(25)).toBe('stay')
  })
})
