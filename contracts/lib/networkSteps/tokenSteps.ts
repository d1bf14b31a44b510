import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import type { DeployedToken } from '@phoswap/core/deployments'
import { NATIVE_TOKEN_ADDRESS, STATIC_TOKEN_LISTS } from '@phoswap/core/tokens'
import { getAddress, parseUnits } from 'viem'
import { bytecodeOf } from '../artifacts'
import type { DeployArea } from './context'
import { readToken } from './readToken'

/** PHO, then the tokens the chain has: core's list for the chain and the operator's `tokens`, where they have code. */
export const tokenSteps: DeployArea = {
  name: 'tokens',
  async deploy(ctx) {
    const { progress, me } = ctx
    await ctx.step('pho', 'PHO', async () => {
      const supply = parseUnits(String(ctx.options.phoSupply ?? 100_000_000n), 18)
      const sent = await ctx.sender.deploy(phoTokenAbi, bytecodeOf('PhoToken'), [me, supply], 2_000_000n)
      progress.contracts.pho = sent.address
      return sent
    })
    const pho = progress.contracts.pho!
    const phoToken: DeployedToken = { address: pho, symbol: 'PHO', name: 'PhoSwap Token', decimals: 18 }
    ctx.addToken(phoToken)

    // tokens by symbol: core's list, then the operator's, each only where it has code on this chain
    const known = new Map<string, DeployedToken>()
    for (const t of STATIC_TOKEN_LISTS[ctx.chainId] ?? []) {
      if (t.address === NATIVE_TOKEN_ADDRESS) continue
      known.set(t.symbol, { address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals })
    }
    for (const [symbol, address] of Object.entries(ctx.options.tokens ?? {})) {
      known.set(symbol, { ...(await readToken(ctx.client, getAddress(address))), symbol })
    }
    ctx.present.set('PHO', phoToken)
    for (const [symbol, token] of known) if (await ctx.hasCode(token.address)) ctx.present.set(symbol, token)
  },
}
