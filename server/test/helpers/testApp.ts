import { buildApp } from '../../src/app'
import { loadConfig, type ServerConfig } from '../../src/config'
import type { App } from '../../src/types'
import type { Backend } from './backends'
import { openTestDb, type TestDb } from './testDb'

export const TEST_DOMAIN = 'app.test'

/** A config that reaches no network: no RPCs (signatures are checked offline), the local chain on. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ LOCAL_RPC_URL: 'http://127.0.0.1:1' })
  return {
    ...base,
    indexer: { ...base.indexer, enabled: false },
    jobs: { ...base.jobs, enabled: false },
    rpcUrls: {},
    siweDomains: [TEST_DOMAIN],
    webDistDir: '/nonexistent/web/dist',
    deploymentsDirs: [],
    rateLimits: { read: 10_000, signIn: 10_000, action: 10_000, windowMs: 60_000 },
    ...overrides,
  }
}

export interface TestApp {
  app: App
  db: TestDb
  close: () => Promise<void>
}

export async function createTestApp(backend: Backend, overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const db = await openTestDb(backend)
  const app = await buildApp({ config: testConfig(overrides), db: db.handle })
  await app.ready()
  return {
    app,
    db,
    close: async () => {
      await app.close()
      await db.dispose()
    },
  }
}
