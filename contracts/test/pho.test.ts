import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { type Address, erc20Abi, maxUint256, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { localPhoSinks } from '../lib/seed'
import { pairOf, tokenOf, useChain } from './setup/anvil'
import { amountOut, balanceOf, reservesOf, transfer } from './setup/pairs'

const chain = useChain()
const trader = 2
const sinks = [localPhoSinks.liquidity, localPhoSinks.equity, localPhoSinks.burn, localPhoSinks.ecosystem]

/** 0.5% / 0.5% / 0.25% / 0.25%, each share floored on its own. */
function taxOf(value: bigint): bigint[] {
  return [50n, 50n, 25n, 25n].map((bps) => (value * bps) / 10_000n)
}
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n)

describe('PHO buy and sell tax', () => {
  let pho: Address
  let usdt: Address
  let weth: Address
  let router: Address
  let me: Address

  beforeAll(async () => {
    pho = chain.deployment.contracts.pho
    usdt = tokenOf(chain.deployment, 'USDT')
    weth = chain.deployment.contracts.wrappedNative
    router = chain.deployment.contracts.router
    me = chain.wallet(trader).account.address
    for (const token of [pho, usdt]) {
      await chain.confirm(
        chain
          .wallet(trader)
          .writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
      )
    }
  })

  const sinkBalances = () => Promise.all(sinks.map((sink) => balanceOf(chain, pho, sink)))
  const deltas = (after: bigint[], before: bigint[]) => after.map((value, i) => value - before[i]!)
  /** Reserves of a pair as [PHO, other]. */
  async function phoReserves(pair: Address): Promise<[bigint, bigint]> {
    const [r0, r1] = await reservesOf(chain, pair)
    const entry = chain.deployment.pairs.find((p) => p.address === pair)!
    return entry.token0 === pho ? [r0, r1] : [r1, r0]
  }

  it('has four distinct sinks and marks the PHO pairs as taxed', async () => {
    expect(new Set(sinks).size).toBe(4)
    const read = (functionName: 'liquiditySink' | 'equitySink' | 'burnSink' | 'ecosystemSink') =>
      chain.publicClient.readContract({ address: pho, abi: phoTokenAbi, functionName })
    expect(
      await Promise.all([read('liquiditySink'), read('equitySink'), read('burnSink'), read('ecosystemSink')]),
    ).toEqual(sinks)
    for (const name of ['PHO-USDT', 'GDT-PHO', 'VGT-PHO', 'QJF-PHO', 'GET-PHO', 'PHO-WETH']) {
      const taxed = await chain.publicClient.readContract({
        address: pho,
        abi: phoTokenAbi,
        functionName: 'isPair',
        args: [pairOf(chain.deployment, name)],
      })
      expect(taxed, name).toBe(true)
    }
  })

  it('taxes a buy through swapExactTokensForTokensSupportingFeeOnTransferTokens', async () => {
    const pair = pairOf(chain.deployment, 'PHO-USDT')
    const [rPho, rUsdt] = await phoReserves(pair)
    const amountIn = parseEther('100')
    const paid = amountOut(amountIn, rUsdt, rPho) // what leaves the pair
    const [sinksBefore, mineBefore, pairBefore] = await Promise.all([
      sinkBalances(),
      balanceOf(chain, pho, me),
      balanceOf(chain, pho, pair),
    ])
    await chain.confirm(
      chain.wallet(trader).writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [amountIn, 0n, [usdt, pho], me, maxUint256],
      }),
    )
    expect(deltas(await sinkBalances(), sinksBefore)).toEqual(taxOf(paid))
    expect((await balanceOf(chain, pho, me)) - mineBefore).toBe(paid - sum(taxOf(paid)))
    expect(pairBefore - (await balanceOf(chain, pho, pair))).toBe(paid)
    expect((await phoReserves(pair))[0]).toBe(rPho - paid)
  })

  it('taxes a sell through swapExactTokensForTokensSupportingFeeOnTransferTokens', async () => {
    const pair = pairOf(chain.deployment, 'PHO-USDT')
    const [rPho, rUsdt] = await phoReserves(pair)
    const amountIn = parseEther('1234.5678')
    const arrived = amountIn - sum(taxOf(amountIn))
    const [sinksBefore, mineBefore, usdtBefore] = await Promise.all([
      sinkBalances(),
      balanceOf(chain, pho, me),
      balanceOf(chain, usdt, me),
    ])
    await chain.confirm(
      chain.wallet(trader).writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [amountIn, 0n, [pho, usdt], me, maxUint256],
      }),
    )
    expect(deltas(await sinkBalances(), sinksBefore)).toEqual(taxOf(amountIn))
    expect(mineBefore - (await balanceOf(chain, pho, me))).toBe(amountIn)
    expect((await balanceOf(chain, usdt, me)) - usdtBefore).toBe(amountOut(arrived, rPho, rUsdt))
    expect(await phoReserves(pair)).toEqual([rPho + arrived, rUsdt - amountOut(arrived, rPho, rUsdt)])
  })

  it('taxes a buy through swapExactETHForTokensSupportingFeeOnTransferTokens', async () => {
    const pair = pairOf(chain.deployment, 'PHO-WETH')
    const [rPho, rWeth] = await phoReserves(pair)
    const value = parseEther('0.75')
    const paid = amountOut(value, rWeth, rPho)
    const [sinksBefore, mineBefore, pairBefore] = await Promise.all([
      sinkBalances(),
      balanceOf(chain, pho, me),
      balanceOf(chain, pho, pair),
    ])
    await chain.confirm(
      chain.wallet(trader).writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [0n, [weth, pho], me, maxUint256],
        value,
      }),
    )
    expect(deltas(await sinkBalances(), sinksBefore)).toEqual(taxOf(paid))
    expect((await balanceOf(chain, pho, me)) - mineBefore).toBe(paid - sum(taxOf(paid)))
    expect(pairBefore - (await balanceOf(chain, pho, pair))).toBe(paid)
  })

  it('taxes a sell through swapExactTokensForETHSupportingFeeOnTransferTokens', async () => {
    const pair = pairOf(chain.deployment, 'PHO-WETH')
    const [rPho, rWeth] = await phoReserves(pair)
    const amountIn = parseEther('999.999999999999999999')
    const arrived = amountIn - sum(taxOf(amountIn))
    const expectedEth = amountOut(arrived, rPho, rWeth)
    const [sinksBefore, mineBefore, ethBefore] = await Promise.all([
      sinkBalances(),
      balanceOf(chain, pho, me),
      chain.publicClient.getBalance({ address: me }),
    ])
    const hash = await chain.wallet(trader).writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      args: [amountIn, expectedEth, [pho, weth], me, maxUint256],
    })
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(deltas(await sinkBalances(), sinksBefore)).toEqual(taxOf(amountIn))
    expect(mineBefore - (await balanceOf(chain, pho, me))).toBe(amountIn)
    expect((await chain.publicClient.getBalance({ address: me })) - ethBefore + gas).toBe(expectedEth)
    expect(await balanceOf(chain, pho, pair)).toBe(rPho + arrived)
  })

  it('refuses a taxed sell through the plain swap (the pair receives less than quoted)', async () => {
    await expect(
      chain.wallet(trader).writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseEther('10'), 0n, [pho, usdt], me, maxUint256],
      }),
    ).rejects.toThrow('PhoSwap: K')
  })

  it('does not tax plain transfers or exempt accounts', async () => {
    const other = chain.wallet(3).account.address
    const sinksBefore = await sinkBalances()
    const otherBefore = await balanceOf(chain, pho, other)
    await transfer(chain, trader, pho, other, parseEther('500'))
    expect((await balanceOf(chain, pho, other)) - otherBefore).toBe(parseEther('500'))
    expect(await sinkBalances()).toEqual(sinksBefore)

    await chain.confirm(
      chain.wallet(0).writeContract({ address: pho, abi: phoTokenAbi, functionName: 'setExempt', args: [me, true] }),
    )
    const pair = pairOf(chain.deployment, 'PHO-USDT')
    const pairBefore = await balanceOf(chain, pho, pair)
    await chain.confirm(
      chain.wallet(trader).writeContract({
        address: router,
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseEther('10'), 0n, [pho, usdt], me, maxUint256],
      }),
    )
    expect((await balanceOf(chain, pho, pair)) - pairBefore).toBe(parseEther('10'))
    expect(await sinkBalances()).toEqual(sinksBefore)
  })

  it('lets only the owner change sinks, pairs and exemptions', async () => {
    await expect(
      chain.wallet(trader).writeContract({ address: pho, abi: phoTokenAbi, functionName: 'setPair', args: [me, true] }),
    ).rejects.toThrow('OwnableUnauthorizedAccount')
  })
})
