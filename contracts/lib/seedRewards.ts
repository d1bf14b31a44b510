import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import type { DeployedFarm, DeployedPair, DeployedToken } from '@phoswap/core/deployments'
import { type Address, encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { bytecodeOf } from './artifacts'
import { seedExchangeReserve, seedExchanges, seedFarms, seedPhoStaking } from './seedData'
import type { TxSender } from './sender'

export interface SeededRewards {
  contracts: { flashExchange: Address; phoStaking: Address } & Record<string, Address>
  farms: DeployedFarm[]
}

/**
 * Deploys and funds the flash exchange (with its records), the farms with the spec's pools and the PHO lock
 * staking, all paying PHO from the deployer. Call sender.flush() to confirm.
 */
export async function seedRewards(
  sender: TxSender,
  options: { pho: Address; tokens: DeployedToken[]; pairs: DeployedPair[] },
): Promise<SeededRewards> {
  const { pho } = options
  const me = sender.account.address
  const send = (to: Address, data: `0x${string}`) => sender.send({ to, data })
  const byName = <T extends { name: string }>(list: T[], name: string): T => {
    const found = list.find((entry) => entry.name === name)
    if (!found) throw new Error(`seed: unknown ${name}`)
    return found
  }
  const tokenAddress = (symbol: string): Address => {
    const found = options.tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`seed: unknown token ${symbol}`)
    return found.address
  }
  const approve = (spender: Address) =>
    send(pho, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, parseEther('1000000000')] }))

  const flashExchange = await sender.deploy(flashExchangeAbi, bytecodeOf('FlashExchange'), [me])
  for (const record of seedExchanges) {
    const data = encodeFunctionData({
      abi: flashExchangeAbi,
      functionName: 'addExchange',
      args: [tokenAddress(record.from), tokenAddress(record.to), parseUnits(record.ratio, 18), record.allow],
    })
    await send(flashExchange, data)
  }
  await send(
    pho,
    encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [flashExchange, parseEther(seedExchangeReserve)],
    }),
  )

  const farmContracts: Record<string, Address> = {}
  const farms: DeployedFarm[] = []
  for (const spec of seedFarms) {
    const farm = await sender.deploy(farmAbi, bytecodeOf('Farm'), [me, pho, parseEther(spec.rewardPerBlock), 0n])
    const pools = spec.pools.map((pool, pid) => {
      const pair = byName(options.pairs, pool.pair)
      return { pid, lpToken: pair.address, name: pair.name, allocPoint: pool.allocPoint }
    })
    for (const pool of pools) {
      await send(farm, encodeFunctionData({ abi: farmAbi, functionName: 'add', args: [pool.allocPoint, pool.lpToken] }))
    }
    await approve(farm)
    await send(farm, encodeFunctionData({ abi: farmAbi, functionName: 'fundRewards', args: [parseEther(spec.funded)] }))
    farmContracts[spec.name] = farm
    farms.push({
      name: spec.name,
      address: farm,
      rewardToken: pho,
      pools: pools.map(({ pid, lpToken, name }) => ({ pid, lpToken, name })),
    })
  }

  const phoStaking = await sender.deploy(lockStakingAbi, bytecodeOf('LockStaking'), [
    me,
    pho,
    pho,
    seedPhoStaking.lockSeconds,
    seedPhoStaking.rewardsSeconds,
  ])
  await approve(phoStaking)
  await send(
    phoStaking,
    encodeFunctionData({
      abi: lockStakingAbi,
      functionName: 'notifyRewardAmount',
      args: [parseEther(seedPhoStaking.reward)],
    }),
  )
  return { contracts: { flashExchange, phoStaking, ...farmContracts }, farms }
}
