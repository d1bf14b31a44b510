import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { bestTradeExactIn, bestTradeExactOut, type Pool } from '@phoswap/core/routing'
import { SWAP_SETTINGS_DEFAULTS } from '@phoswap/core/settings'
import { type Address, decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { planSwap } from './planSwap'

const A = '0x1000000000000000000000000000000000000001' as Address
const B = '0x2000000000000000000000000000000000000002' as Address
const router = '0x9000000000000000000000000000000000000009' as Address
const me = '0x8000000000000000000000000000000000000008' as Address
const pools: Pool[] = [
  {
    address: '0x00000000000000000000000000000000000000a1',
    token0: A,
    token1: B,
    reserve0: 10n ** 24n,
    reserve1: 10n ** 24n,
  },
]
const options = {
  router,
  recipient: me,
  settings: SWAP_SETTINGS_DEFAULTS,
  nativeIn: false,
  nativeOut: false,
  taxes: {},
  nowSeconds: 1000,
}
const opts = { multipath: false, baseTokens: [] }

describe('planSwap', () => {
  it('encodes the router function core chose, with the deadline now + minutes', () => {
    const r = bestTradeExactIn(10n ** 18n, A, B, pools, opts)
    if (!r.ok) throw new Error('no trade')
    const plan = planSwap(r.trade, options)
    const decoded = decodeFunctionData({ abi: routerAbi, data: plan.data })
    expect(decoded.functionName).toBe('swapExactTokensForTokens')
    expect(decoded.args?.at(-1)).toBe(1000n + 20n * 60n)
  })

  it('uses the fee-on-transfer variant for a taxed token and for the second try', () => {
    const r = bestTradeExactOut(A, B, 10n ** 18n, pools, opts)
    if (!r.ok) throw new Error('no trade')
    expect(planSwap(r.trade, options).call.functionName).toBe('swapTokensForExactTokens')
    expect(planSwap(r.trade, { ...options, forceFeeOnTransfer: true }).call.functionName).toBe(
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    )
    expect(planSwap(r.trade, { ...options, nativeIn: true, taxes: { [A.toLowerCase()]: 150 } }).call.functionName).toBe(
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    )
  })
})
