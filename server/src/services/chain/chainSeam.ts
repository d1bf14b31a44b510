import type { Deployment } from '@phoswap/core/deployments'
import type { PublicClient } from 'viem'
import { createChainClient } from './createChainClient'
import { createDeploymentsStore } from './deploymentsStore'

/** The server's one view of the chains: their deployments and one RPC client each. */
export interface ChainSeam {
  /** Deployments per chain id, loaded once and reloaded when a file changes. */
  deployments: () => Record<number, Deployment>
  /** The client of a chain with an RPC, else null. Its transport failures are ChainUnavailableErrors. */
  client: (chainId: number) => PublicClient | null
  reloadDeployments: () => Promise<void>
  close: () => void
}

export interface ChainSeamOptions {
  rpcUrls: Record<number, string>
  rpcTimeoutMs: number
  deploymentsDirs: string[]
  deploymentsPollMs: number
  warn: (message: string) => void
}

export async function createChainSeam(options: ChainSeamOptions): Promise<ChainSeam> {
  const store = await createDeploymentsStore({
    dirs: options.deploymentsDirs,
    pollMs: options.deploymentsPollMs,
    warn: options.warn,
  })
  const clients = new Map<number, PublicClient>()
  return {
    deployments: store.current,
    client: (chainId) => {
      const rpcUrl = options.rpcUrls[chainId]
      if (!rpcUrl) return null
      let client = clients.get(chainId)
      if (!client) {
        client = createChainClient({ chainId, rpcUrl, timeoutMs: options.rpcTimeoutMs })
        clients.set(chainId, client)
      }
      return client
    },
    reloadDeployments: store.reload,
    close: store.close,
  }
}
