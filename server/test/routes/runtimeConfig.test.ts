import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RuntimeConfig } from '@phoswap/core/runtimeConfig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/testApp'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const deployment = (chainId: number, pho: string) => ({
  chainId,
  startBlock: 1,
  contracts: { factory: address(1), router: address(2), wrappedNative: address(3), multicall3: address(4), pho },
  tokens: [],
  pairs: [],
})

describe('GET /runtime-config.js', () => {
  let t: TestApp
  const repoDir = mkdtempSync(join(tmpdir(), 'pho-deployments-'))
  const dataDir = join(mkdtempSync(join(tmpdir(), 'pho-data-')), 'deployments')
  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(join(repoDir, '137.json'), JSON.stringify(deployment(137, address(5))))
    writeFileSync(join(repoDir, '31337.json'), JSON.stringify(deployment(31337, address(6))))
    writeFileSync(join(dataDir, '31337.json'), JSON.stringify(deployment(31337, address(7))))
    writeFileSync(join(dataDir, '56.json'), '{ broken')
    t = await createTestApp('pglite', { deploymentsDirs: [repoDir, dataDir], localRpcUrl: 'http://127.0.0.1:8545' })
  })
  afterAll(async () => t?.close())

  it('sets window.__PHOSWAP_CONFIG__ with the local chain and every valid deployment, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/runtime-config.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-type']).toContain('javascript')
    const match = /^window\.__PHOSWAP_CONFIG__ = (.*);\n$/s.exec(res.body)
    expect(match).not.toBeNull()
    const config = JSON.parse(match![1]!) as RuntimeConfig
    expect(config.apiBase).toBe('/v1')
    expect(config.localChain).toEqual({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })
    expect(Object.keys(config.deployments).sort()).toEqual(['137', '31337'])
    // the sandbox's DATA_DIR copy wins over the repository's
    expect(config.deployments[31337]?.contracts.pho).toBe(address(7))
  })
})
