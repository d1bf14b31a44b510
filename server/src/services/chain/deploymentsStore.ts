import { stat } from 'node:fs/promises'
import type { Deployment } from '@phoswap/core/deployments'
import { deploymentFiles, loadDeployments } from './loadDeployments'

export interface DeploymentsStore {
  /** The deployments as last loaded, per chain id; no disk access. */
  current: () => Record<number, Deployment>
  /** Reads the folders again now (also done by the watch when a file changes). */
  reload: () => Promise<void>
  close: () => void
}

/** Names, sizes and modification times of the folders' `<chainId>.json` files: changes when any file does. */
async function fingerprint(dirs: string[]): Promise<string> {
  const parts: string[] = []
  for (const file of await deploymentFiles(dirs)) {
    const info = await stat(file).catch(() => null)
    if (info) parts.push(`${file}:${info.size}:${info.mtimeMs}`)
  }
  return parts.join('|')
}

/**
 * Loads the deployments files once and reloads them when one changes. The watch polls the files' stat every
 * `pollMs` instead of fs.watch: it sees folders created later and works on mounts where fs.watch is silent.
 */
export async function createDeploymentsStore(options: {
  dirs: string[]
  pollMs: number
  warn: (message: string) => void
}): Promise<DeploymentsStore> {
  let deployments: Record<number, Deployment> = {}
  let seen = ''
  const reload = async () => {
    const print = await fingerprint(options.dirs)
    deployments = await loadDeployments(options.dirs, options.warn)
    seen = print
  }
  await reload()
  let checking = false
  const timer = setInterval(() => {
    if (checking) return
    checking = true
    fingerprint(options.dirs)
      .then((print) => (print === seen ? undefined : reload()))
      .catch((error: unknown) => options.warn(`deployments reload failed: ${(error as Error).message}`))
      .finally(() => {
        checking = false
      })
  }, options.pollMs)
  timer.unref()
  return { current: () => deployments, reload, close: () => clearInterval(timer) }
}
