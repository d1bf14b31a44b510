import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { getChain } from '@phoswap/core/chains'
import { NATIVE_TOKEN_ADDRESS, STATIC_TOKEN_LISTS } from '@phoswap/core/tokens'
import { type Address, getAddress } from 'viem'
import { bytecodeOf } from '../artifacts'
import type { DeployArea } from './context'
import { readToken } from './readToken'

/** Multicall3's address on almost every EVM chain (same deployer, same nonce). */
export const canonicalMulticall3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

// dry-run estimate of the router's deployment, which reads the factory (not deployed yet); measured on anvil
const routerGas = 4_300_000n

/** Multicall3 and the wrapped native token (reused when the chain has them), Factory and Router. */
export const ammSteps: DeployArea = {
  name: 'AMM',
  async deploy(ctx) {
    const { progress, sender, chainId, me } = ctx
    const native = getChain(chainId)?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    await ctx.step('multicall3', 'Multicall3', async () => {
      if (await ctx.hasCode(canonicalMulticall3)) {
        progress.contracts.multicall3 = canonicalMulticall3
        return null
      }
      const sent = await sender.deploy(multicall3Abi, bytecodeOf('Multicall3'), [], 1_500_000n)
      progress.contracts.multicall3 = sent.address
      return sent
    })

    await ctx.step('wrappedNative', `wrapped ${native.symbol}`, async () => {
      const wrappedSymbol = `W${native.symbol}`
      if (ctx.options.wrappedNative) {
        const address = getAddress(ctx.options.wrappedNative)
        if (!(await ctx.hasCode(address)))
          throw new Error(`--wrapped-native ${address} has no code on chain ${chainId}`)
        progress.contracts.wrappedNative = address
        ctx.addToken(await readToken(ctx.client, address))
        return null
      }
      const fromList = (STATIC_TOKEN_LISTS[chainId] ?? []).find(
        (t) => t.symbol === wrappedSymbol && t.address !== NATIVE_TOKEN_ADDRESS,
      )
      if (fromList && (await ctx.hasCode(fromList.address))) {
        progress.contracts.wrappedNative = fromList.address
        ctx.addToken({ address: fromList.address, symbol: fromList.symbol, name: fromList.name, decimals: 18 })
        return null
      }
      const name = `Wrapped ${native.symbol}`
      const sent = await sender.deploy(wrappedNativeAbi, bytecodeOf('WrappedNative'), [name, wrappedSymbol], 1_200_000n)
      progress.contracts.wrappedNative = sent.address
      ctx.addToken({ address: sent.address, symbol: wrappedSymbol, name, decimals: 18 })
      return sent
    })

    await ctx.step('factory', 'Factory', async () => {
      const sent = await sender.deploy(factoryAbi, bytecodeOf('Factory'), [me], 5_000_000n)
      progress.contracts.factory = sent.address
      return sent
    })
    const { factory, wrappedNative } = progress.contracts as Record<string, Address>
    await ctx.step('router', 'Router', async () => {
      const sent = await sender.deploy(routerAbi, bytecodeOf('Router'), [factory!, wrappedNative!], routerGas)
      progress.contracts.router = sent.address
      return sent
    })
  },
}
