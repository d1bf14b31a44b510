import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { pairFor, sortTokens } from '@phoswap/core/amm'
import type { DeployedToken } from '@phoswap/core/deployments'
import { encodeFunctionData, zeroAddress } from 'viem'
import { seedFarms } from '../seedData'
import type { DeployArea } from './context'

// dry-run estimate of createPair on a factory not deployed yet (measured on anvil, rounded up)
const createPairGas = 2_900_000n

/**
 * The pairs the farms' pools need, in the spec's order, created on the factory unless they exist; a pool whose
 * tokens are not on the chain is left out (printed).
 */
export const pairSteps: DeployArea = {
  name: 'pairs',
  async deploy(ctx) {
    const { progress, present } = ctx
    const factory = progress.contracts.factory!
    const skipped: string[] = []
    const poolPairs = new Set<string>()
    for (const farm of seedFarms) {
      for (const pool of farm.pools) {
        const missing = pool.pair.split('-').filter((symbol) => !present.has(symbol))
        if (missing.length === 0) poolPairs.add(pool.pair)
        else skipped.push(`${farm.name} pool ${pool.pair}: no ${missing.join(', ')} on chain ${ctx.chainId}`)
      }
    }
    for (const line of [...new Set(skipped)]) ctx.log(`skip ${line}`)

    for (const name of poolPairs) {
      const [a, b] = name.split('-').map((symbol) => present.get(symbol)!) as [DeployedToken, DeployedToken]
      await ctx.step(`pair:${name}`, `pair ${name}`, async () => {
        const existing = ctx.dryRun
          ? zeroAddress
          : await ctx.client.readContract({
              address: factory,
              abi: factoryAbi,
              functionName: 'getPair',
              args: [a.address, b.address],
            })
        let sent: { gas: bigint } | null = null
        if (existing === zeroAddress) {
          const data = encodeFunctionData({ abi: factoryAbi, functionName: 'createPair', args: [a.address, b.address] })
          sent = await ctx.sender.call(factory, data, createPairGas)
        }
        const [token0, token1] = sortTokens(a.address, b.address)
        progress.pairs.push({ address: pairFor(factory, token0, token1).pair, token0, token1, name })
        ctx.addToken(a)
        ctx.addToken(b)
        return sent && { gas: sent.gas }
      })
    }
  },
}
