import { describe, expect, it } from 'vitest'
import type { ChainErrorKind } from './chainError'
import { approvalFailed, routerCallFailed, transactionFailed } from './failureKeys'
import { failureMessageKey } from './failureMessage'

const kinds: ChainErrorKind[] = ['rejected', 'slippage', 'expired', 'liquidity', 'other']
const exp = 'chainTx.fail.expired'

describe('the message a failed chain step shows (spec 000 §8)', () => {
  it.each([
    ['a transaction', transactionFailed, ['transactionRejected', 'tryIncreasingSlippage', exp, 'swap12', 'swap26']],
    ['an approval', approvalFailed, ['transactionRejected', 'tryIncreasingSlippage', exp, 'swap12', 'swap74']],
    ['a router call', routerCallFailed, ['transactionRejected', 'tryIncreasingSlippage', exp, 'swap12', 'swap26']],
  ] as const)('%s: rejected, slippage, expired, liquidity, other', (_name, keys, expected) => {
    expect(kinds.map((kind) => failureMessageKey(kind, keys))).toEqual(expected)
  })
})
