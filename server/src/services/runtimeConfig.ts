import type { RuntimeConfig } from '@phoswap/core/runtimeConfig'
import { LOCAL_CHAIN_ID, type ServerConfig } from '../config'
import { loadDeployments } from './loadDeployments'

/**
 * The script that sets `window.__PHOSWAP_CONFIG__`, served as `/runtime-config.js` and inlined into index.html.
 * Deployments are read per call so a fresh deploy shows at once.
 */
export async function runtimeConfigScript(config: ServerConfig, warn: (message: string) => void): Promise<string> {
  const runtime: RuntimeConfig = {
    apiBase: '/v1',
    localChain: config.localRpcUrl ? { chainId: LOCAL_CHAIN_ID, rpcUrl: config.localRpcUrl } : null,
    deployments: await loadDeployments(config.deploymentsDirs, warn),
  }
  // `<` escaped so the JSON can never close a script element.
  const json = JSON.stringify(runtime).replace(/</g, '\\u003c')
  return `window.__PHOSWAP_CONFIG__ = ${json};\n`
}
