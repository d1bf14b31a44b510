import { bsc, type ChainConfig, LOCAL_CHAIN_ID, local, okt, polygon } from './chains'

const byId: ReadonlyMap<number, ChainConfig> = new Map([okt, polygon, bsc, local].map((c) => [c.chainId, c]))

/**
 * The config of a chain we know, the local chain included (whether it is offered is `availableChains`' call),
 * or `undefined`. Pass `localRpcUrl` to get the local chain with the runtime config's RPC.
 */
export function getChain(chainId: number, localRpcUrl?: string): ChainConfig | undefined {
  const chain = byId.get(chainId)
  if (chain && chainId === LOCAL_CHAIN_ID && localRpcUrl) return { ...chain, rpcUrls: [localRpcUrl] }
  return chain
}
