import type { Deployment } from '@phoswap/core/deployments'
import type { RuntimeConfig } from '@phoswap/core/runtimeConfig'
import { LOCAL_CHAIN_ID, type ServerConfig } from '../config'

/** The web app's runtime configuration: its API base, the local chain, the deployments. */
export function runtimeConfigOf(config: ServerConfig, deployments: Record<number, Deployment>): RuntimeConfig {
  return {
    apiBase: '/v1',
    localChain: config.localRpcUrl ? { chainId: LOCAL_CHAIN_ID, rpcUrl: config.localRpcUrl } : null,
    deployments,
  }
}

/**
 * The script that sets `window.__PHOSWAP_CONFIG__`, served as `/runtime-config.js` and inlined into index.html.
 * Deployments come from the chain seam, which reloads them when a file changes.
 */
export function runtimeConfigScript(config: ServerConfig, deployments: Record<number, Deployment>): string {
  // `<` escaped so the JSON can never close a script element.
  const json = JSON.stringify(runtimeConfigOf(config, deployments)).replace(/</g, '\\u003c')
  return `window.__PHOSWAP_CONFIG__ = ${json};\n`
}
