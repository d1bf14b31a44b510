import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Absolute paths of the contracts workspace, independent of the working directory. */
export const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '..')
export const sourcesDir = join(contractsDir, 'src')
export const artifactsDir = join(contractsDir, 'artifacts')
export const coreAbiDir = join(contractsDir, '..', 'core', 'src', 'abi')
