import type { Deployment } from '@phoswap/core/deployments'
import { describe, expect, it } from 'vitest'
import { routerSwapRows, type SwapLog } from '../../src/programs/gdt/routerSwaps'

const a = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`
const ROUTER = a(1)
const USDT = a(10)
const PHO = a(11)
const GDT = a(12)
const PHO_USDT = a(20) // token0 USDT
const GDT_PHO = a(21)
const USER = a(99)

const deployment = {
  chainId: 31337,
  startBlock: 0,
  contracts: { router: ROUTER },
  tokens: [
    { address: USDT, symbol: 'USDT', name: 'USDT', decimals: 18 },
    { address: PHO, symbol: 'PHO', name: 'PHO', decimals: 18 },
    { address: GDT, symbol: 'GDT', name: 'GDT', decimals: 18 },
  ],
  pairs: [
    { address: PHO_USDT, token0: USDT, token1: PHO, name: 'PHO-USDT' },
    { address: GDT_PHO, token0: GDT, token1: PHO, name: 'GDT-PHO' },
  ],
} as unknown as Deployment

let logIndex = 0
function swapLog(
  pair: string,
  tx: string,
  args: Partial<Record<'a0in' | 'a1in' | 'a0out' | 'a1out', bigint>>,
  to: string,
  sender = ROUTER,
): SwapLog {
  return {
    address: pair,
    blockNumber: 5,
    blockHash: `0x${'b'.repeat(64)}`,
    logIndex: logIndex++,
    txHash: tx,
    blockTime: 1000,
    args: {
      sender,
      amount0In: args.a0in ?? 0n,
      amount1In: args.a1in ?? 0n,
      amount0Out: args.a0out ?? 0n,
      amount1Out: args.a1out ?? 0n,
      to,
    },
  }
}
const TX1 = `0x${'1'.repeat(64)}`
const TX2 = `0x${'2'.repeat(64)}`

describe('routerSwapRows: which swaps count, for whom, with what USDT volume', () => {
  it('a one-hop swap in a USDT pair counts its USDT side for the receiver', () => {
    const rows = routerSwapRows(deployment, 31337, [swapLog(PHO_USDT, TX1, { a0in: 100n, a1out: 190n }, USER)])
    expect(rows).toMatchObject([{ trader: USER, usdtVolume: '100', txHash: TX1, pair: PHO_USDT }])
  })
  it('a multi-hop swap counts once, on its last hop, with the USDT of the first', () => {
    const rows = routerSwapRows(deployment, 31337, [
      swapLog(PHO_USDT, TX1, { a0in: 100n, a1out: 190n }, GDT_PHO),
      swapLog(GDT_PHO, TX1, { a1in: 190n, a0out: 40n }, USER),
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ trader: USER, pair: GDT_PHO, usdtVolume: '100' })
  })
  it('a swap not made by our router, on a foreign pair, or never touching USDT counts 0 or nothing', () => {
    expect(routerSwapRows(deployment, 31337, [swapLog(PHO_USDT, TX1, { a0in: 100n }, USER, a(5))])).toEqual([])
    expect(routerSwapRows(deployment, 31337, [swapLog(a(77), TX1, { a0in: 100n }, USER)])).toEqual([])
    const noUsdt = routerSwapRows(deployment, 31337, [swapLog(GDT_PHO, TX2, { a1in: 10n, a0out: 2n }, USER)])
    expect(noUsdt).toMatchObject([{ usdtVolume: '0' }])
  })
  it('two trades in one transaction each count their own pair', () => {
    const rows = routerSwapRows(deployment, 31337, [
      swapLog(PHO_USDT, TX2, { a0in: 100n, a1out: 190n }, USER),
      swapLog(PHO_USDT, TX2, { a1in: 50n, a0out: 24n }, USER),
    ])
    expect(rows.map((r) => r.usdtVolume)).toEqual(['100', '24'])
  })
})
