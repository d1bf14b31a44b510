import { describe, expect, it } from 'vitest'
import { type AddButtonInput, addButtonState } from './addButtonState'

const ready: AddButtonInput = {
  wrongNetwork: false,
  connected: true,
  hasTokenA: true,
  hasTokenB: true,
  amountA: 10n,
  amountB: 20n,
  balanceA: 100n,
  balanceB: 100n,
  allowanceA: 10n,
  allowanceB: 20n,
  needsApprovalA: true,
  needsApprovalB: true,
  insufficientLiquidity: false,
  wrap: null,
}

describe('add-liquidity button, in the spec order', () => {
  it.each<[string, Partial<AddButtonInput>, unknown]>([
    [
      'wallet on the wrong network: switch (before everything else)',
      { wrongNetwork: true, insufficientLiquidity: true, amountA: null, allowanceA: 0n },
      { kind: 'switch', messageKey: 'switchChain' },
    ],
    [
      'not connected: login (before everything but switch)',
      { connected: false, insufficientLiquidity: true },
      { kind: 'login', messageKey: 'connectWallet' },
    ],
    [
      'insufficient liquidity',
      { insufficientLiquidity: true, amountA: null },
      { kind: 'disabled', messageKey: 'swap12' },
    ],
    ['no input', { amountA: null, balanceA: 0n }, { kind: 'disabled', messageKey: 'swap10' }],
    ['zero input on the other side', { amountB: 0n }, { kind: 'disabled', messageKey: 'swap10' }],
    ['insufficient balance', { balanceB: 1n, hasTokenA: false }, { kind: 'disabled', messageKey: 'swap11' }],
    ['no token', { hasTokenB: false, amountB: null, allowanceA: 0n }, { kind: 'disabled', messageKey: 'selectToken' }],
    ['approve both tokens', { allowanceA: 0n, allowanceB: 19n }, { kind: 'approve', tokens: ['A', 'B'] }],
    [
      'approve one token (the native side needs none)',
      { allowanceA: null, needsApprovalA: false, allowanceB: 0n },
      { kind: 'approve', tokens: ['B'] },
    ],
    ['wrap', { wrap: 'wrap', allowanceA: 0n, insufficientLiquidity: true }, { kind: 'wrap', messageKey: 'wrap' }],
    ['unwrap', { wrap: 'unwrap', allowanceA: 0n }, { kind: 'unwrap', messageKey: 'unwrap' }],
    ['supply', {}, { kind: 'supply', messageKey: 'supply' }],
  ])('%s', (_name, change, expected) => {
    expect(addButtonState({ ...ready, ...change })).toEqual(expected)
  })
})
