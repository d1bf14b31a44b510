import { localVaultSignerKey } from '@phoswap/contracts/accounts'
import { buildApp } from '../../src/app'
import { vaultClaimsSource } from '../../src/services/indexer/sources/vaultClaims'
import type { App } from '../../src/types'
import type { Backend } from './backends'
import { indexingConfig, startTestChain, type TestChain } from './chain'
import { openTestDb, type TestDb } from './testDb'

export interface VaultApp {
  chain: TestChain
  db: TestDb
  app: App
  close: () => Promise<void>
}

/**
 * A fresh anvil with the sandbox deployment (its withdraw vault funded), a database of `backend` and an app that
 * signs vouchers with the local vault signer and indexes only the vault's claims: the deposits source would
 * credit alice (anvil #0, who funded the vault by transfer) while a test checks balances.
 */
export async function startVaultApp(backend: Backend): Promise<VaultApp> {
  const chain = await startTestChain()
  const db = await openTestDb(backend)
  const app = await buildApp({
    config: { ...indexingConfig(chain), vaultSignerKey: localVaultSignerKey },
    db: db.handle,
    eventSources: [vaultClaimsSource],
  })
  await app.ready()
  return {
    chain,
    db,
    app,
    close: async () => {
      await app.close()
      await db.dispose()
      await chain.stop()
    },
  }
}
