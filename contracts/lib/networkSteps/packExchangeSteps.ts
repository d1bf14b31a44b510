import { packExchangeAbi } from '@phoswap/core/abi/packExchangeAbi'
import { bytecodeOf } from '../artifacts'
import { PACK_EXCHANGES } from '../seedPackExchange'
import type { DeployArea } from './context'

/** The asset-pack exchanges, one per token (GDT, VGT) the chain has, owned by the deployer. */
export const packExchangeSteps: DeployArea = {
  name: 'pack exchanges',
  async deploy(ctx) {
    for (const { key, symbol } of PACK_EXCHANGES) {
      const token = ctx.present.get(symbol)
      if (!token) {
        ctx.log(`no ${symbol} token on this chain (--token ${symbol}=<address>): its pack exchange is not deployed`)
        continue
      }
      await ctx.step(key, `PackExchange (${symbol} ${token.address})`, async () => {
        const sent = await ctx.sender.deploy(
          packExchangeAbi,
          bytecodeOf('PackExchange'),
          [ctx.me, token.address],
          1_200_000n,
        )
        ctx.progress.contracts[key] = sent.address
        return sent
      })
    }
  },
  operatorSteps: (ctx) =>
    PACK_EXCHANGES.flatMap(({ key, symbol }) =>
      ctx.progress.contracts[key]
        ? [
            `pack exchange ${ctx.progress.contracts[key]} takes ${symbol}; the server credits the pack coin at pack_exchange_rate_ppm (default 1:1); sweep(to, amount) collects, pause stops exchanges (owner)`,
          ]
        : [],
    ),
}
