import { type Address, decodeFunctionData, encodeFunctionData, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { routerAbi } from '../abi/routerAbi'
import { maximumAmountIn } from '../amm/maximumAmountIn'
import { minimumAmountOut } from '../amm/minimumAmountOut'
import { bestTradeExactIn } from '../routing/bestTradeExactIn'
import { bestTradeExactOut } from '../routing/bestTradeExactOut'
import { routeAmountOut } from '../routing/routeAmountOut'
import type { Pool, Trade } from '../routing/types'
import { deadlineFrom } from '../settings/deadlineFrom'
import { swapCall } from './swapCall'

const t = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const [A, B, W, PHO] = [t(1), t(2), t(3), t(4)]
const router = t(0xee)
const recipient = t(0xaa)
const e18 = 10n ** 18n
const pools: Pool[] = [
  { address: t(0x101), token0: A, token1: B, reserve0: 1000n * e18, reserve1: 2000n * e18 },
  { address: t(0x102), token0: A, token1: W, reserve0: 1000n * e18, reserve1: 50n * e18 },
  { address: t(0x103), token0: PHO, token1: W, reserve0: 300_000n * e18, reserve1: 50n * e18 },
  { address: t(0x104), token0: PHO, token1: B, reserve0: 300_000n * e18, reserve1: 100_000n * e18 },
]
const taxes = { [PHO.toLowerCase()]: 150 }
const options = { multipath: false, baseTokens: [], transferTaxes: taxes }
const deadline = deadlineFrom(1_700_000_000, 20)

function exactIn(tokenIn: Address, tokenOut: Address): Trade {
  const result = bestTradeExactIn(e18, tokenIn, tokenOut, pools, options)
  if (!result.ok) throw new Error(result.reason)
  return result.trade
}
function exactOut(tokenIn: Address, tokenOut: Address): Trade {
  const result = bestTradeExactOut(tokenIn, tokenOut, e18, pools, options)
  if (!result.ok) throw new Error(result.reason)
  return result.trade
}

describe('swapCall', () => {
  // Spec 000 §7's list, then the fee-on-transfer variants; [trade, nativeIn, nativeOut, function, value is]
  test.each([
    ['exact ETH for tokens', () => exactIn(W, A), true, false, 'swapExactETHForTokens', 'amountIn'],
    ['ETH for exact tokens', () => exactOut(W, A), true, false, 'swapETHForExactTokens', 'amountInMax'],
    ['exact tokens for ETH', () => exactIn(A, W), false, true, 'swapExactTokensForETH', 'zero'],
    ['tokens for exact ETH', () => exactOut(A, W), false, true, 'swapTokensForExactETH', 'zero'],
    ['exact tokens for tokens', () => exactIn(A, B), false, false, 'swapExactTokensForTokens', 'zero'],
    ['tokens for exact tokens', () => exactOut(A, B), false, false, 'swapTokensForExactTokens', 'zero'],
    [
      'exact tokens for taxed tokens',
      () => exactIn(B, PHO),
      false,
      false,
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
      'zero',
    ],
    [
      'exact ETH for taxed tokens',
      () => exactIn(W, PHO),
      true,
      false,
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
      'amountIn',
    ],
    [
      'exact taxed tokens for ETH',
      () => exactIn(PHO, W),
      false,
      true,
      'swapExactTokensForETHSupportingFeeOnTransferTokens',
      'zero',
    ],
  ] as const)('%s: %s', (_, makeTrade, nativeIn, nativeOut, functionName, value) => {
    const trade = makeTrade()
    const call = swapCall(trade, { router, recipient, slippageBps: 50, deadline, nativeIn, nativeOut, taxes })
    expect(call.functionName).toBe(functionName)
    expect(call.address).toBe(router)
    expect(call.value).toBe(
      value === 'zero' ? 0n : value === 'amountIn' ? trade.amountIn : maximumAmountIn(trade.amountIn, 50),
    )
    // the arguments are what the router's ABI takes, in its order
    const data = encodeFunctionData({ abi: routerAbi, functionName: call.functionName, args: call.args } as never)
    const decoded = decodeFunctionData({ abi: routerAbi, data })
    expect(decoded.functionName).toBe(functionName)
    const fn = routerAbi.find((f) => f.type === 'function' && f.name === functionName)
    if (fn?.type !== 'function') throw new Error('not in the ABI')
    const named: Record<string, unknown> = Object.fromEntries(
      fn.inputs.map((input: { name: string }, i: number) => [input.name, decoded.args![i]]),
    )
    expect(named.path).toEqual(trade.route.path)
    expect(named.to).toBe(recipient)
    expect(named.deadline).toBe(1_700_001_200n)
    if (trade.tradeType === 'exactIn') {
      expect(named.amountOutMin).toBe(minimumAmountOut(trade.amountOut, 50))
      if (!nativeIn) expect(named.amountIn).toBe(trade.amountIn)
    } else {
      expect(named.amountOut).toBe(trade.amountOut)
      if (!nativeIn) expect(named.amountInMax).toBe(maximumAmountIn(trade.amountIn, 50))
    }
  })

  test('exact output through a taxed token goes out as the exact-input fee-on-transfer call', () => {
    const trade = exactOut(B, PHO)
    const call = swapCall(trade, {
      router,
      recipient,
      slippageBps: 10,
      deadline,
      nativeIn: false,
      nativeOut: false,
      taxes,
    })
    expect(call).toMatchObject({
      functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
      tradeType: 'exactIn',
      args: [trade.amountIn, minimumAmountOut(e18, 10), [B, PHO], recipient, deadline],
      value: 0n,
    })
    // and the quoted input, sent, still delivers the wanted output after the tax
    expect(routeAmountOut(trade.amountIn, trade.route, taxes)).toBeGreaterThanOrEqual(e18)
  })

  test('exact ETH for exact taxed tokens pays the quoted input as value', () => {
    const trade = exactOut(W, PHO)
    const call = swapCall(trade, {
      router,
      recipient,
      slippageBps: 10,
      deadline,
      nativeIn: true,
      nativeOut: false,
      taxes,
    })
    expect(call.functionName).toBe('swapExactETHForTokensSupportingFeeOnTransferTokens')
    expect(call.value).toBe(trade.amountIn)
  })

  test('without the tax configuration the same path uses the plain functions', () => {
    const call = swapCall(exactIn(B, PHO), {
      router,
      recipient,
      slippageBps: 10,
      deadline,
      nativeIn: false,
      nativeOut: false,
    })
    expect(call.functionName).toBe('swapExactTokensForTokens')
  })

  test('refuses native on both sides', () => {
    expect(() =>
      swapCall(exactIn(A, B), { router, recipient, slippageBps: 10, deadline, nativeIn: true, nativeOut: true }),
    ).toThrow(/wrap/)
  })
})
