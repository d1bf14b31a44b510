import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { pairFor } from '@phoswap/core/amm'
import { getAmountIn, getAmountOut, getAmountsIn, getAmountsOut } from '@phoswap/core/amm/index'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { tokenOf, useChain } from './setup/anvil'
import { seededRandom } from './setup/random'

const chain = useChain()

describe('@phoswap/core AMM math equals the router', () => {
  const random = seededRandom(997)
  const big = 10n ** 30n

  it('getAmountOut and getAmountIn on 300 random inputs', async () => {
    const outCases = Array.from({ length: 150 }, () => {
      const reserveIn = random.amount(big)
      return [random.amount(reserveIn * 3n), reserveIn, random.amount(big)] as const
    })
    const inCases = Array.from({ length: 150 }, () => {
      const reserveOut = random.amount(big) + 1n
      return [random.amount(reserveOut - 1n), random.amount(big), reserveOut] as const
    })
    const router = chain.deployment.contracts.router
    const results = await chain.publicClient.multicall({
      multicallAddress: chain.deployment.contracts.multicall3,
      allowFailure: false,
      contracts: [
        ...outCases.map((args) => ({ address: router, abi: routerAbi, functionName: 'getAmountOut', args }) as const),
        ...inCases.map((args) => ({ address: router, abi: routerAbi, functionName: 'getAmountIn', args }) as const),
      ],
    })
    const local = [...outCases.map((c) => getAmountOut(...c)), ...inCases.map((c) => getAmountIn(...c))]
    expect(local).toEqual(results)
  })

  it('getAmountsOut and getAmountsIn along seeded routes', async () => {
    const d = chain.deployment
    const t = (symbol: string) => tokenOf(d, symbol)
    const paths: Address[][] = [
      [t('USDT'), t('PHO')],
      [t('GDT'), t('PHO'), t('USDT')],
      [t('FEP'), t('BTC'), t('USDT')],
      [t('USDC'), t('USDT'), t('WETH'), t('LINK')],
      [t('QJF'), t('PHO'), t('USDT'), t('BTC')],
    ]
    const hops = (path: Address[]) => path.slice(1).map((to, i) => [path[i]!, to] as const)
    const reserveReads = await chain.publicClient.multicall({
      multicallAddress: d.contracts.multicall3,
      allowFailure: false,
      contracts: paths
        .flatMap(hops)
        .map(
          ([a, b]) =>
            ({ address: pairFor(d.contracts.factory, a, b).pair, abi: pairAbi, functionName: 'getReserves' }) as const,
        ),
    })
    let next = 0
    const reserves = paths.map((path) =>
      hops(path).map(([a, b]) => {
        const [r0, r1] = reserveReads[next++]!
        return BigInt(a) < BigInt(b) ? ([r0, r1] as const) : ([r1, r0] as const)
      }),
    )
    const cases = Array.from({ length: 120 }, (_, i) => {
      const p = i % paths.length
      const lastReserve = reserves[p]!.at(-1)![1]
      return { p, amountIn: random.amount(10n ** 24n) + 10n ** 12n, amountOut: random.amount(lastReserve / 100n) }
    })
    const router = d.contracts.router
    const results = await chain.publicClient.multicall({
      multicallAddress: d.contracts.multicall3,
      allowFailure: false,
      contracts: cases.flatMap(({ p, amountIn, amountOut }) => [
        { address: router, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, paths[p]!] } as const,
        { address: router, abi: routerAbi, functionName: 'getAmountsIn', args: [amountOut, paths[p]!] } as const,
      ]),
    })
    const local = cases.flatMap(({ p, amountIn, amountOut }) => [
      getAmountsOut(amountIn, reserves[p]!),
      getAmountsIn(amountOut, reserves[p]!),
    ])
    expect(local).toEqual(results)
  })
})
