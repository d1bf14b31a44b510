import { describe, expect, it } from 'vitest'
import type { ChainErrorKind } from '../../chain/tx/chainError'
import { retriesFeeOnTransfer, swapCheckOutcome } from './swapCheck'

const tokenToToken = (kind: ChainErrorKind, feeOnTransfer = false) => ({
  kind,
  nativeIn: false,
  nativeOut: false,
  feeOnTransfer,
})

describe('a swap whose simulation fails (spec 000 §8)', () => {
  it('token to token is tried again with the fee-on-transfer function, unless slippage or the deadline failed', () => {
    expect(retriesFeeOnTransfer(tokenToToken('other'))).toBe(true)
    expect(retriesFeeOnTransfer(tokenToToken('liquidity'))).toBe(true)
    expect(retriesFeeOnTransfer(tokenToToken('slippage'))).toBe(false)
    expect(retriesFeeOnTransfer(tokenToToken('expired'))).toBe(false)
    expect(retriesFeeOnTransfer(tokenToToken('other', true))).toBe(false)
    expect(retriesFeeOnTransfer({ ...tokenToToken('other'), nativeIn: true })).toBe(false)
    expect(retriesFeeOnTransfer({ ...tokenToToken('other'), nativeOut: true })).toBe(false)
  })

  it('token to token failing twice shows the token error popup', () => {
    expect(swapCheckOutcome(tokenToToken('liquidity'), true)).toEqual({ popup: 'tokenError' })
    expect(swapCheckOutcome(tokenToToken('other', true), false)).toEqual({ popup: 'tokenError' })
  })

  it('token to native says to increase the slippage tolerance', () => {
    expect(swapCheckOutcome({ ...tokenToToken('other'), nativeOut: true }, false)).toEqual({
      messageKey: 'tryIncreasingSlippage',
    })
  })

  it('otherwise the message names the reason', () => {
    expect(swapCheckOutcome(tokenToToken('slippage'), false)).toEqual({ messageKey: 'tryIncreasingSlippage' })
    expect(swapCheckOutcome({ ...tokenToToken('liquidity'), nativeIn: true }, false)).toEqual({ messageKey: 'swap12' })
    expect(swapCheckOutcome({ ...tokenToToken('expired'), nativeIn: true }, false)).toEqual({ messageKey: 'swap26' })
  })
})
