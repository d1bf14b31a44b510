import { describe, expect, it } from 'vitest'
import { classifyChainError } from './chainError'

describe('classifyChainError', () => {
  it('finds the router revert in a nested viem error', () => {
    const error = { shortMessage: 'Execution reverted', cause: { reason: 'PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT' } }
    expect(classifyChainError(error)).toBe('slippage')
    expect(classifyChainError(new Error('PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT'))).toBe('slippage')
    expect(classifyChainError(new Error('PhoSwapRouter: EXPIRED'))).toBe('expired')
  })

  it('knows a refusal in the wallet by code or text', () => {
    expect(classifyChainError({ message: 'x', cause: { code: 4001 } })).toBe('rejected')
    expect(classifyChainError(new Error('User rejected the request.'))).toBe('rejected')
    expect(classifyChainError(new Error('something unknown'))).toBe('other')
  })
})
