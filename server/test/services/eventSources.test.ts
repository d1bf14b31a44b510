import { and, eq, gt, sql } from 'drizzle-orm'
import { bigint, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { erc20Abi, getAbiItem } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { pairSyncs } from '../../src/db/schema'
import { contractSetKey, type EventSource } from '../../src/services/indexer/eventSource'
import { pairSyncsSource } from '../../src/services/indexer/sources/pairSyncs'
import type { App } from '../../src/types'
import { indexingConfig, startTestChain, type TestChain, waitFor, waitIndexed } from '../helpers/chain'
import { get } from '../helpers/http'
import { openTestDb, type TestDb } from '../helpers/testDb'

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' })

/** The test source's own table, created by the test (a real source brings its migration). */
const testTransfers = pgTable(
  'test_transfers',
  {
    chainId: integer('chain_id').notNull(),
    txHash: varchar('tx_hash', { length: 66 }).notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    value: numeric('value', { precision: 78, scale: 0 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.txHash, t.logIndex] })],
)

/**
 * A second source, as a deposits source will be: every Transfer of the USDC test token into a table of the test.
 * The insert has no "on conflict": a log handed twice would fail the indexer's transaction and show.
 */
function transfersSource(chain: TestChain, deliveries: Map<string, number>): EventSource {
  const usdc = chain.deployment.tokens.find((t) => t.symbol === 'USDC')!.address
  return {
    name: 'test-transfers',
    plan: (deployment) => ({
      setKey: contractSetKey('test-transfers', deployment.startBlock, [usdc]),
      fromBlock: deployment.startBlock,
      addresses: [usdc],
      events: [transferEvent],
    }),
    store: async (tx, chainId, logs) => {
      for (const log of logs) {
        const key = `${log.txHash}:${log.logIndex}`
        deliveries.set(key, (deliveries.get(key) ?? 0) + 1)
        const { value } = log.args as { value: bigint }
        await tx.insert(testTransfers).values({
          chainId,
          txHash: log.txHash,
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          value: value.toString(),
        })
      }
    },
    rollback: async (tx, chainId, block) => {
      await tx
        .delete(testTransfers)
        .where(and(eq(testTransfers.chainId, chainId), gt(testTransfers.blockNumber, block)))
    },
  }
}

describe('indexer with a second event source (real anvil, PGlite)', () => {
  let chain: TestChain
  let db: TestDb
  let app: App | null = null
  const deliveries = new Map<string, number>()

  const chainTransfers = async () => {
    const usdc = chain.deployment.tokens.find((t) => t.symbol === 'USDC')!.address
    const logs = await chain.client.getLogs({
      address: usdc,
      event: transferEvent,
      fromBlock: BigInt(chain.deployment.startBlock),
      toBlock: 'latest',
    })
    return logs.map((l) => `${l.transactionHash}:${l.logIndex}`).sort()
  }
  const storedTransfers = async () => {
    const rows = await db.handle.db.select().from(testTransfers)
    return rows.map((r) => `${r.txHash}:${r.logIndex}`).sort()
  }
  const storedSyncs = async () => {
    const rows = await db.handle.db.select({ tx: pairSyncs.txHash, log: pairSyncs.logIndex }).from(pairSyncs)
    return rows.map((r) => `${r.tx}:${r.log}`).sort()
  }
  const start = async (sources: EventSource[]) => {
    app = await buildApp({ config: indexingConfig(chain), db: db.handle, eventSources: sources })
    await app.ready()
    return app
  }

  beforeAll(async () => {
    chain = await startTestChain()
    db = await openTestDb('pglite')
    await db.handle.db.execute(
      sql`create table test_transfers (chain_id integer not null, tx_hash varchar(66) not null,
          log_index integer not null, block_number bigint not null, value numeric(78, 0) not null,
          primary key (chain_id, tx_hash, log_index))`,
    )
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
    await chain?.stop()
  })

  it('a source added later catches up from the start block alone, then both share each range; each log once', async () => {
    await start([pairSyncsSource])
    await chain.swap('USDC', 'USDT', '100')
    await waitIndexed(app!, chain)
    await app!.close()

    await start([pairSyncsSource, transfersSource(chain, deliveries)])
    await chain.swap('USDC', 'USDT', '200')
    await waitIndexed(app!, chain)
    const expected = await chainTransfers()
    expect(expected.length).toBeGreaterThan(2)
    expect(await storedTransfers()).toEqual(expected)
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true)
    expect(await storedSyncs()).toEqual(await chain.chainEvents())
    expect(app!.indexer.status().chains[31337]?.failures).toBe(0)
  })

  it('resumes from its cursor after a restart: no gap, no log handed twice', async () => {
    await app!.close()
    app = null
    await chain.swap('USDC', 'USDT', '5')
    await chain.swap('USDC', 'USDT', '6')
    const before = await storedTransfers()
    expect(before.length).toBeLessThan((await chainTransfers()).length)
    await start([pairSyncsSource, transfersSource(chain, deliveries)])
    await waitIndexed(app!, chain)
    expect(await storedTransfers()).toEqual(await chainTransfers())
    expect([...deliveries.values()].every((n) => n === 1)).toBe(true)
    // Readiness reads the lag from the cursors of every source.
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    const ready = await get(app!, '/v1/health/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.data.chains).toEqual([{ chain_id: 31337, rpc: true, head, indexed: head, lag: 0 }])
  })

  it('survives a reorg: what the orphaned blocks gave is rolled back, the new chain is read', async () => {
    const snapshot = await chain.testClient.snapshot()
    await chain.swap('USDC', 'USDT', '10')
    await chain.swap('USDC', 'USDT', '20')
    await waitIndexed(app!, chain)
    const orphaned = await chainTransfers()
    await chain.testClient.revert({ id: snapshot })
    await chain.swap('USDC', 'USDT', '30')
    await chain.testClient.mine({ blocks: 3 })
    const canonical = await chainTransfers()
    const gone = orphaned.filter((e) => !canonical.includes(e))
    expect(gone.length).toBe(2)
    await waitFor('the reorg handled', () => (app!.indexer.status().chains[31337]?.reorgs ?? 0) > 0)
    await waitIndexed(app!, chain)
    const stored = await storedTransfers()
    expect(stored).toEqual(canonical)
    for (const event of gone) expect(stored).not.toContain(event)
    expect(await storedSyncs()).toEqual(await chain.chainEvents())
    // Every log of the canonical chain was handed once.
    for (const event of canonical) expect(deliveries.get(event), event).toBe(1)
  })
})
