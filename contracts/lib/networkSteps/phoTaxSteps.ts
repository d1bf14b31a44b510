import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { encodeFunctionData } from 'viem'
import { deadAddress } from '../seed'
import type { DeployArea } from './context'

// dry-run estimates of calls to PHO before it exists (measured on anvil, rounded up)
const gasOf = { setPair: 50_000n, setSinks: 80_000n }

/** PHO marks its pairs as taxed and gets its tax sinks (or keeps the deployer, with a warning). */
export const phoTaxSteps: DeployArea = {
  name: 'PHO tax',
  async deploy(ctx) {
    const { progress } = ctx
    const pho = progress.contracts.pho!
    for (const pair of progress.pairs.filter((p) => p.token0 === pho || p.token1 === pho)) {
      await ctx.step(`pho:setPair:${pair.name}`, `PHO marks ${pair.name} as taxed`, async () => {
        const data = encodeFunctionData({ abi: phoTokenAbi, functionName: 'setPair', args: [pair.address, true] })
        return ctx.sender.call(pho, data, gasOf.setPair)
      })
    }
    if (!ctx.options.sinks) {
      ctx.log(
        `warning: PHO's tax sinks stay the deployer ${ctx.me} (burn share to the dead address); set them with setSinks`,
      )
      return
    }
    const { liquidity, equity, ecosystem, burn = deadAddress } = ctx.options.sinks
    await ctx.step('pho:setSinks', 'PHO tax sinks', async () => {
      const data = encodeFunctionData({
        abi: phoTokenAbi,
        functionName: 'setSinks',
        args: [liquidity, equity, burn, ecosystem],
      })
      return ctx.sender.call(pho, data, gasOf.setSinks)
    })
  },
  operatorSteps(ctx) {
    const pho = ctx.progress.contracts.pho
    return [
      ...(ctx.options.sinks
        ? []
        : [`PHO ${pho}: setSinks(liquidity, equity, burn, ecosystem) (they are the deployer now)`]),
      'PHO: setPair(pair, true) for every later PHO pair, setExempt where a contract must move PHO untaxed',
    ]
  },
}
