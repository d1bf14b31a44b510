import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { exchangeCall } from './flashCalls'

describe('exchangeCall', () => {
  it('calls doExchange(id, amount) on the flash exchange', () => {
    const flash = '0x1000000000000000000000000000000000000001'
    const call = exchangeCall(flash, 2, 10n ** 18n, 4n * 10n ** 18n)
    expect(call.to).toBe(flash)
    const decoded = decodeFunctionData({ abi: flashExchangeAbi, data: call.data })
    expect(decoded.functionName).toBe('doExchange')
    expect(decoded.args).toEqual([2n, 10n ** 18n])
  })
})
