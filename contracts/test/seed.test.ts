import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { packExchangeAbi } from '@phoswap/core/abi/packExchangeAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { DEFAULT_FIXED_STAKE, parseDeployment } from '@phoswap/core/deployments'
import { communitySchedule } from '@phoswap/core/rewards/communitySchedule'
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { anvilAccounts } from '../lib/accounts'
import { seedExchangeReserve, seedExchanges, seedFarms, seedPhoStaking } from '../lib/seedData'
import { pairOf, tokenOf, useChain } from './setup/anvil'

const chain = useChain()

describe('deployAndSeed', () => {
  it('produces a Deployment that parseDeployment accepts', () => {
    const parsed = parseDeployment(JSON.parse(JSON.stringify(chain.deployment)))
    expect(parsed).toEqual(chain.deployment)
    expect(parsed.chainId).toBe(31337)
    expect(parsed.tokens.length).toBeGreaterThanOrEqual(15)
    expect(parsed.tokens.filter((t) => t.decimals === 6).map((t) => t.symbol)).toEqual(['USDC'])
    for (const symbol of ['PHO', 'USDT', 'GDT', 'VGT', 'QJF', 'GET', 'FEP', 'BTC', 'Good']) {
      expect(parsed.tokens.map((t) => t.symbol)).toContain(symbol)
    }
    for (const name of ['PHO-USDT', 'GDT-PHO', 'VGT-PHO', 'QJF-PHO', 'GET-PHO', 'FEP-BTC', 'WETH-USDT']) {
      expect(parsed.pairs.map((p) => p.name)).toContain(name)
    }
  })

  it('puts reserves on every pair, in the token order the deployment states', async () => {
    const { publicClient, deployment } = chain
    const results = await publicClient.multicall({
      multicallAddress: deployment.contracts.multicall3,
      allowFailure: false,
      contracts: deployment.pairs.flatMap((pair) => [
        { address: pair.address, abi: pairAbi, functionName: 'getReserves' } as const,
        { address: pair.address, abi: pairAbi, functionName: 'token0' } as const,
      ]),
    })
    deployment.pairs.forEach((pair, i) => {
      const [reserve0, reserve1] = results[2 * i] as readonly [bigint, bigint, number]
      expect(reserve0, pair.name).toBeGreaterThan(0n)
      expect(reserve1, pair.name).toBeGreaterThan(0n)
      expect(results[2 * i + 1]).toBe(pair.token0)
    })
  })

  it('gives every user account a balance of every token', async () => {
    const { publicClient, deployment } = chain
    const users = anvilAccounts.slice(1)
    const balances = await publicClient.multicall({
      multicallAddress: deployment.contracts.multicall3,
      allowFailure: false,
      contracts: users.flatMap((user) =>
        deployment.tokens.map(
          (token) =>
            ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] }) as const,
        ),
      ),
    })
    expect(balances).toHaveLength(users.length * deployment.tokens.length)
    for (const balance of balances) expect(balance).toBeGreaterThan(0n)
  })

  it('deploys the flash exchange with its records and a PHO reserve', async () => {
    const { publicClient, deployment } = chain
    const exchange = deployment.contracts.flashExchange!
    const read = publicClient.readContract
    expect(await read({ address: exchange, abi: flashExchangeAbi, functionName: 'exchangeInfoLength' })).toBe(
      BigInt(seedExchanges.length),
    )
    for (const [id, record] of seedExchanges.entries()) {
      expect(
        await read({ address: exchange, abi: flashExchangeAbi, functionName: 'exchangeInfo', args: [BigInt(id)] }),
      ).toEqual([
        tokenOf(deployment, record.from),
        tokenOf(deployment, record.to),
        parseUnits(record.ratio, 18),
        record.allow,
      ])
    }
    expect(await read({ address: exchange, abi: flashExchangeAbi, functionName: 'reserveOf', args: [0n] })).toBe(
      parseEther(seedExchangeReserve),
    )
  })

  it('deploys one pack exchange for GDT and one for VGT, owned by the deployer', async () => {
    const { publicClient, deployment } = chain
    for (const [key, symbol] of [
      ['gdtPackExchange', 'GDT'],
      ['vgtPackExchange', 'VGT'],
    ] as const) {
      const address = deployment.contracts[key]!
      const read = (functionName: 'token' | 'owner') =>
        publicClient.readContract({ address, abi: packExchangeAbi, functionName })
      expect(await read('token')).toBe(tokenOf(deployment, symbol))
      expect(await read('owner')).toBe(anvilAccounts[0]!.address)
    }
  })

  it('deploys the farms with the spec pools, funded, and lists them in the deployment', async () => {
    const { publicClient, deployment } = chain
    expect(deployment.farms?.map((farm) => farm.name)).toEqual(['farm', 'legacyFarm'])
    for (const [i, spec] of seedFarms.entries()) {
      const farm = deployment.farms![i]!
      expect(farm.address).toBe(deployment.contracts[spec.name])
      expect(farm.rewardToken).toBe(deployment.contracts.pho)
      const read = <const F extends 'poolLength' | 'rewardBalance' | 'totalAllocPoint' | 'rewardPerBlock'>(
        functionName: F,
      ) => publicClient.readContract({ address: farm.address, abi: farmAbi, functionName })
      expect(await read('poolLength')).toBe(BigInt(spec.pools.length))
      expect(await read('rewardBalance')).toBe(parseEther(spec.funded))
      expect(await read('rewardPerBlock')).toBe(parseEther(spec.rewardPerBlock))
      expect(await read('totalAllocPoint')).toBe(spec.pools.reduce((sum, pool) => sum + pool.allocPoint, 0n))
      for (const [pid, pool] of spec.pools.entries()) {
        const lot = pool.fixedStake === true ? DEFAULT_FIXED_STAKE : pool.fixedStake
        expect(farm.pools[pid]).toEqual({
          pid,
          lpToken: pairOf(deployment, pool.pair),
          name: pool.pair,
          ...(lot ? { fixedStake: lot } : {}),
        })
        const info = await publicClient.readContract({
          address: farm.address,
          abi: farmAbi,
          functionName: 'poolInfo',
          args: [BigInt(pid)],
        })
        expect([info[0], info[1]]).toEqual([pairOf(deployment, pool.pair), pool.allocPoint])
      }
    }
    expect(deployment.farms![0]!.pools.map((pool) => pool.name)).toEqual([
      'PHO-USDT',
      'GDT-PHO',
      'VGT-PHO',
      'QJF-PHO',
      'GET-PHO',
      'FEP-BTC',
    ])
    // one pool takes a fixed lot (the spec's read-only stake popup, default 100): GET-PHO; no other pool does
    expect(
      deployment.farms!.flatMap((f) => f.pools.filter((p) => p.fixedStake).map((p) => [f.name, p.name, p.fixedStake])),
    ).toEqual([['farm', 'GET-PHO', '100']])
  })

  it('deploys the PHO lock staking with its reward streaming', async () => {
    const { publicClient, deployment } = chain
    const staking = deployment.contracts.phoStaking!
    const read = <const F extends 'stakingToken' | 'rewardsToken' | 'lockDuration' | 'rewardRate' | 'rewardReserve'>(
      functionName: F,
    ) => publicClient.readContract({ address: staking, abi: lockStakingAbi, functionName })
    expect(await read('stakingToken')).toBe(deployment.contracts.pho)
    expect(await read('rewardsToken')).toBe(deployment.contracts.pho)
    expect(await read('lockDuration')).toBe(seedPhoStaking.lockSeconds)
    expect(await read('rewardRate')).toBe(parseEther(seedPhoStaking.reward) / seedPhoStaking.rewardsSeconds)
    expect(await read('rewardReserve')).toBe(parseEther(seedPhoStaking.reward))
  })

  it('deploys the community stake over PHO, open for staking, its release 30 days on for 180 days', async () => {
    const { publicClient, deployment } = chain
    const stake = deployment.contracts.communityStake!
    const read = <const F extends 'token' | 'releaseStart' | 'releaseDuration' | 'stakeOpen' | 'owner'>(
      functionName: F,
    ) => publicClient.readContract({ address: stake, abi: communityStakeAbi, functionName })
    expect(await read('token')).toBe(deployment.contracts.pho)
    expect(await read('stakeOpen')).toBe(true)
    expect(await read('releaseDuration')).toBe(communitySchedule.releaseDays * 86_400n)
    const { timestamp } = await publicClient.getBlock()
    const start = await read('releaseStart')
    expect(start).toBeGreaterThan(timestamp)
    expect(start).toBeLessThanOrEqual(timestamp + communitySchedule.startInDays * 86_400n)
  })
})
