import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { bytecodeOf } from '../artifacts'
import type { DeployArea } from './context'

/** The flash exchange, without records. */
export const exchangeSteps: DeployArea = {
  name: 'flash exchange',
  async deploy(ctx) {
    await ctx.step('flashExchange', 'FlashExchange', async () => {
      const sent = await ctx.sender.deploy(flashExchangeAbi, bytecodeOf('FlashExchange'), [ctx.me], 2_500_000n)
      ctx.progress.contracts.flashExchange = sent.address
      return sent
    })
  },
  operatorSteps: (ctx) => [
    `flash exchange ${ctx.progress.contracts.flashExchange}: addExchange(from, to, ratio 1e18, allow) per record, then send it the PHO it pays out`,
  ],
}
