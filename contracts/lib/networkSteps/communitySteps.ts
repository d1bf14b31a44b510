import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { communitySchedule } from '@phoswap/core/rewards/communitySchedule'
import { bytecodeOf } from '../artifacts'
import { communityStakeArgs } from '../seedCommunityStake'
import type { DeployArea } from './context'

/** The community consensus stake over PHO, owned by the deployer, with the default schedule from now. */
export const communitySteps: DeployArea = {
  name: 'community',
  async deploy(ctx) {
    const pho = ctx.progress.contracts.pho!
    await ctx.step('communityStake', `CommunityStake (PHO ${pho})`, async () => {
      const { timestamp } = await ctx.client.getBlock()
      const sent = await ctx.sender.deploy(
        communityStakeAbi,
        bytecodeOf('CommunityStake'),
        communityStakeArgs(ctx.me, pho, timestamp),
        1_500_000n,
      )
      ctx.progress.contracts.communityStake = sent.address
      return sent
    })
  },
  operatorSteps: (ctx) =>
    ctx.progress.contracts.communityStake
      ? [
          `community stake ${ctx.progress.contracts.communityStake}: its release starts ${communitySchedule.startInDays} days after deployment and lasts ${communitySchedule.releaseDays} days; move it with setSchedule(start, duration) (owner) before it starts`,
        ]
      : [],
}
