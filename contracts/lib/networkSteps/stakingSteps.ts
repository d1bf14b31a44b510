import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { bytecodeOf } from '../artifacts'
import type { DeployArea } from './context'

const day = 24n * 60n * 60n

/** The PHO lock staking (30-day lock and reward period unless given); rewards unfunded. */
export const stakingSteps: DeployArea = {
  name: 'staking',
  async deploy(ctx) {
    const { progress, me, options } = ctx
    const pho = progress.contracts.pho!
    await ctx.step('phoStaking', 'PHO lock staking', async () => {
      const sent = await ctx.sender.deploy(
        lockStakingAbi,
        bytecodeOf('LockStaking'),
        [me, pho, pho, options.lockSeconds ?? 30n * day, options.rewardsSeconds ?? 30n * day],
        2_500_000n,
      )
      progress.contracts.phoStaking = sent.address
      return sent
    })
  },
  operatorSteps: (ctx) => [
    `fund the PHO lock staking ${ctx.progress.contracts.phoStaking}: PHO approve, then notifyRewardAmount(amount) (owner)`,
  ],
}
