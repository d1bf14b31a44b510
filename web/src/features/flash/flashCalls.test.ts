import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { exchangeCall } from './flashCalls'

describe('exchangeCall', () => {
  const flash = '0x1000000000000000000000000000000000000001'

  it('calls doExchange(id, amount, minimum) with the preview less the slippage setting', () => {
    const call = exchangeCall(flash, 2, 10n ** 18n, 4n * 10n ** 18n, 10)
    expect(call.to).toBe(flash)
    const decoded = decodeFunctionData({ abi: flashExchangeAbi, data: call.data })
    expect(decoded.functionName).toBe('doExchange')
    // 4 / 1.001, rounded down, as a swap's minimum
    expect(decoded.args).toEqual([2n, 10n ** 18n, 3_996_003_996_003_996_003n])
  })

  it('asks for the whole preview at zero slippage', () => {
    const decoded = decodeFunctionData({ abi: flashExchangeAbi, data: exchangeCall(flash, 0, 5n, 7n, 0).data })
    expect(decoded.args).toEqual([0n, 5n, 7n])
  })
})
