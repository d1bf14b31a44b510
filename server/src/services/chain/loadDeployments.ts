import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Deployment, parseDeployment } from '@phoswap/core/deployments'

/** Every `<chainId>.json` in the folders, folder by folder in order; a missing folder has none. */
export async function deploymentFiles(dirs: string[]): Promise<string[]> {
  const files: string[] = []
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[])
    for (const name of names.filter((n) => /^\d+\.json$/.test(n)).sort()) files.push(join(dir, name))
  }
  return files
}

/**
 * Reads every `<chainId>.json` in the folders, in order, so a later folder (the sandbox's DATA_DIR) overrides
 * an earlier one (the committed real networks). A broken file is reported and skipped.
 */
export async function loadDeployments(
  dirs: string[],
  warn: (message: string) => void = () => {},
): Promise<Record<number, Deployment>> {
  const result: Record<number, Deployment> = {}
  for (const file of await deploymentFiles(dirs)) {
    try {
      const deployment = parseDeployment(JSON.parse(await readFile(file, 'utf8')))
      result[deployment.chainId] = deployment
    } catch (error) {
      warn(`skipping ${file}: ${(error as Error).message}`)
    }
  }
  return result
}
