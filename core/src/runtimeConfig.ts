import type { Deployment } from './deployments'

/** What the server hands the web app at start (`/runtime-config.js`), so one build serves every setup. */
export interface RuntimeConfig {
  apiBase: string
  /** The local development chain, offered in the network picker only when set. */
  localChain: { chainId: number; rpcUrl: string } | null
  deployments: Record<number, Deployment>
}

declare global {
  interface Window {
    __PHOSWAP_CONFIG__?: RuntimeConfig
  }
}
