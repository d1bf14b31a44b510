import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { sqrt } from '@phoswap/core/amm'
import { type Abi, type Address, parseEther, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { uniswapV2Build } from '../lib/uniswapV2'
import { useChain } from './setup/anvil'
import { addLiquidity, amountOut, balanceOf, type FreshPair, reservesOf, transfer } from './setup/pairs'

const chain = useChain()
const feeTo = () => chain.wallet(5).account.address

/** The same trades, in order: amount in and direction. */
const trades = [
  [parseEther('40'), true],
  [parseEther('250'), false],
  [parseEther('7.5'), true],
  [parseEther('1000'), false],
] as const

describe('protocol fee (feeTo, _mintFee)', () => {
  /** Our pair and the reference Uniswap V2 pair of the same two tokens, both with feeTo set. */
  let ours: FreshPair
  let reference: FreshPair

  const setFeeTo = (factory: Address, abi: Abi, to: Address) =>
    chain.confirm(chain.wallet(0).writeContract({ address: factory, abi, functionName: 'setFeeTo', args: [to] }))
  const read = (pair: Address, functionName: 'totalSupply' | 'kLast') =>
    chain.publicClient.readContract({ address: pair, abi: pairAbi, functionName })
  /** Sends `amountIn` and swaps for exactly getAmountOut, as the router would. */
  const swap = async (p: FreshPair, amountIn: bigint, zeroForOne: boolean) => {
    const [r0, r1] = await reservesOf(chain, p.pair)
    const out = zeroForOne ? amountOut(amountIn, r0, r1) : amountOut(amountIn, r1, r0)
    await transfer(chain, 1, zeroForOne ? p.token0 : p.token1, p.pair, amountIn)
    const to = chain.wallet(1).account.address
    await chain.confirm(
      chain.wallet(1).writeContract({
        address: p.pair,
        abi: pairAbi,
        functionName: 'swap',
        args: zeroForOne ? [0n, out, to, '0x'] : [out, 0n, to, '0x'],
      }),
    )
  }

  beforeAll(async () => {
    const supply = parseEther('1000000000')
    const a = await chain.deploy('TestToken', ['Token A', 'TKA', 18, supply], 1)
    const b = await chain.deploy('TestToken', ['Token B', 'TKB', 18, supply], 1)
    const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
    const pairOf = async (factory: Address, abi: Abi) => {
      await chain.confirm(
        chain.wallet(1).writeContract({ address: factory, abi, functionName: 'createPair', args: [a, b] }),
      )
      const pair = (await chain.publicClient.readContract({
        address: factory,
        abi,
        functionName: 'getPair',
        args: [a, b],
      })) as Address
      return { pair, token0, token1 }
    }

    const factory = chain.deployment.contracts.factory
    await setFeeTo(factory, factoryAbi, feeTo())
    ours = await pairOf(factory, factoryAbi)

    const uni = uniswapV2Build('UniswapV2Factory')
    const hash = await chain.wallet(0).deployContract({
      abi: uni.abi,
      bytecode: uni.bytecode,
      args: [chain.wallet(0).account.address],
    })
    const uniFactory = (await chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 }))
      .contractAddress as Address
    await setFeeTo(uniFactory, uni.abi, feeTo())
    reference = await pairOf(uniFactory, uni.abi)
  })

  it('mints feeTo 1/6 of the growth of √k at the next liquidity event, the same LP amount as Uniswap V2', async () => {
    const minted: bigint[] = []
    for (const p of [ours, reference]) {
      await addLiquidity(chain, p, parseEther('1000'), parseEther('3000'))
      const [r0, r1] = await reservesOf(chain, p.pair)
      expect(await read(p.pair, 'kLast')).toBe(r0 * r1)
      expect(await balanceOf(chain, p.pair, feeTo())).toBe(0n)
      for (const [amountIn, zeroForOne] of trades) await swap(p, amountIn, zeroForOne)

      // expected from the reserves alone: the fee's share of the pool, s / (supply + s), is (√k − √kLast) / (6 √k)
      const [k0, k1] = await reservesOf(chain, p.pair)
      const rootK = sqrt(k0 * k1)
      const rootKLast = sqrt(r0 * r1)
      const supply = await read(p.pair, 'totalSupply')
      const expected = (supply * (rootK - rootKLast)) / (5n * rootK + rootKLast)
      expect(expected).toBeGreaterThan(0n)

      await addLiquidity(chain, p, parseEther('10'), parseEther('30'))
      const fee = await balanceOf(chain, p.pair, feeTo())
      expect(fee).toBe(expected)
      const [n0, n1] = await reservesOf(chain, p.pair)
      expect(await read(p.pair, 'kLast')).toBe(n0 * n1)
      minted.push(fee)
    }
    expect(minted[0]).toBe(minted[1])
  })

  it('mints nothing while feeTo is unset and forgets kLast at the next liquidity event', async () => {
    await setFeeTo(chain.deployment.contracts.factory, factoryAbi, zeroAddress)
    const before = await balanceOf(chain, ours.pair, feeTo())
    await swap(ours, parseEther('100'), true)
    await addLiquidity(chain, ours, parseEther('10'), parseEther('30'))
    expect(await balanceOf(chain, ours.pair, feeTo())).toBe(before)
    expect(await read(ours.pair, 'kLast')).toBe(0n)
  })
})
