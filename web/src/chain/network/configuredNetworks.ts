import { getRuntimeConfig } from '../../config/runtimeConfig'
import { buildNetworks, defaultChainId, type Network } from './networks'
import { getStoredChainId } from './selectedChain'

/** Read once at start: the runtime config is loaded by index.html before the app, and a network change reloads. */
export const runtimeConfig = getRuntimeConfig()
export const networks: Network[] = buildNetworks(runtimeConfig)
/** The network shown while no wallet is connected. */
export const selectedChainId = defaultChainId(networks, getStoredChainId())
export const localNetwork = networks.find((n) => n.isLocal)

export function findNetwork(chainId: number | undefined): Network | undefined {
  return chainId === undefined ? undefined : networks.find((n) => n.chainId === chainId)
}

export function getDeployment(chainId: number | undefined) {
  return chainId === undefined ? undefined : runtimeConfig.deployments[chainId]
}
