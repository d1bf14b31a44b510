import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { encodeFunctionData, parseEther } from 'viem'
import { bytecodeOf } from '../artifacts'
import { seedFarms } from '../seedData'
import { deployedPool } from '../seedMining'
import type { DeployArea } from './context'

// dry-run estimate of Farm.add on a farm not deployed yet (measured on anvil, rounded up)
const farmAddGas = 180_000n

/** The farms (`farm`, `legacyFarm`) at the sandbox's PHO per block, with a pool per pair created; rewards unfunded. */
export const farmSteps: DeployArea = {
  name: 'farms',
  async deploy(ctx) {
    const { progress, me } = ctx
    const pho = progress.contracts.pho!
    for (const spec of seedFarms) {
      await ctx.step(`farm:${spec.name}`, `Farm ${spec.name} (${spec.rewardPerBlock} PHO per block)`, async () => {
        const sent = await ctx.sender.deploy(
          farmAbi,
          bytecodeOf('Farm'),
          [me, pho, parseEther(spec.rewardPerBlock), 0n],
          3_000_000n,
        )
        progress.contracts[spec.name] = sent.address
        progress.farms.push({ name: spec.name, address: sent.address, rewardToken: pho, pools: [] })
        return sent
      })
      const farm = progress.farms.find((f) => f.name === spec.name)!
      for (const pool of spec.pools) {
        const pair = progress.pairs.find((p) => p.name === pool.pair)
        if (!pair) continue
        await ctx.step(`farm:${spec.name}:add:${pool.pair}`, `${spec.name} pool ${pool.pair}`, async () => {
          const data = encodeFunctionData({ abi: farmAbi, functionName: 'add', args: [pool.allocPoint, pair.address] })
          const sent = await ctx.sender.call(farm.address, data, farmAddGas)
          farm.pools.push(deployedPool(farm.pools.length, pair.address, pair.name, pool.fixedStake))
          return sent
        })
      }
    }
  },
  operatorSteps: (ctx) =>
    ctx.progress.farms.map(
      (f) => `fund ${f.name} ${f.address}: PHO approve(${f.address}, amount), then fundRewards(amount) (owner)`,
    ),
}
