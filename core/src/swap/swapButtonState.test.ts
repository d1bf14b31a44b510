import { type Address, getAddress, maxUint256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token'
import { type SwapButtonInput, swapButtonState } from './swapButtonState'

const A = getAddress('0x00000000000000000000000000000000000000a1')
const B = getAddress('0x00000000000000000000000000000000000000b2')
const W = getAddress('0x0000000000000000000000000000000000000003')
const GDT = getAddress('0x00000000000000000000000000000000000000d4')
const pct = (n: bigint) => ({ numerator: n, denominator: 10_000n })

/** Everything fine: this input swaps. Each row below breaks one rule and, where they fit, every later one too. */
const ready: SwapButtonInput = {
  connected: true,
  wrongNetwork: false,
  tokenIn: A,
  tokenOut: B,
  wrappedNative: W,
  blockedBuyTokens: [GDT],
  tradeFailure: null,
  amount: 100n,
  amountIn: 100n,
  balanceIn: 1000n,
  allowance: maxUint256,
  priceImpact: pct(100n),
  expert: false,
}
const later = { allowance: 0n, priceImpact: pct(3000n) } // approve and impact block, both lower in the order

// Spec 000 §4, in the spec's order, after our wrong-network state, which comes before all of them.
const table: [string, Partial<SwapButtonInput>, string, string][] = [
  [
    'a wallet on the wrong network shows switch, before everything else',
    { wrongNetwork: true, tokenOut: GDT, tradeFailure: 'insufficientLiquidity', amount: null, ...later },
    'switch',
    'switchChain',
  ],
  [
    'not connected shows connect',
    { connected: false, tokenOut: GDT, tradeFailure: 'insufficientLiquidity', amount: null, ...later },
    'connect',
    'connectWallet',
  ],
  [
    'a blocked target token is disabled with the reason it cannot be bought',
    { tokenOut: GDT, tradeFailure: 'noRoute', amount: 0n, amountIn: 5000n, ...later },
    'disabled',
    'buyBlocked',
  ],
  [
    'insufficient liquidity is disabled with swap12',
    { tradeFailure: 'insufficientLiquidity', amount: null, amountIn: 5000n, ...later },
    'disabled',
    'swap12',
  ],
  ['no pool at all is insufficient liquidity too', { tradeFailure: 'noRoute', amount: 0n }, 'disabled', 'swap12'],
  ['no amount entered is disabled', { amount: 0n, amountIn: 5000n, tokenOut: null, ...later }, 'disabled', 'swap10'],
  ['an empty amount is no amount', { amount: null, amountIn: null }, 'disabled', 'swap10'],
  ['amount above balance is disabled', { amountIn: 1001n, tokenOut: null, ...later }, 'disabled', 'swap11'],
  ['no token chosen (to) is disabled', { tokenOut: null, ...later }, 'disabled', 'selectToken'],
  ['no token chosen (from) is disabled', { tokenIn: null, balanceIn: null, ...later }, 'disabled', 'selectToken'],
  ['approve when the allowance is zero', { ...later }, 'approve', 'approveToken'],
  ['native to wrapped shows wrap', { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: W, ...later }, 'wrap', 'wrap'],
  ['wrapped to native shows unwrap', { tokenIn: W, tokenOut: NATIVE_TOKEN_ADDRESS, ...later }, 'unwrap', 'unwrap'],
  [
    'price impact of 20% or more without expert mode is disabled',
    { priceImpact: pct(2000n) },
    'disabled',
    'priceImpactTooHigh',
  ],
  ['otherwise swap', {}, 'swap', 'swap'],
]

describe('swapButtonState', () => {
  test.each(table)('%s', (_, overrides, kind, messageKey) => {
    expect(swapButtonState({ ...ready, ...overrides })).toEqual({ kind, messageKey })
  })

  test.each<[string, Partial<SwapButtonInput>, string, string]>([
    ['selling a blocked token is allowed', { tokenIn: GDT }, 'swap', 'swap'],
    [
      'a blocked token matches without regard to case',
      { tokenOut: GDT.toLowerCase() as Address },
      'disabled',
      'buyBlocked',
    ],
    ['an amount equal to the balance is not above it', { amountIn: 1000n }, 'swap', 'swap'],
    ['an unknown balance blocks nothing yet', { amountIn: 10n ** 30n, balanceIn: null }, 'swap', 'swap'],
    ['an allowance below the input needs approval', { allowance: 99n }, 'approve', 'approveToken'],
    ['a native input needs no allowance', { allowance: null }, 'swap', 'swap'],
    ['wrap needs no route', { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: W, tradeFailure: 'noRoute' }, 'wrap', 'wrap'],
    ['unwrap needs no allowance', { tokenIn: W, tokenOut: NATIVE_TOKEN_ADDRESS, allowance: 0n }, 'unwrap', 'unwrap'],
    [
      'wrap still checks the balance',
      { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: W, amountIn: 1001n },
      'disabled',
      'swap11',
    ],
    ['expert mode swaps at 20% and more', { priceImpact: pct(9000n), expert: true }, 'swap', 'swap'],
    ['just under 20% swaps after the warning', { priceImpact: pct(1999n) }, 'swap', 'swapAnyway'],
    ['exactly 10% is not above 10%: no warning', { priceImpact: pct(1000n) }, 'swap', 'swap'],
    ['no impact known yet swaps', { priceImpact: null }, 'swap', 'swap'],
  ])('%s', (_, overrides, kind, messageKey) => {
    expect(swapButtonState({ ...ready, ...overrides })).toEqual({ kind, messageKey })
  })
})
