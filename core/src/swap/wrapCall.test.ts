import { decodeFunctionData, encodeFunctionData, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { wrappedNativeAbi } from '../abi/wrappedNativeAbi'
import { wrapCall } from './wrapCall'

const W = getAddress('0x0000000000000000000000000000000000000003')

describe('wrapCall', () => {
  test('wrap is deposit() paying the amount', () => {
    const call = wrapCall('wrap', 5n, W)
    expect(call).toMatchObject({ address: W, functionName: 'deposit', args: [], value: 5n })
    expect(decodeFunctionData({ abi: wrappedNativeAbi, data: encodeFunctionData(call) }).functionName).toBe('deposit')
  })

  test('unwrap is withdraw(amount) paying nothing', () => {
    const call = wrapCall('unwrap', 7n, W)
    expect(call).toMatchObject({ address: W, functionName: 'withdraw', args: [7n], value: 0n })
    expect(decodeFunctionData({ abi: wrappedNativeAbi, data: encodeFunctionData(call) }).args).toEqual([7n])
  })

  test('refuses nothing to wrap', () => {
    expect(() => wrapCall('wrap', 0n, W)).toThrow()
  })
})
