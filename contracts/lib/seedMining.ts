import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { type DeployedFarm, type DeployedFarmPool, type DeployedPair, parseFixedStake } from '@phoswap/core/deployments'
import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { bytecodeOf } from './artifacts'
import { seedFarms, seedPhoStaking } from './seedData'
import type { TxSender } from './sender'

export interface SeededMining {
  /** phoStaking and each farm by its name */
  contracts: { phoStaking: Address } & Record<string, Address>
  farms: DeployedFarm[]
}

/**
 * Deploys and funds the mining contracts: the farms with the spec's pools and the PHO lock staking, paying PHO
 * from the deployer. Call sender.flush() to confirm.
 */
export async function seedMining(
  sender: TxSender,
  options: { pho: Address; pairs: DeployedPair[] },
): Promise<SeededMining> {
  const { pho } = options
  const me = sender.account.address
  const send = (to: Address, data: `0x${string}`) => sender.send({ to, data })
  const byName = <T extends { name: string }>(list: T[], name: string): T => {
    const found = list.find((entry) => entry.name === name)
    if (!found) throw new Error(`seed: unknown ${name}`)
    return found
  }
  const approve = (spender: Address) =>
    send(pho, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, parseEther('1000000000')] }))

  const farmContracts: Record<string, Address> = {}
  const farms: DeployedFarm[] = []
  for (const spec of seedFarms) {
    const farm = await sender.deploy(farmAbi, bytecodeOf('Farm'), [me, pho, parseEther(spec.rewardPerBlock), 0n])
    const pools = spec.pools.map((pool, pid) => {
      const pair = byName(options.pairs, pool.pair)
      return { pid, lpToken: pair.address, name: pair.name, allocPoint: pool.allocPoint, fixedStake: pool.fixedStake }
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
      pools: pools.map(({ pid, lpToken, name, fixedStake }) => deployedPool(pid, lpToken, name, fixedStake)),
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
  return { contracts: { phoStaking, ...farmContracts }, farms }
}

/** A farm pool as the deployments file lists it, with its fixed lot when the seed gives one. */
export function deployedPool(
  pid: number,
  lpToken: Address,
  name: string,
  fixedStake?: true | string,
): DeployedFarmPool {
  const lot = parseFixedStake(fixedStake, `pool ${name}.fixedStake`)
  return lot === undefined ? { pid, lpToken, name } : { pid, lpToken, name, fixedStake: lot }
}
