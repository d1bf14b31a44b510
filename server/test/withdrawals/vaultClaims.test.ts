import type { Deployment } from '@phoswap/core/deployments'
import { and, eq } from 'drizzle-orm'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerAccounts, withdrawOrders } from '../../src/db/schema'
import type { SourceLog } from '../../src/services/indexer/eventSource'
import { vaultClaimsSource } from '../../src/services/indexer/sources/vaultClaims'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { postEntry } from '../../src/services/ledger/postEntry'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice } from '../helpers/wallets'

const VAULT = '0x00000000000000000000000000000000000000aa'
const TOKEN = '0x00000000000000000000000000000000000000bb'
/** The claims source reads the vault from the logs' address: the range's deployment plays no part here. */
const deployment = {} as Deployment
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex

/** The Claimed source alone, on PGlite: marks once, ignores strangers, and undoes an orphaned claim. */
describe('vault-claims source', () => {
  let db: TestDb
  let orderId: number
  const log = (block: number, blockHash: Hex, amount = 500n): SourceLog => ({
    address: VAULT,
    blockNumber: block,
    blockHash,
    logIndex: 0,
    txHash: hash(block + 1000),
    blockTime: 0,
    eventName: 'Claimed',
    args: { orderId: BigInt(orderId), recipient: alice.address, token: TOKEN, amount },
  })
  const balance = async (owner: string) => {
    const [row] = await db.handle.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, owner), eq(ledgerAccounts.coinId, 3)))
    return BigInt(row?.balance ?? 0)
  }
  const order = async () => (await db.handle.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, orderId)))[0]!

  beforeAll(async () => {
    db = await openTestDb('pglite')
    const [row] = await db.handle.db
      .insert(withdrawOrders)
      .values({
        address: alice.address.toLowerCase(),
        chainId: 31337,
        coinId: 3,
        token: TOKEN,
        vault: VAULT,
        amount: '500',
        fee: '0',
        deadline: 2_000_000_000,
        signature: '0x',
      })
      .returning()
    orderId = row!.id
    await postEntry(db.handle.db, {
      key: 'test:in-transit',
      kind: 'withdraw',
      lines: [
        { account: systemAccount(SYSTEM.sandboxFunding, 3), amount: -500n },
        { account: systemAccount(SYSTEM.withdrawalsInTransit, 3), amount: 500n },
      ],
    })
  })
  afterAll(async () => db?.dispose())

  it('a log that does not match the order (amount) is skipped', async () => {
    await db.handle.db.transaction((tx) => vaultClaimsSource.store(tx, 31337, [log(10, hash(10), 499n)], deployment))
    expect((await order()).status).toBe(0)
  })

  it('marks the order done once, even when the range is handed again', async () => {
    for (let i = 0; i < 2; i++) {
      await db.handle.db.transaction((tx) => vaultClaimsSource.store(tx, 31337, [log(10, hash(10))], deployment))
    }
    expect(await order()).toMatchObject({ status: 1, claimBlock: 10, claimTxHash: hash(1010) })
    expect(await balance(SYSTEM.withdrawalsInTransit)).toBe(0n)
    expect(await balance(SYSTEM.chain(31337))).toBe(500n)
  })

  it('a reorg below the claim makes it pending and in transit again; mined again, it is done again', async () => {
    await db.handle.db.transaction((tx) => vaultClaimsSource.rollback(tx, 31337, 12))
    expect((await order()).status).toBe(1)
    await db.handle.db.transaction((tx) => vaultClaimsSource.rollback(tx, 31337, 9))
    expect(await order()).toMatchObject({ status: 0, claimBlock: null, claimTxHash: null })
    expect(await balance(SYSTEM.withdrawalsInTransit)).toBe(500n)
    expect(await balance(SYSTEM.chain(31337))).toBe(0n)
    await db.handle.db.transaction((tx) => vaultClaimsSource.store(tx, 31337, [log(11, hash(11))], deployment))
    expect(await order()).toMatchObject({ status: 1, claimBlock: 11 })
    expect(await balance(SYSTEM.withdrawalsInTransit)).toBe(0n)
    expect(await balance(SYSTEM.chain(31337))).toBe(500n)
    expect(await balance(userAccount(alice.address, 3).owner)).toBe(0n)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })
})
