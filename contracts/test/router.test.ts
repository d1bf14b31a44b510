import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { pairFor } from '@phoswap/core/amm'
import { type Address, erc20Abi, maxUint256, parseEther, parseSignature, parseUnits } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { pairOf, tokenOf, useChain } from './setup/anvil'
import { amountOut, balanceOf, reservesOf } from './setup/pairs'

const chain = useChain()
const userIndex = 4

describe('Router (Uniswap V2 Router02 interface)', () => {
  let router: Address
  let weth: Address
  let usdt: Address
  let pho: Address
  let me: Address
  const wallet = () => chain.wallet(userIndex)
  const ethOf = (address: Address) => chain.publicClient.getBalance({ address })
  const gasOf = async (hash: `0x${string}`) => {
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    return receipt.gasUsed * receipt.effectiveGasPrice
  }

  beforeAll(async () => {
    const d = chain.deployment
    router = d.contracts.router
    weth = d.contracts.wrappedNative
    usdt = tokenOf(d, 'USDT')
    pho = d.contracts.pho
    me = wallet().account.address
    for (const token of [usdt, pho, tokenOf(d, 'DAI'), tokenOf(d, 'UNI')]) {
      await chain.confirm(
        wallet().writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
      )
    }
  })

  it('knows its factory and wrapped native coin, and the factory its pairs', async () => {
    const read = (functionName: 'factory' | 'WETH') =>
      chain.publicClient.readContract({ address: router, abi: routerAbi, functionName })
    expect(await read('factory')).toBe(chain.deployment.contracts.factory)
    expect(await read('WETH')).toBe(weth)
    const factory = chain.deployment.contracts.factory
    const length = await chain.publicClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'allPairsLength',
    })
    expect(length).toBe(BigInt(chain.deployment.pairs.length))
    const first = await chain.publicClient.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'allPairs',
      args: [0n],
    })
    expect(first).toBe(chain.deployment.pairs[0]!.address)
    expect(pairFor(factory, usdt, pho).pair).toBe(pairOf(chain.deployment, 'PHO-USDT'))
    await expect(
      wallet().writeContract({ address: factory, abi: factoryAbi, functionName: 'createPair', args: [usdt, pho] }),
    ).rejects.toThrow('PhoSwap: PAIR_EXISTS')
  })

  it('adds and removes liquidity at the pool ratio', async () => {
    const dai = tokenOf(chain.deployment, 'DAI')
    const pair = pairOf(chain.deployment, 'DAI-USDT')
    await chain.confirm(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [dai, usdt, parseEther('100'), parseEther('500'), 0n, 0n, me, maxUint256],
      }),
    )
    const lp = await balanceOf(chain, pair, me)
    expect(lp).toBeGreaterThan(0n)
    const [daiBefore, usdtBefore] = [await balanceOf(chain, dai, me), await balanceOf(chain, usdt, me)]
    await chain.confirm(
      wallet().writeContract({ address: pair, abi: pairAbi, functionName: 'approve', args: [router, lp] }),
    )
    await chain.confirm(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidity',
        args: [dai, usdt, lp, 0n, 0n, me, maxUint256],
      }),
    )
    // the pool is 1:1, so 100 DAI went in with 100 USDT, and (less rounding) both come back
    const daiBack = (await balanceOf(chain, dai, me)) - daiBefore
    const usdtBack = (await balanceOf(chain, usdt, me)) - usdtBefore
    expect(parseEther('100') - daiBack).toBeLessThan(10n)
    expect(parseEther('100') - usdtBack).toBeLessThan(10n)
    expect(await balanceOf(chain, pair, me)).toBe(0n)
  })

  it('adds native liquidity, refunds the excess and removes it with a permit', async () => {
    const pair = pairOf(chain.deployment, 'WETH-USDT')
    const ethBefore = await ethOf(me)
    const hash = await wallet().writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      args: [usdt, parseEther('3000'), 0n, 0n, me, maxUint256],
      value: parseEther('5'),
    })
    const gas = await gasOf(hash)
    expect(ethBefore - (await ethOf(me)) - gas).toBe(parseEther('1')) // 3000 USDT match 1 ETH at 3000
    const lp = await balanceOf(chain, pair, me)

    const deadline = maxUint256
    const nonce = await chain.publicClient.readContract({
      address: pair,
      abi: pairAbi,
      functionName: 'nonces',
      args: [me],
    })
    const signature = await wallet().signTypedData({
      domain: { name: 'PhoSwap LP', version: '1', chainId: 31337, verifyingContract: pair },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: me, spender: router, value: lp, nonce, deadline },
    })
    const { r, s, v } = parseSignature(signature)
    const usdtBefore = await balanceOf(chain, usdt, me)
    const ethMid = await ethOf(me)
    const removeHash = await wallet().writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'removeLiquidityETHWithPermit',
      args: [usdt, lp, 0n, 0n, me, deadline, false, Number(v), r, s],
    })
    const removeGas = await gasOf(removeHash)
    expect(parseEther('3000') - ((await balanceOf(chain, usdt, me)) - usdtBefore)).toBeLessThan(10_000n)
    expect(parseEther('1') - ((await ethOf(me)) - ethMid + removeGas)).toBeLessThan(10_000n)
    expect(await balanceOf(chain, pair, me)).toBe(0n)
  })

  it('swaps exact tokens over two hops and exact output with the quoted input', async () => {
    const amountIn = parseEther('10')
    // PHO pairs are taxed, so these hops avoid PHO: UNI -> USDT -> DAI
    const dai = tokenOf(chain.deployment, 'DAI')
    const untaxed = [tokenOf(chain.deployment, 'UNI'), usdt, dai]
    const quoted = await chain.publicClient.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, untaxed],
    })
    expect(quoted).toHaveLength(3)
    await expect(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, quoted[2]! + 1n, untaxed, me, maxUint256],
      }),
    ).rejects.toThrow('PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT')
    const before = await balanceOf(chain, dai, me)
    await chain.confirm(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, quoted[2]!, untaxed, me, maxUint256],
      }),
    )
    expect((await balanceOf(chain, dai, me)) - before).toBe(quoted[2])

    const want = parseEther('50')
    const needed = await chain.publicClient.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsIn',
      args: [want, untaxed],
    })
    await expect(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapTokensForExactTokens',
        args: [want, needed[0]! - 1n, untaxed, me, maxUint256],
      }),
    ).rejects.toThrow('PhoSwapRouter: EXCESSIVE_INPUT_AMOUNT')
    const uni = untaxed[0]!
    const uniBefore = await balanceOf(chain, uni, me)
    const daiBefore = await balanceOf(chain, dai, me)
    await chain.confirm(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapTokensForExactTokens',
        args: [want, needed[0]!, untaxed, me, maxUint256],
      }),
    )
    expect(uniBefore - (await balanceOf(chain, uni, me))).toBe(needed[0])
    expect((await balanceOf(chain, dai, me)) - daiBefore).toBe(want)
  })

  it('swaps native coin both ways, exact in and exact out, refunding unused native', async () => {
    const [r0, r1] = await reservesOf(chain, pairOf(chain.deployment, 'WETH-USDT'))
    const [rWeth, rUsdt] = BigInt(weth) < BigInt(usdt) ? [r0, r1] : [r1, r0]
    const value = parseEther('0.5')
    const usdtBefore = await balanceOf(chain, usdt, me)
    await chain.confirm(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, usdt], me, maxUint256],
        value,
      }),
    )
    expect((await balanceOf(chain, usdt, me)) - usdtBefore).toBe(amountOut(value, rWeth, rUsdt))

    const wantUsdt = parseUnits('100', 18)
    const [ethIn] = await chain.publicClient.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'getAmountsIn',
      args: [wantUsdt, [weth, usdt]],
    })
    const ethBefore = await ethOf(me)
    const gas = await gasOf(
      await wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapETHForExactTokens',
        args: [wantUsdt, [weth, usdt], me, maxUint256],
        value: parseEther('1'),
      }),
    )
    expect(ethBefore - (await ethOf(me)) - gas).toBe(ethIn)

    for (const functionName of ['swapExactTokensForETH', 'swapTokensForExactETH'] as const) {
      const amount = functionName === 'swapExactTokensForETH' ? parseEther('300') : parseEther('0.05')
      const [first, last] = await chain.publicClient.readContract({
        address: router,
        abi: routerAbi,
        functionName: functionName === 'swapExactTokensForETH' ? 'getAmountsOut' : 'getAmountsIn',
        args: [amount, [usdt, weth]],
      })
      const before = await ethOf(me)
      const spentBefore = await balanceOf(chain, usdt, me)
      const fee = await gasOf(
        await wallet().writeContract({
          address: router,
          abi: routerAbi,
          functionName,
          args:
            functionName === 'swapExactTokensForETH'
              ? [amount, 0n, [usdt, weth], me, maxUint256]
              : [amount, maxUint256, [usdt, weth], me, maxUint256],
        }),
      )
      expect((await ethOf(me)) - before + fee).toBe(last)
      expect(spentBefore - (await balanceOf(chain, usdt, me))).toBe(first)
    }
  })

  it('keeps Uniswap V2 revert semantics for deadlines, paths and quotes', async () => {
    const past = 1n
    await expect(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [1n, 0n, [usdt, pho], me, past],
      }),
    ).rejects.toThrow('PhoSwapRouter: EXPIRED')
    await expect(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [usdt, weth], me, maxUint256],
        value: 1n,
      }),
    ).rejects.toThrow('PhoSwapRouter: INVALID_PATH')
    const read = (functionName: 'quote' | 'getAmountOut' | 'getAmountIn', args: readonly [bigint, bigint, bigint]) =>
      chain.publicClient.readContract({ address: router, abi: routerAbi, functionName, args })
    expect(await read('quote', [10n, 100n, 300n])).toBe(30n)
    expect(await read('getAmountOut', [1000n, 1_000_000n, 1_000_000n])).toBe(996n)
    expect(await read('getAmountIn', [996n, 1_000_000n, 1_000_000n])).toBe(1000n)
    await expect(read('quote', [0n, 1n, 1n])).rejects.toThrow('PhoSwapLibrary: INSUFFICIENT_AMOUNT')
    await expect(read('getAmountOut', [1n, 0n, 1n])).rejects.toThrow('PhoSwapLibrary: INSUFFICIENT_LIQUIDITY')
  })

  it('removes liquidity of a taxed token with removeLiquidityETHSupportingFeeOnTransferTokens', async () => {
    const pair = pairOf(chain.deployment, 'PHO-WETH')
    await chain.confirm(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [pho, parseEther('6000'), 0n, 0n, me, maxUint256],
        value: parseEther('1'),
      }),
    )
    const lp = await balanceOf(chain, pair, me)
    await chain.confirm(
      wallet().writeContract({ address: pair, abi: pairAbi, functionName: 'approve', args: [router, lp] }),
    )
    const phoBefore = await balanceOf(chain, pho, me)
    await chain.confirm(
      wallet().writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'removeLiquidityETHSupportingFeeOnTransferTokens',
        args: [pho, lp, 0n, 0n, me, maxUint256],
      }),
    )
    expect(await balanceOf(chain, pair, me)).toBe(0n)
    expect(await balanceOf(chain, pho, router)).toBe(0n)
    // 1.5% sell tax on the way in (user -> pair) and 1.5% buy tax on the way out (pair -> router): ~97% back
    const back = (await balanceOf(chain, pho, me)) - phoBefore
    expect(back).toBeGreaterThan(parseEther('5800'))
    expect(back).toBeLessThan(parseEther('6000'))
  })
})
