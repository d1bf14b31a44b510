import type { Chain, Transport } from 'viem'
import { type CreateConnectorFn, createConfig, fallback, http, injected } from 'wagmi'
import { localNetwork, networks, selectedChainId } from '../network/configuredNetworks'
import { devWallet } from './devWallet'

/**
 * wagmi for the configured networks. EIP-6963 discovery adds one connector per announced wallet (id = its
 * rdns); the plain `injected` connector covers an older wallet that only sets `window.ethereum`; the
 * development wallet exists only when the runtime config has a local chain.
 */
function build() {
  const ordered = [...networks].sort(
    (a, b) => Number(b.chainId === selectedChainId) - Number(a.chainId === selectedChainId),
  )
  const chains = ordered.map((n) => n.chain) as [Chain, ...Chain[]]
  const transports: Record<number, Transport> = {}
  for (const n of networks) {
    // JSON-RPC batching folds the reads of one tick into one request; several public RPCs back each other up.
    const urls = n.chain.rpcUrls.default.http.map((url) => http(url, { batch: { wait: 16 } }))
    transports[n.chainId] = urls.length > 1 ? fallback(urls) : urls[0]!
  }
  const connectors: CreateConnectorFn[] = [injected()]
  if (localNetwork) connectors.push(devWallet({ chain: localNetwork.chain }))
  return createConfig({
    chains,
    transports,
    connectors,
    multiInjectedProviderDiscovery: true,
    batch: { multicall: { wait: 16 } },
  })
}

export const wagmiConfig = build()
