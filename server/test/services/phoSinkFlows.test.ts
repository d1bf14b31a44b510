import { asc } from 'drizzle-orm'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoSinkFlows } from '../../src/db/schema'
import { phoSinkFlowsSource } from '../../src/programs/community/phoSinkFlows'
import type { SourceLog } from '../../src/services/indexer/eventSource'
import { BACKENDS } from '../helpers/backends'
import { openTestDb, type TestDb } from '../helpers/testDb'

const CHAIN = 31337
const PHO = '0x00000000000000000000000000000000000000f0'
const ZERO = '0x0000000000000000000000000000000000000000'
const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const [liquidity, equity, burn, ecosystem, newEcosystem, trader, pair] = [1, 2, 3, 4, 5, 6, 7].map(addr) as string[]
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex

let logIndex = 0
function log(block: number, eventName: string, args: Record<string, unknown>): SourceLog {
  logIndex += 1
  return {
    address: PHO,
    blockNumber: block,
    blockHash: hash(block),
    logIndex,
    txHash: hash(1000 + logIndex),
    blockTime: 1_700_000_000 + block * 12,
    eventName,
    args,
  }
}
const sinksSet = (block: number, eco: string) =>
  log(block, 'SinksSet', { liquiditySink: liquidity, equitySink: equity, burnSink: burn, ecosystemSink: eco })
const transfer = (block: number, from: string, to: string, value: bigint) => log(block, 'Transfer', { from, to, value })

describe.each(BACKENDS)(
  "PHO's sink flows: the sinks in force at each log, mints and plain transfers skipped (%s)",
  (backend) => {
    let db: TestDb
    beforeAll(async () => {
      db = await openTestDb(backend)
    })
    afterAll(async () => db?.dispose())

    const flows = () =>
      db.handle.db
        .select({ sink: phoSinkFlows.sink, amount: phoSinkFlows.amount, block: phoSinkFlows.blockNumber })
        .from(phoSinkFlows)
        .orderBy(asc(phoSinkFlows.blockNumber), asc(phoSinkFlows.logIndex))

    it('stores each tax transfer under its sink, follows a change of sinks, ignores twice-sent logs, and rolls back', async () => {
      const deployment = {} as never
      const first = [
        transfer(10, pair, ecosystem, 5n), // before any SinksSet: nobody's sink yet
        sinksSet(11, ecosystem),
        transfer(12, pair, liquidity, 100n),
        transfer(12, pair, equity, 100n),
        transfer(12, pair, burn, 50n),
        transfer(12, pair, ecosystem, 50n),
        transfer(12, ZERO, ecosystem, 999n), // a mint is no tax
        transfer(12, pair, trader, 9_950n), // the trader's part
      ]
      await db.handle.db.transaction((tx) => phoSinkFlowsSource.store(tx, CHAIN, first, deployment))
      // a later range: the sinks of the earlier range are read back from the database
      const second = [
        transfer(13, trader, ecosystem, 7n),
        sinksSet(14, newEcosystem),
        transfer(15, pair, ecosystem, 3n),
      ]
      second.push(transfer(15, pair, newEcosystem, 4n))
      await db.handle.db.transaction((tx) => phoSinkFlowsSource.store(tx, CHAIN, second, deployment))
      // a retried range posts nothing twice
      await db.handle.db.transaction((tx) => phoSinkFlowsSource.store(tx, CHAIN, second, deployment))
      expect(await flows()).toEqual([
        { sink: 'liquidity', amount: '100', block: 12 },
        { sink: 'equity', amount: '100', block: 12 },
        { sink: 'burn', amount: '50', block: 12 },
        { sink: 'ecosystem', amount: '50', block: 12 },
        { sink: 'ecosystem', amount: '7', block: 13 },
        { sink: 'ecosystem', amount: '4', block: 15 },
      ])
      await db.handle.db.transaction((tx) => phoSinkFlowsSource.rollback(tx, CHAIN, 13))
      expect((await flows()).map((f) => f.block)).toEqual([12, 12, 12, 12, 13])
      // the orphaned SinksSet went too: the old ecosystem sink is in force again
      await db.handle.db.transaction((tx) =>
        phoSinkFlowsSource.store(tx, CHAIN, [transfer(16, pair, ecosystem, 2n)], deployment),
      )
      expect((await flows()).at(-1)).toEqual({ sink: 'ecosystem', amount: '2', block: 16 })
    })
  },
)
