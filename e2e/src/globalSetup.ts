import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@phoswap/scripts/ports'
import { type Sandbox, startSandbox } from '@phoswap/scripts/sandbox'
import 'vitest'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    rpcUrl: string
    deploymentJson: string
  }
}

let sandbox: Sandbox | undefined
let dataDir: string | undefined

export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'phoswap-e2e-'))
  sandbox = await startSandbox({
    port: await freePort(),
    anvilPort: await freePort(),
    dataDir,
    isolatedDatabase: true,
    log: (line) => console.log(`[sandbox] ${line}`),
  })
  project.provide('sandboxUrl', sandbox.url)
  project.provide('rpcUrl', sandbox.rpcUrl)
  project.provide('deploymentJson', JSON.stringify(sandbox.deployment))
}

export async function teardown(): Promise<void> {
  await sandbox?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
