import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import { bytecodeOf } from '../artifacts'
import { goodVoteArgs } from '../seedGoodVote'
import type { DeployArea } from './context'

/** The Good token vote, owned by the deployer, when the chain has a Good token; unfunded and not started. */
export const voteSteps: DeployArea = {
  name: 'vote',
  async deploy(ctx) {
    const good = ctx.present.get('Good')
    if (!good) {
      ctx.log('no Good token on this chain (--token Good=<address>): the vote is not deployed')
      return
    }
    await ctx.step('goodVote', `GoodVote (Good ${good.address})`, async () => {
      const sent = await ctx.sender.deploy(goodVoteAbi, bytecodeOf('GoodVote'), goodVoteArgs(ctx.me, good), 1_800_000n)
      ctx.progress.contracts.goodVote = sent.address
      return sent
    })
  },
  operatorSteps: (ctx) =>
    ctx.progress.contracts.goodVote
      ? [
          `start the Good vote ${ctx.progress.contracts.goodVote}: Good approve(vote, 500 Good), then start() (owner); its 50 days begin then`,
        ]
      : [],
}
