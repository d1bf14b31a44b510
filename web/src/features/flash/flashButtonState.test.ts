import { describe, expect, it } from 'vitest'
import { type FlashButtonInput, flashButtonState } from './flashButtonState'

const ready: FlashButtonInput = {
  wrongNetwork: false,
  connected: true,
  hasRecord: true,
  allowExchange: true,
  amount: 10n,
  balance: 100n,
  allowance: 10n,
  amountOut: 40n,
  reserve: 1000n,
}

describe('flash exchange button', () => {
  it.each<[string, Partial<FlashButtonInput>, unknown]>([
    [
      'wallet on the wrong network: switch, before everything else',
      { wrongNetwork: true, allowExchange: false, amount: null, allowance: 0n },
      { kind: 'switch', messageKey: 'switchChain' },
    ],
    ['not connected', { connected: false, amount: null }, { kind: 'login', messageKey: 'connectWallet' }],
    [
      'paused record, refused before sending',
      { allowExchange: false },
      { kind: 'disabled', messageKey: 'flash.paused' },
    ],
    ['missing input shows swap10', { amount: null }, { kind: 'disabled', messageKey: 'swap10' }],
    ['zero input shows swap10', { amount: 0n }, { kind: 'disabled', messageKey: 'swap10' }],
    ['above balance shows swap11', { balance: 9n }, { kind: 'disabled', messageKey: 'swap11' }],
    ['pays nothing', { amountOut: 0n }, { kind: 'disabled', messageKey: 'flash.tooSmall' }],
    [
      'underfunded reserve, refused before sending',
      { reserve: 39n },
      { kind: 'disabled', messageKey: 'flash.underfunded' },
    ],
    ['approve first', { allowance: 9n }, { kind: 'approve' }],
    ['exchange', {}, { kind: 'exchange' }],
  ])('%s', (_name, change, expected) => {
    expect(flashButtonState({ ...ready, ...change })).toEqual(expected)
  })
})
