import type { Deployment } from '@phoswap/core/deployments'
import type { TestProject } from 'vitest/node'
import { type Anvil, freePort, startAnvil } from '../../lib/anvil'
import { ensureBuilt } from '../../lib/build'
import { deployAndSeed } from '../../lib/seed'
import { markBaseline, releaseAllLocks } from './pool'

declare module 'vitest' {
  export interface ProvidedContext {
    contractsRpcUrls: string[]
    contractsDeployment: Deployment
  }
}

/** Preferred port of the anvil for worker slot i (1-based), like VITEST_POOL_ID. */
const basePort = 8600

async function startOnPreferredPort(slot: number): Promise<Anvil> {
  try {
    return await startAnvil({ port: basePort + slot })
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('already in use'))) throw error
    return startAnvil({ port: await freePort() })
  }
}

/** Starts one seeded anvil per worker slot; test files claim one through test/setup/anvil.ts. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuilt({ log: (line) => console.log(`contracts: ${line}`) })
  const slots = Math.max(1, Number(project.config.maxWorkers) || 1)
  const anvils: Anvil[] = []
  try {
    for (let slot = 1; slot <= slots; slot++) anvils.push(await startOnPreferredPort(slot))
    const deployments = await Promise.all(anvils.map((anvil) => deployAndSeed({ rpcUrl: anvil.rpcUrl })))
    for (const anvil of anvils) await markBaseline(anvil.rpcUrl)
    const urls = anvils.map((anvil) => anvil.rpcUrl)
    releaseAllLocks(urls)
    project.provide('contractsRpcUrls', urls)
    project.provide('contractsDeployment', deployments[0]!)
  } catch (error) {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    throw error
  }
  return async () => {
    releaseAllLocks(anvils.map((anvil) => anvil.rpcUrl))
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
}
