import * as compiled from '@phoswap/core/abi/index'
import {
  type Abi,
  type AbiFunction,
  decodeFunctionResult,
  encodeFunctionData,
  encodeFunctionResult,
  type Hex,
  toFunctionSelector,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCallResult, encodeCallData, functionOf, selectorOf } from './callData'
import { aggregate3Abi, erc20ReadAbi, pairReservesAbi } from './generated/readAbis'
import { erc20WriteAbi, wrappedNativeWriteAbi } from './generated/txAbis'

const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const abis = Object.entries(compiled as Record<string, unknown>).filter((entry): entry is [string, Abi] =>
  Array.isArray(entry[1]),
)

describe('calldata and results through viem parameter codec', () => {
  it('gives every function of every compiled ABI the selector viem gives it', () => {
    let checked = 0
    for (const [name, abi] of abis) {
      for (const item of abi) {
        if (item.type !== 'function') continue
        expect(selectorOf(item), `${name}.${item.name}`).toBe(toFunctionSelector(item))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(50)
  })

  it('encodes calls exactly as encodeFunctionData: no argument, addresses, a uint, a path, a tuple list', () => {
    const calls = [
      { abi: erc20WriteAbi, functionName: 'approve', args: [A, 2n ** 256n - 1n] },
      { abi: wrappedNativeWriteAbi, functionName: 'deposit' },
      { abi: erc20ReadAbi, functionName: 'balanceOf', args: [B] },
      {
        abi: compiled.routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [10n ** 18n, 1n, [A, B, A], B, 1_900_000_000n],
      },
      {
        abi: aggregate3Abi,
        functionName: 'aggregate3',
        args: [[{ target: A, allowFailure: true, callData: '0x70a08231' }]],
      },
    ] as const
    for (const call of calls) {
      expect(encodeCallData(call as never), call.functionName).toBe(encodeFunctionData(call as never))
    }
  })

  it('decodes results exactly as decodeFunctionResult: one value, several, a tuple list', () => {
    const results = [
      { abi: erc20ReadAbi, functionName: 'balanceOf', result: 42n },
      { abi: erc20ReadAbi, functionName: 'symbol', result: 'PHO' },
      { abi: pairReservesAbi, functionName: 'getReserves', result: [5n, 7n, 1_700_000_000] },
      {
        abi: aggregate3Abi,
        functionName: 'aggregate3',
        result: [
          { success: true, returnData: `0x${'00'.repeat(31)}2a` },
          { success: false, returnData: '0x' },
        ],
      },
    ] as const
    for (const { abi, functionName, result } of results) {
      const data = encodeFunctionResult({ abi, functionName, result } as never) as Hex
      expect(decodeCallResult({ abi, functionName, data } as never), functionName).toEqual(
        decodeFunctionResult({ abi, functionName, data } as never),
      )
    }
  })

  it('refuses what viem refuses: arguments that do not fit, empty return data', () => {
    expect(() => encodeCallData({ abi: erc20ReadAbi, functionName: 'balanceOf', args: ['0x12'] } as never)).toThrow()
    expect(() => encodeCallData({ abi: erc20WriteAbi, functionName: 'approve', args: [A] } as never)).toThrow()
    expect(() => decodeCallResult({ abi: erc20ReadAbi, functionName: 'balanceOf', data: '0x' })).toThrow()
  })

  it('finds a function by name, the only one without a name, and refuses a missing or overloaded name', () => {
    expect(functionOf(erc20ReadAbi, 'decimals').name).toBe('decimals')
    expect(functionOf(pairReservesAbi, undefined).name).toBe('getReserves')
    expect(() => functionOf(erc20ReadAbi, 'transfer')).toThrow('no function transfer')
    const overloaded = [...erc20ReadAbi, { ...(erc20ReadAbi[0] as AbiFunction), inputs: [] }]
    expect(() => functionOf(overloaded, 'balanceOf')).toThrow('overloaded')
  })
})
