import { parseDeployment } from '@phoswap/core/deployments'
import { getAddress, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { farmReadCalls, parseFarmReads, type ReadResult } from './farmReads'
import { miningPanels } from './miningPanels'

const a = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const deployment = parseDeployment({
  chainId: 31337,
  startBlock: 1,
  contracts: { factory: a(1), router: a(2), wrappedNative: a(3), multicall3: a(4), pho: a(5), phoStaking: a(6) },
  tokens: [
    { address: a(5), symbol: 'PHO', name: 'PHO', decimals: 18 },
    { address: a(7), symbol: 'USDT', name: 'USDT', decimals: 18 },
    { address: a(8), symbol: 'GDT', name: 'GDT', decimals: 18 },
  ],
  pairs: [
    { address: a(20), token0: a(5), token1: a(7), name: 'PHO-USDT' },
    { address: a(21), token0: a(8), token1: a(5), name: 'GDT-PHO' },
  ],
  farms: [
    {
      name: 'farm',
      address: a(30),
      rewardToken: a(5),
      pools: [
        { pid: 0, lpToken: a(20), name: 'PHO-USDT' },
        { pid: 1, lpToken: a(21), name: 'GDT-PHO', fixedStake: true },
      ],
    },
    { name: 'legacyFarm', address: a(31), rewardToken: a(5), pools: [{ pid: 0, lpToken: a(20), name: 'PHO-USDT' }] },
  ],
})

const ok = (result: unknown): ReadResult => ({ status: 'success', result })

describe('mining panels and their reads', () => {
  it('lays out the OKC page from the deployment, the older pool under the second tab', () => {
    const panels = miningPanels(deployment, 'OKT')
    expect(panels.map((p) => `${p.key}:${p.tab}`)).toEqual([
      'PHO-USDT:current',
      'PHO:current',
      'GDT-PHO:current',
      'legacy-PHO-USDT:previous',
    ])
    expect(panels[0]).toMatchObject({ kind: 'farm', pid: 0, showTotals: true, stakeSymbol: 'PHO-USDT LP' })
    expect(panels[3]).toMatchObject({ kind: 'farm', farm: a(31), showTotals: false })
    expect(miningPanels(deployment, 'POR').map((p) => p.key)).toEqual(['PHO-USDT', 'PHO'])
    expect(miningPanels(undefined, 'OKT')).toEqual([])
  })

  it("carries a pool's fixed lot in base units (true in the file is the default 100); other pools have none", () => {
    const panels = miningPanels(deployment, 'OKT')
    expect(panels.find((p) => p.key === 'GDT-PHO')?.fixedStake).toBe(100n * 10n ** 18n)
    expect(panels.filter((p) => p.fixedStake !== undefined).map((p) => p.key)).toEqual(['GDT-PHO'])
    const finer = parseDeployment({
      ...JSON.parse(JSON.stringify(deployment)),
      farms: [{ ...deployment.farms![0]!, pools: [{ pid: 0, lpToken: a(20), name: 'PHO-USDT', fixedStake: '2.5' }] }],
    })
    expect(miningPanels(finer, 'OKT')[0]?.fixedStake).toBe(25n * 10n ** 17n)
  })

  it('reads every panel in one list and parses it back in order', () => {
    const panels = miningPanels(deployment, 'OKT')
    const calls = farmReadCalls(panels, zeroAddress, 31337, a(4), deployment.pairs)
    // 2 head calls, 6 per farm panel, 8 for the staking panel, 2 per pair
    expect(calls).toHaveLength(2 + 6 + 8 + 6 + 6 + 2 * 2)
    const results: ReadResult[] = [
      ok(100n),
      ok(1_700_000_000n),
      // PHO-USDT
      ok(11n),
      ok([12n, 0n]),
      ok(13n),
      ok(0n),
      ok([a(20), 100n, 90n, 0n, 50n, 5000n, 10n, 0n]),
      ok(4n),
      // PHO staking
      ok(21n),
      ok(22n),
      ok(1_700_000_600n),
      ok(23n),
      ok(24n),
      ok(1000n),
      ok(5n),
      ok(1_700_086_400n),
      // GDT-PHO (a failed call of the user's leaves the panel out)
      ok(31n),
      { status: 'failure', error: new Error('x') },
      ok(33n),
      ok(34n),
      ok([a(21), 100n, 90n, 0n, 7n, 0n, 0n, 0n]),
      ok(2n),
      // legacy (a failed pool-wide read leaves only that figure unknown)
      ok(41n),
      ok([42n, 0n]),
      ok(43n),
      ok(44n),
      { status: 'failure', error: new Error('x') },
      ok(0n),
      // pairs: PHO-USDT, then GDT-PHO whose reserves failed
      ok([300n, 600n, 0]),
      ok(400n),
      { status: 'failure', error: new Error('x') },
      ok(9n),
    ]
    const parsed = parseFarmReads(panels, results, deployment.pairs)
    expect(parsed.head).toBe(100n)
    expect(parsed.timestamp).toBe(1_700_000_000)
    expect(parsed.panels['PHO-USDT']).toEqual({
      profit: 11n,
      staked: 12n,
      balance: 13n,
      allowance: 0n,
      pool: { lastRewardBlock: 90n, totalStaked: 50n, totalReward: 5000n, perBlock: 4n },
    })
    expect(parsed.panels.PHO).toEqual({
      profit: 21n,
      staked: 22n,
      unlockAt: 1_700_000_600,
      balance: 23n,
      allowance: 24n,
      staking: { totalStaked: 1000n, rewardRate: 5n, periodFinish: 1_700_086_400n },
    })
    expect(parsed.panels['GDT-PHO']).toBeUndefined()
    expect(parsed.panels['legacy-PHO-USDT']).toMatchObject({ profit: 41n, staked: 42n })
    expect(parsed.panels['legacy-PHO-USDT']?.pool).toBeUndefined()
    expect(parsed.pairs).toEqual([{ pair: deployment.pairs[0], reserve0: 300n, reserve1: 600n, totalSupply: 400n }])
  })
})
