import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { type Call3, decodeAggregate3, encodeAggregate3 } from './aggregate3'

const calls: Call3[] = [
  { target: '0x5FbDB2315678afecb367f032d93F642f64180aa3', callData: '0x0902f1ac' },
  { target: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', callData: '0x70a08231' },
]

describe('aggregate3 calldata and results', () => {
  it('encode as the compiled Multicall3 decodes them, every call allowed to fail', () => {
    const decoded = decodeFunctionData({ abi: multicall3Abi, data: encodeAggregate3(calls) })
    expect(decoded.functionName).toBe('aggregate3')
    expect(decoded.args).toEqual([calls.map((call) => ({ ...call, allowFailure: true }))])
  })

  it('decode what the compiled Multicall3 returns, a reverted call included', () => {
    const outcomes: { success: boolean; returnData: Hex }[] = [
      { success: true, returnData: `0x${'00'.repeat(31)}2a` },
      { success: false, returnData: '0x' },
    ]
    const data = encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: outcomes })
    expect(decodeAggregate3(data)).toEqual(outcomes)
  })
})
