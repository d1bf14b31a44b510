import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { NATIVE_TOKEN_ADDRESS } from '@phoswap/core/tokens'
import { decodeFunctionData, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addLiquidityCall, removeLiquidityCall } from './liquidityCalls'

const router = getAddress('0x0000000000000000000000000000000000000001')
const weth = getAddress('0x00000000000000000000000000000000000000aa')
const pho = getAddress('0x00000000000000000000000000000000000000bb')
const usdt = getAddress('0x00000000000000000000000000000000000000cc')
const me = getAddress('0x00000000000000000000000000000000000000dd')
const taxes = { [pho.toLowerCase()]: 150 }

const decode = (data: `0x${string}`) => decodeFunctionData({ abi: routerAbi, data })

describe('add liquidity call', () => {
  const base = { router, amountA: 10_000n, amountB: 20_000n, slippageBps: 50, to: me, deadline: 99n } as const
  it('adds two tokens with slippage minimums', () => {
    const tx = addLiquidityCall({ ...base, tokenA: pho, tokenB: usdt, newPool: false })
    const call = decode(tx.data)
    expect(call.functionName).toBe('addLiquidity')
    expect(call.args).toEqual([pho, usdt, 10_000n, 20_000n, 9950n, 19900n, me, 99n])
    expect(tx.value).toBe(0n)
  })
  it('takes the amounts as minimums for a new pool', () => {
    const call = decode(addLiquidityCall({ ...base, tokenA: pho, tokenB: usdt, newPool: true }).data)
    expect(call.args?.slice(4, 6)).toEqual([10_000n, 20_000n])
  })
  it('sends the native side as value through addLiquidityETH', () => {
    const tx = addLiquidityCall({ ...base, tokenA: NATIVE_TOKEN_ADDRESS, tokenB: pho, newPool: false })
    expect(decode(tx.data)).toEqual({ functionName: 'addLiquidityETH', args: [pho, 20_000n, 19900n, 9950n, me, 99n] })
    expect(tx.value).toBe(10_000n)
  })
})

describe('remove liquidity call', () => {
  const base = { router, wrappedNative: weth, liquidity: 500n, slippageBps: 100, taxes, to: me, deadline: 7n }
  const permit = { v: 27, r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}` } as const
  it('removes two tokens', () => {
    const tx = removeLiquidityCall({
      ...base,
      tokenA: pho,
      tokenB: usdt,
      amountA: 1010n,
      amountB: 2020n,
      receiveNative: true,
    })
    expect(decode(tx.data)).toEqual({ functionName: 'removeLiquidity', args: [pho, usdt, 500n, 1000n, 2000n, me, 7n] })
  })
  it('removes with a permit', () => {
    const tx = removeLiquidityCall({
      ...base,
      tokenA: pho,
      tokenB: usdt,
      amountA: 1010n,
      amountB: 2020n,
      receiveNative: false,
      permit,
    })
    expect(decode(tx.data)).toEqual({
      functionName: 'removeLiquidityWithPermit',
      args: [pho, usdt, 500n, 1000n, 2000n, me, 7n, false, 27, permit.r, permit.s],
    })
  })
  it('pays the native coin through the fee-on-transfer variant when the other token is taxed', () => {
    const tx = removeLiquidityCall({
      ...base,
      tokenA: weth,
      tokenB: pho,
      amountA: 1010n,
      amountB: 2020n,
      receiveNative: true,
    })
    expect(decode(tx.data)).toEqual({
      functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens',
      args: [pho, 500n, 2000n, 1000n, me, 7n],
    })
    const signed = removeLiquidityCall({
      ...base,
      tokenA: weth,
      tokenB: pho,
      amountA: 1010n,
      amountB: 2020n,
      receiveNative: true,
      permit,
    })
    expect(decode(signed.data).functionName).toBe('removeLiquidityETHWithPermitSupportingFeeOnTransferTokens')
  })
  it('uses the plain ETH functions for an untaxed token, and keeps the wrapped token when asked', () => {
    const tx = removeLiquidityCall({
      ...base,
      tokenA: usdt,
      tokenB: weth,
      amountA: 1010n,
      amountB: 2020n,
      receiveNative: true,
    })
    expect(decode(tx.data)).toEqual({ functionName: 'removeLiquidityETH', args: [usdt, 500n, 1000n, 2000n, me, 7n] })
    const signed = removeLiquidityCall({
      ...base,
      tokenA: usdt,
      tokenB: weth,
      amountA: 1010n,
      amountB: 2020n,
      receiveNative: true,
      permit,
    })
    expect(decode(signed.data).functionName).toBe('removeLiquidityETHWithPermit')
    const wrapped = removeLiquidityCall({
      ...base,
      tokenA: usdt,
      tokenB: weth,
      amountA: 1010n,
      amountB: 2020n,
      receiveNative: false,
    })
    expect(decode(wrapped.data).functionName).toBe('removeLiquidity')
  })
})
