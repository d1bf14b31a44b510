import { describe, expect, test } from 'vitest'
import { MESSAGE_KEYS, MESSAGES } from './keys'

describe('message keys', () => {
  test.each([
    ['swap10', 'Please enter an amount'],
    ['swap11', 'Insufficient balance'],
    ['swap12', 'Insufficient liquidity for this trade'],
    ['swap26', 'Transaction failed'],
    ['swap65', 'Coming soon'],
    ['swap67', 'Claimed successfully'],
    ['swap74', 'Approval failed'],
    ['swap162', 'Nothing to harvest'],
    ['somethingWentWrong', 'Something went wrong, please try again later'],
    ['serverError', 'Server error, please try again later'],
    ['connectionTimedOut', 'Connection timed out'],
    ['tryIncreasingSlippage', 'Try increasing your slippage tolerance.'],
    ['invalidAmount', 'Cannot parse as bignumber'],
  ])('%s means %j', (key, text) => {
    expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text)
  })

  test('the spec 000 section 8 texts all have a key', () => {
    for (const key of [
      'tokenSwapErrorTitle',
      'tokenSwapError',
      'priceImpactTooHigh',
      'transactionRejected',
      'switchChain',
      'notOpen',
      'copySuccess',
      'copyFailure',
      'enterValidSlippage',
      'slippageMayFail',
      'slippageMayBeFrontrun',
      'requestFailed',
    ]) {
      expect(MESSAGE_KEYS).toContain(key)
    }
  })

  test('every key has a non-empty meaning and keys are unique valid i18n identifiers', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length)
    for (const key of MESSAGE_KEYS) {
      expect(key).toMatch(/^[a-zA-Z][a-zA-Z0-9]*$/)
      expect(MESSAGES[key].trim().length).toBeGreaterThan(0)
    }
  })

  test('interpolations use i18next {{name}} syntax only', () => {
    for (const key of MESSAGE_KEYS) {
      const text = MESSAGES[key]
      expect(text.replace(/\{\{[a-zA-Z]+\}\}/g, '')).not.toMatch(/[{}]/)
    }
    expect(MESSAGES.approveToken).toBe('Approve {{symbol}}')
  })
})
