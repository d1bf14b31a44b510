import type { RuntimeConfig } from '@phoswap/core/runtimeConfig'

const fallback: RuntimeConfig = { apiBase: '/v1', localChain: null, deployments: {} }

/**
 * The configuration the API server hands the app in `/runtime-config.js`. Without it (a static preview, or the
 * server is down) the app still starts, on the real networks, with no deployments.
 */
export function getRuntimeConfig(): RuntimeConfig {
  // globalThis is the window in the browser; the server's renderer (ssr/renderHome.tsx) sets it there too.
  const config = (globalThis as { __PHOSWAP_CONFIG__?: Partial<RuntimeConfig> }).__PHOSWAP_CONFIG__
  if (!config) return fallback
  return {
    apiBase: config.apiBase || fallback.apiBase,
    localChain: config.localChain ?? null,
    deployments: config.deployments ?? {},
  }
}
