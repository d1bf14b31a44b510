import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { sqrt } from '@phoswap/core/amm'
import { type Abi, decodeErrorResult, encodeFunctionData, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { readArtifact } from '../lib/artifacts'
import { useChain } from './setup/anvil'
import { addLiquidity, balanceOf, freshPair, pairWith, reservesOf, transfer } from './setup/pairs'

const chain = useChain()
const dead = '0x000000000000000000000000000000000000dEaD'

describe('Pair', () => {
  it('locks MINIMUM_LIQUIDITY at the dead address on the first mint', async () => {
    const p = await freshPair(chain)
    const user = chain.wallet(1).account.address
    const amount0 = parseEther('3')
    const amount1 = parseEther('12')
    await addLiquidity(chain, p, amount0, amount1)
    const supply = await chain.publicClient.readContract({ address: p.pair, abi: pairAbi, functionName: 'totalSupply' })
    expect(supply).toBe(sqrt(amount0 * amount1))
    expect(await balanceOf(chain, p.pair, dead)).toBe(1000n)
    expect(await balanceOf(chain, p.pair, user)).toBe(sqrt(amount0 * amount1) - 1000n)
    expect(await reservesOf(chain, p.pair)).toEqual([amount0, amount1])
  })

  it('refuses a first mint that would not exceed MINIMUM_LIQUIDITY', async () => {
    const p = await freshPair(chain)
    await transfer(chain, 1, p.token0, p.pair, 1000n)
    await transfer(chain, 1, p.token1, p.pair, 1000n)
    await expect(
      chain.wallet(1).writeContract({ address: p.pair, abi: pairAbi, functionName: 'mint', args: [dead] }),
    ).rejects.toThrow('PhoSwap: INSUFFICIENT_LIQUIDITY_MINTED')
  })

  it('accepts a swap of exactly getAmountOut and refuses one wei more with K', async () => {
    const p = await freshPair(chain)
    const reserve0 = parseEther('1234.567')
    const reserve1 = parseEther('89012.3')
    await addLiquidity(chain, p, reserve0, reserve1)
    const user = chain.wallet(1).account.address
    for (const [amountIn, zeroForOne] of [
      [parseEther('10'), true],
      [parseEther('777.7'), false],
      [12345n, true],
    ] as const) {
      const [r0, r1] = await reservesOf(chain, p.pair)
      const [reserveIn, reserveOut] = zeroForOne ? [r0, r1] : [r1, r0]
      const out = await chain.publicClient.readContract({
        address: chain.deployment.contracts.router,
        abi: routerAbi,
        functionName: 'getAmountOut',
        args: [amountIn, reserveIn, reserveOut],
      })
      await transfer(chain, 1, zeroForOne ? p.token0 : p.token1, p.pair, amountIn)
      const outs = (amount: bigint) => (zeroForOne ? ([0n, amount] as const) : ([amount, 0n] as const))
      await expect(
        chain.wallet(1).writeContract({
          address: p.pair,
          abi: pairAbi,
          functionName: 'swap',
          args: [...outs(out + 1n), user, '0x'],
        }),
      ).rejects.toThrow('PhoSwap: K')
      const tokenOut = zeroForOne ? p.token1 : p.token0
      const before = await balanceOf(chain, tokenOut, user)
      await chain.confirm(
        chain.wallet(1).writeContract({
          address: p.pair,
          abi: pairAbi,
          functionName: 'swap',
          args: [...outs(out), user, '0x'],
        }),
      )
      expect(await balanceOf(chain, tokenOut, user)).toBe(before + out)
      const [n0, n1] = await reservesOf(chain, p.pair)
      expect(zeroForOne ? [n0, n1] : [n1, n0]).toEqual([reserveIn + amountIn, reserveOut - out])
    }
  })

  it('skim and sync leave every balance at or above its reserve', async () => {
    const p = await freshPair(chain)
    await addLiquidity(chain, p, parseEther('50'), parseEther('70'))
    const skimTo = chain.wallet(2).account.address
    const check = async () => {
      const [r0, r1] = await reservesOf(chain, p.pair)
      expect(await balanceOf(chain, p.token0, p.pair)).toBeGreaterThanOrEqual(r0)
      expect(await balanceOf(chain, p.token1, p.pair)).toBeGreaterThanOrEqual(r1)
      return [r0, r1]
    }
    await transfer(chain, 1, p.token0, p.pair, parseEther('3'))
    await transfer(chain, 1, p.token1, p.pair, 5n)
    await check()
    await chain.confirm(
      chain.wallet(3).writeContract({ address: p.pair, abi: pairAbi, functionName: 'skim', args: [skimTo] }),
    )
    expect(await balanceOf(chain, p.token0, skimTo)).toBe(parseEther('3'))
    expect(await balanceOf(chain, p.token1, skimTo)).toBe(5n)
    expect(await check()).toEqual([await balanceOf(chain, p.token0, p.pair), await balanceOf(chain, p.token1, p.pair)])

    await transfer(chain, 1, p.token1, p.pair, parseEther('2'))
    await chain.confirm(chain.wallet(3).writeContract({ address: p.pair, abi: pairAbi, functionName: 'sync' }))
    expect(await check()).toEqual([parseEther('50'), parseEther('72')])
  })

  it('refuses a token that calls back into the pair during a transfer (LOCKED)', async () => {
    const reentrant = readArtifact('ReentrantToken').abi as Abi
    const token = await chain.deploy('ReentrantToken', [parseEther('1000000')], 1)
    const other = await chain.deploy('TestToken', ['Other', 'OTH', 18, parseEther('1000000')], 1)
    const p = await pairWith(chain, token, other)
    await addLiquidity(chain, p, parseEther('100'), parseEther('100'))
    const user = chain.wallet(1).account.address
    const tokenIsZero = p.token0 === token

    const attempts = [
      encodeFunctionData({ abi: pairAbi, functionName: 'sync' }),
      encodeFunctionData({ abi: pairAbi, functionName: 'swap', args: [1n, 1n, user, '0x'] }),
      encodeFunctionData({ abi: pairAbi, functionName: 'mint', args: [user] }),
    ]
    for (const data of attempts) {
      await chain.confirm(
        chain.wallet(1).writeContract({ address: token, abi: reentrant, functionName: 'arm', args: [p.pair, data] }),
      )
      // a swap that makes the pair send the re-entrant token
      const [r0, r1] = await reservesOf(chain, p.pair)
      const amountIn = parseEther('1')
      const out = (amountIn * 997n * (tokenIsZero ? r0 : r1)) / ((tokenIsZero ? r1 : r0) * 1000n + amountIn * 997n)
      await transfer(chain, 1, other, p.pair, amountIn)
      await chain.confirm(
        chain.wallet(1).writeContract({
          address: p.pair,
          abi: pairAbi,
          functionName: 'swap',
          args: tokenIsZero ? [out, 0n, user, '0x'] : [0n, out, user, '0x'],
          gas: 1_000_000n,
        }),
      )
      const read = (functionName: string) =>
        chain.publicClient.readContract({ address: token, abi: reentrant, functionName })
      expect(await read('reentered')).toBe(true)
      expect(await read('reentrySucceeded')).toBe(false)
      const error = decodeErrorResult({ abi: [], data: (await read('reentryError')) as `0x${string}` })
      expect(error.args).toEqual(['PhoSwap: LOCKED'])
      expect(await reservesOf(chain, p.pair)).toEqual([
        await balanceOf(chain, p.token0, p.pair),
        await balanceOf(chain, p.token1, p.pair),
      ])
    }
  })
})
