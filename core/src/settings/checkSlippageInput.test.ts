import { describe, expect, test } from 'vitest'
import { checkSlippageInput } from './checkSlippageInput'

describe('checkSlippageInput', () => {
  test.each([
    ['', null, false, null],
    ['0.1', 10, true, null],
    ['0.5', 50, true, null],
    ['1', 100, true, null],
    ['1.0', 100, true, null],
    ['.5', 50, true, null],
    ['3.', 300, true, null],
    ['5', 500, true, null],
    ['5.01', 501, true, 'slippageMayBeFrontrun'],
    ['49.99', 4999, true, 'slippageMayBeFrontrun'],
    ['0', 0, true, 'slippageMayFail'],
    ['0.00', 0, true, 'slippageMayFail'],
    ['50', 5000, false, 'enterValidSlippage'],
    ['100', 10000, false, 'enterValidSlippage'],
    ['-1', null, false, 'enterValidSlippage'],
    ['abc', null, false, 'enterValidSlippage'],
    ['0.123', null, false, 'enterValidSlippage'],
    ['1e1', null, false, 'enterValidSlippage'],
    ['.', null, false, 'enterValidSlippage'],
    ['1000', null, false, 'enterValidSlippage'],
    [' 1', null, false, 'enterValidSlippage'],
  ])('%j -> bps %s, save %s, message %s', (input, bps, save, message) => {
    expect(checkSlippageInput(input)).toEqual({ bps, save, message })
  })
})
