import { anvilAccounts, anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { freePort } from '@phoswap/contracts/anvil'
import { buildApp } from '../../src/app'
import { runAdmin } from '../../src/cli/admin'
import type { App } from '../../src/types'
import { testConfig } from './testApp'
import { openTestDb, type TestDb } from './testDb'

export interface AdminServer {
  app: App
  db: TestDb
  /** Runs `npm run admin -- <args>` against the server, signed in with `key` (anvil account 0, the operator). */
  admin: (args: string[], key?: string | null) => Promise<{ code: number; out: string; err: string }>
  close: () => Promise<void>
}

/** A listening server on PGlite whose operator is anvil account 0, for the admin CLI's real sign-in. */
export async function startAdminServer(prepare?: (db: TestDb) => Promise<void>): Promise<AdminServer> {
  const port = await freePort()
  const db = await openTestDb('pglite')
  await prepare?.(db)
  const app = await buildApp({
    config: testConfig({
      siweDomains: [`127.0.0.1:${port}`],
      operatorAddresses: [anvilAccounts[0]!.address.toLowerCase()],
    }),
    db: db.handle,
  })
  await app.listen({ port, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${port}`
  return {
    app,
    db,
    admin: async (args, key = anvilPrivateKeys[0]) => {
      const out: string[] = []
      const err: string[] = []
      const code = await runAdmin(
        ['--url', url, ...args],
        { OPERATOR_PRIVATE_KEY: key ?? undefined },
        { out: (s) => out.push(s), err: (s) => err.push(s), fetch: globalThis.fetch },
      )
      return { code, out: out.join('\n'), err: err.join('\n') }
    },
    close: async () => {
      await app.close()
      await db.dispose()
    },
  }
}
