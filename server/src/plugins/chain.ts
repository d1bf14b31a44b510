import { createChainSeam } from '../services/chain/chainSeam'
import type { App } from '../types'

/**
 * Decorates `app.chain`, the one owner of the deployments and of the RPC clients: the indexer, mining reports,
 * signature checks and readiness all go through it, so a file is read once and each chain has one client.
 */
export async function chainPlugin(app: App): Promise<void> {
  const { rpcUrls, rpcTimeoutMs, deploymentsDirs, deploymentsPollMs } = app.config
  const chain = await createChainSeam({
    rpcUrls,
    rpcTimeoutMs,
    deploymentsDirs,
    deploymentsPollMs,
    warn: (message) => app.log.warn(message),
  })
  app.decorate('chain', chain)
  app.addHook('onClose', async () => chain.close())
}
