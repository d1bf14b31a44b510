import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Deployment, parseDeployment } from '@phoswap/core/deployments'

/**
 * Reads every `<chainId>.json` in the folders, in order, so a later folder (the sandbox's DATA_DIR) overrides
 * an earlier one (the committed real networks). A broken file is reported and skipped.
 */
export async function loadDeployments(
  dirs: string[],
  warn: (message: string) => void = () => {},
): Promise<Record<number, Deployment>> {
  const result: Record<number, Deployment> = {}
  for (const dir of dirs) {
    let names: string[]
    try {
      names = (await readdir(dir)).filter((n) => /^\d+\.json$/.test(n)).sort()
    } catch {
      continue
    }
    for (const name of names) {
      try {
        const deployment = parseDeployment(JSON.parse(await readFile(join(dir, name), 'utf8')))
        result[deployment.chainId] = deployment
      } catch (error) {
        warn(`skipping ${join(dir, name)}: ${(error as Error).message}`)
      }
    }
  }
  return result
}
