import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { type Address, erc20Abi, getAddress, type Hex, maxUint256, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { uniswapV2Build } from '../lib/uniswapV2'
import { tokenOf, useChain } from './setup/anvil'
import { balanceOf } from './setup/pairs'

/**
 * The gas shortcuts of docs/decisions/0141-gas-090-all-rows.md keep what a caller sees: the swaps return the amounts the
 * quotes give, the native coin reaches the user with our WrappedNative (withdrawTo) and with a chain's own
 * WETH9 (through the router), and the factory tells pairs whether feeTo was ever set.
 */
const chain = useChain()
const userIndex = 6

describe('router and pair gas shortcuts', () => {
  let router: Address
  let weth: Address
  let usdt: Address
  let dai: Address
  let me: Address
  const wallet = () => chain.wallet(userIndex)
  const ethOf = (address: Address) => chain.publicClient.getBalance({ address })
  const mined = async (hash: Hex | Promise<Hex>) => {
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice }
  }
  const approve = (token: Address, spender: Address) =>
    chain.confirm(
      wallet().writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
    )

  beforeAll(async () => {
    const d = chain.deployment
    router = d.contracts.router
    weth = d.contracts.wrappedNative
    usdt = tokenOf(d, 'USDT')
    dai = tokenOf(d, 'DAI')
    me = wallet().account.address
    for (const token of [usdt, dai, tokenOf(d, 'UNI')]) await approve(token, router)
  })

  it('returns from each swap the amounts getAmountsOut and getAmountsIn quote', async () => {
    const path = [tokenOf(chain.deployment, 'UNI'), usdt, dai]
    const amount = parseEther('10')
    const quote = (functionName: 'getAmountsOut' | 'getAmountsIn', p: Address[], a = amount) =>
      chain.publicClient.readContract({ address: router, abi: routerAbi, functionName, args: [a, p] })
    const simulate = async (
      functionName:
        | 'swapExactTokensForTokens'
        | 'swapTokensForExactTokens'
        | 'swapExactTokensForETH'
        | 'swapTokensForExactETH',
      args: readonly [bigint, bigint, readonly Address[], Address, bigint],
    ) =>
      (
        await chain.publicClient.simulateContract({
          account: wallet().account,
          address: router,
          abi: routerAbi,
          functionName,
          args,
        })
      ).result
    expect(await simulate('swapExactTokensForTokens', [amount, 0n, path, me, maxUint256])).toEqual(
      await quote('getAmountsOut', path),
    )
    expect(await simulate('swapTokensForExactTokens', [amount, maxUint256, path, me, maxUint256])).toEqual(
      await quote('getAmountsIn', path),
    )
    const toNative = [dai, usdt, weth]
    expect(await simulate('swapExactTokensForETH', [amount, 0n, toNative, me, maxUint256])).toEqual(
      await quote('getAmountsOut', toNative),
    )
    const ethOut = parseEther('0.01')
    expect(await simulate('swapTokensForExactETH', [ethOut, maxUint256, toNative, me, maxUint256])).toEqual(
      await quote('getAmountsIn', toNative, ethOut),
    )
    const fromNative = [weth, usdt]
    const { result } = await chain.publicClient.simulateContract({
      account: wallet().account,
      address: router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, fromNative, me, maxUint256],
      value: ethOut,
    })
    expect(result).toEqual(await quote('getAmountsOut', fromNative, ethOut))
  })

  it('pays native coin from WrappedNative straight to the user, and through the router with a WETH9', async () => {
    const weth9 = uniswapV2Build('WETH9')
    const hash = await chain.wallet(0).deployContract({ abi: weth9.abi, bytecode: weth9.bytecode })
    const foreignWeth = (await mined(hash)).receipt.contractAddress!
    const factory = await chain.deploy('Factory', [chain.wallet(0).account.address])
    const foreignRouter = await chain.deploy('Router', [factory, foreignWeth])
    await approve(usdt, foreignRouter)
    await mined(
      wallet().writeContract({
        address: foreignRouter,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [usdt, parseEther('3000'), 0n, 0n, me, maxUint256],
        value: parseEther('1'),
      }),
    )
    for (const [r, w] of [
      [router, weth],
      [foreignRouter, foreignWeth],
    ] as const) {
      const amountIn = parseEther('30')
      const [, out] = await chain.publicClient.readContract({
        address: r,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, [usdt, w]],
      })
      const before = await ethOf(me)
      const { receipt, fee } = await mined(
        wallet().writeContract({
          address: r,
          abi: routerAbi,
          functionName: 'swapExactTokensForETH',
          args: [amountIn, 0n, [usdt, w], me, maxUint256],
        }),
      )
      expect((await ethOf(me)) - before + fee).toBe(out)
      const withdrawals = parseEventLogs({ abi: wrappedNativeAbi, logs: receipt.logs, eventName: 'Withdrawal' })
      expect(withdrawals.map((log) => [getAddress(log.address), log.args])).toEqual([
        [getAddress(w), { src: getAddress(r), wad: out }],
      ])
      expect(await ethOf(r)).toBe(0n)
      expect(await balanceOf(chain, w, r)).toBe(0n)
    }
  })

  it('WrappedNative.withdrawTo pays another address and refuses more than the balance', async () => {
    const to = chain.wallet(7).account.address
    await mined(wallet().writeContract({ address: weth, abi: wrappedNativeAbi, functionName: 'deposit', value: 5n }))
    const before = await ethOf(to)
    const { receipt } = await mined(
      wallet().writeContract({ address: weth, abi: wrappedNativeAbi, functionName: 'withdrawTo', args: [to, 3n] }),
    )
    expect((await ethOf(to)) - before).toBe(3n)
    expect(parseEventLogs({ abi: wrappedNativeAbi, logs: receipt.logs }).map((log) => log.args)).toEqual([
      { src: me, wad: 3n },
    ])
    const left = await balanceOf(chain, weth, me)
    await expect(
      wallet().writeContract({
        address: weth,
        abi: wrappedNativeAbi,
        functionName: 'withdrawTo',
        args: [to, left + 1n],
      }),
    ).rejects.toThrow()
  })

  it('the factory keeps whether feeTo was ever set, beside feeTo', async () => {
    const owner = chain.wallet(0)
    const factory = await chain.deploy('Factory', [owner.account.address])
    const state = () =>
      chain.publicClient.readContract({ address: factory, abi: factoryAbi, functionName: 'feeToState' })
    const setFeeTo = (to: Address) =>
      chain.confirm(owner.writeContract({ address: factory, abi: factoryAbi, functionName: 'setFeeTo', args: [to] }))
    expect(await state()).toEqual([zeroAddress, false])
    await setFeeTo(zeroAddress)
    expect(await state()).toEqual([zeroAddress, false])
    await setFeeTo(me)
    expect(await state()).toEqual([me, true])
    await setFeeTo(zeroAddress)
    expect(await state()).toEqual([zeroAddress, true])
  })
})
