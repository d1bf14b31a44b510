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

/** A claim of an order the refund job already refunded: the refund is reversed, never paid twice. */
describe('vault-claims source: a claim seen after its refund', () => {
  let db: TestDb
  const order = async (id: number) =>
    (await db.handle.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, id)))[0]!
  const usable = async (owner: string, bucket = 'usable') => {
    const [row] = await db.handle.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, owner), eq(ledgerAccounts.coinId, 3), eq(ledgerAccounts.bucket, bucket)))
    return BigInt(row?.balance ?? 0)
  }
  /** An order of 500 (+ fee 5) withdrawn by alice and refunded after its deadline: status 2, refund posted. */
  const refundedOrder = async (n: number) => {
    const [row] = await db.handle.db
      .insert(withdrawOrders)
      .values({
        address: alice.address.toLowerCase(),
        chainId: 31337,
        coinId: 3,
        token: TOKEN,
        vault: VAULT,
        amount: '500',
        fee: '5',
        deadline: 1_000,
        signature: '0x',
        status: 2,
        refundKey: `withdraw-refund:${n}`,
        refunds: 1,
      })
      .returning()
    await postEntry(db.handle.db, {
      key: `test:withdraw:${n}`,
      kind: 'withdraw',
      lines: [
        { account: systemAccount(SYSTEM.sandboxFunding, 3), amount: -505n },
        { account: systemAccount(SYSTEM.withdrawalsInTransit, 3), amount: 500n },
        { account: systemAccount(SYSTEM.fees, 3), amount: 5n },
      ],
    })
    await postEntry(db.handle.db, {
      key: `withdraw-refund:${n}`,
      kind: 'withdraw_refund',
      lines: [
        { account: systemAccount(SYSTEM.withdrawalsInTransit, 3), amount: -500n },
        { account: systemAccount(SYSTEM.fees, 3), amount: -5n },
        { account: userAccount(alice.address, 3), amount: 505n },
      ],
    })
    return row!.id
  }
  const claimed = (id: number, block: number): SourceLog => ({
    address: VAULT,
    blockNumber: block,
    blockHash: hash(block),
    logIndex: 0,
    txHash: hash(block + 2000),
    blockTime: 0,
    eventName: 'Claimed',
    args: { orderId: BigInt(id), recipient: alice.address, token: TOKEN, amount: 500n },
  })

  beforeAll(async () => {
    db = await openTestDb('pglite')
  })
  afterAll(async () => db?.dispose())

  it('reverses the refund and books the claim: the user keeps nothing twice, the books balance', async () => {
    const id = await refundedOrder(901)
    const before = await usable(alice.address.toLowerCase())
    await db.handle.db.transaction((tx) => vaultClaimsSource.store(tx, 31337, [claimed(id, 20)], deployment))
    expect(await order(id)).toMatchObject({ status: 1, claimBlock: 20, refundKey: null })
    expect(await usable(alice.address.toLowerCase())).toBe(before - 505n)
    expect(await usable(SYSTEM.withdrawalsInTransit)).toBe(0n)
    const books = await checkBooks(db.handle.db)
    expect(books.ok).toBe(true)
    expect(books.debts).toEqual([])
  })

  it('a refund already spent: the reversal leaves a debt that ledger check names, with the entry', async () => {
    const id = await refundedOrder(902)
    // Alice moved everything on before the claim was seen.
    const all = await usable(alice.address.toLowerCase())
    await postEntry(db.handle.db, {
      key: 'test:spent',
      kind: 'transfer_out',
      lines: [
        { account: userAccount(alice.address, 3), amount: -all },
        { account: systemAccount(SYSTEM.fees, 3), amount: all },
      ],
    })
    await db.handle.db.transaction((tx) => vaultClaimsSource.store(tx, 31337, [claimed(id, 21)], deployment))
    expect(await order(id)).toMatchObject({ status: 1 })
    expect(await usable(alice.address.toLowerCase())).toBe(0n)
    expect(await usable(alice.address.toLowerCase(), 'debt')).toBe(-505n)
    const books = await checkBooks(db.handle.db)
    expect(books.ok).toBe(false)
    expect(books.debts).toEqual([
      {
        owner: alice.address.toLowerCase(),
        coin_id: 3,
        debt: '505',
        causes: [expect.objectContaining({ entry_key: 'reversal:withdraw-refund:902', amount: '505' })],
      },
    ])
  })
})
