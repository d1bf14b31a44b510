import { anvilAccounts } from '@phoswap/contracts/accounts'
import { eq, like } from 'drizzle-orm'
import { createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { DbHandle } from '../../src/db/client'
import { indexerCursors, ledgerEntries } from '../../src/db/schema'
import { indexStep } from '../../src/services/indexer/indexStep'
import { depositKey, depositsSource } from '../../src/services/indexer/sources/deposits'
import { eventSources } from '../../src/services/indexer/sources/eventSources'
import { balancesOf } from '../../src/services/ledger/balances'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import type { App } from '../../src/types'
import { POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { indexingConfig, startTestChain, type TestChain, waitFor } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { carol, dave } from '../helpers/wallets'

const CONFIRMATIONS = 2
const USDT_COIN = 1

let chain: TestChain

/** Sends `amount` whole USDT from anvil account `index` to `to`; resolves with the mined tx hash. */
async function sendUsdt(index: number, to: string, amount: string): Promise<Hex> {
  const usdt = chain.deployment.tokens.find((t) => t.symbol === 'USDT')!
  const wallet = createWalletClient({ account: anvilAccounts[index]!, transport: http(chain.anvil.rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: usdt.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to as Hex, parseUnits(amount, usdt.decimals)],
  })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return hash
}

const head = async () => Number(await chain.client.getBlockNumber({ cacheTime: 0 }))

const depositEntries = async (db: DbHandle['db'], txHash?: string) =>
  db
    .select({ key: ledgerEntries.key })
    .from(ledgerEntries)
    .where(like(ledgerEntries.key, txHash ? `deposit:31337:${txHash.toLowerCase()}:%` : 'deposit:%'))

beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

describe('deposits: the indexer credits transfers to the receiver after the depth (real anvil, PGlite)', () => {
  let db: TestDb
  let app: App
  const receiver = () => chain.deployment.contracts.depositReceiver ?? chain.deployment.contracts.withdrawVault!
  /** Waits until the indexer has read every block up to `block` (confirmed ones only). */
  const indexedTo = (block: number) =>
    waitFor(`block ${block} indexed`, () => (app.indexer.status().chains[31337]?.lastBlock ?? -1) >= block)
  const usdtOf = async (address: string) =>
    (await balancesOf(db.handle.db, address, [USDT_COIN])).get(USDT_COIN)?.usable ?? 0n

  beforeAll(async () => {
    db = await openTestDb('pglite')
    const config = indexingConfig(chain)
    app = await buildApp({
      config: { ...config, indexer: { ...config.indexer, confirmations: { 31337: CONFIRMATIONS } } },
      db: db.handle,
    })
    await app.ready()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('credits a sender who never signed in once, only after the depth; a transfer elsewhere is ignored', async () => {
    const deposit = await sendUsdt(2, receiver(), '5')
    const elsewhere = await sendUsdt(2, dave.address, '1')
    const mined = await head()
    await indexedTo(mined - CONFIRMATIONS)
    // The deposit's block is not confirmed yet: nothing is credited.
    expect(await depositEntries(db.handle.db, deposit)).toEqual([])
    expect(await usdtOf(carol.address)).toBe(0n)

    await chain.testClient.mine({ blocks: CONFIRMATIONS })
    await indexedTo(mined)
    const receipt = await chain.client.getTransactionReceipt({ hash: deposit })
    const logIndex = receipt.logs[0]!.logIndex
    expect((await depositEntries(db.handle.db, deposit)).map((e) => e.key)).toEqual([
      depositKey(31337, deposit, logIndex),
    ])
    expect(await depositEntries(db.handle.db, elsewhere)).toEqual([])
    expect(await usdtOf(carol.address)).toBe(parseUnits('5', 18))
    expect(await usdtOf(dave.address)).toBe(0n)

    // Carol signs in later: the bill is hers, and entry-mark tells what was credited.
    const token = await signIn(app, carol)
    const records = await get(app, '/v1/reward/record-list', { token, lang: 'en-US' })
    expect(records.status).toBe(200)
    expect(records.body.data.list).toEqual([
      expect.objectContaining({
        behavior: 'deposit',
        behavior_txt: 'Deposit',
        coin_id: USDT_COIN,
        usable_change_show: parseUnits('5', 18).toString(),
      }),
    ])
    const marked = await post(app, '/v1/reward/entry-mark', { chain_id: 31337, tx_hash: deposit }, { token })
    expect(marked.status).toBe(200)
    expect(marked.body.data).toMatchObject({
      status: 'credited',
      list: [{ log_index: logIndex, coin_id: USDT_COIN, amount: parseUnits('5', 18).toString() }],
    })
    expect(marked.body.data.indexed_up_to).toBeGreaterThanOrEqual(mined)
    // Someone else's deposit is not shown to her; a bad hash is refused by the schema; signed out is refused.
    const other = await sendUsdt(3, receiver(), '2')
    const pending = await post(app, '/v1/reward/entry-mark', { chain_id: 31337, tx_hash: other }, { token })
    expect(pending.body.data).toMatchObject({ status: 'pending', list: [] })
    expect((await post(app, '/v1/reward/entry-mark', { chain_id: 31337, tx_hash: '0x12' }, { token })).status).toBe(400)
    expect((await post(app, '/v1/reward/entry-mark', { chain_id: 31337, tx_hash: deposit })).status).toBe(401)
  })

  it('reading the same range again credits nothing twice', async () => {
    await chain.testClient.mine({ blocks: CONFIRMATIONS })
    await indexedTo((await head()) - CONFIRMATIONS)
    const before = (await depositEntries(db.handle.db)).map((e) => e.key).sort()
    expect(before.length).toBeGreaterThanOrEqual(2)
    const balance = await usdtOf(carol.address)
    // Every cursor gone: the indexer reads the chain again from the start block.
    await db.handle.db.delete(indexerCursors).where(eq(indexerCursors.chainId, 31337))
    await waitFor('the cursors back', async () => (await db.handle.db.select().from(indexerCursors)).length > 0)
    await indexedTo((await head()) - CONFIRMATIONS)
    await waitFor('re-read to the head', async () => {
      const rows = await db.handle.db.select({ last: indexerCursors.lastBlock }).from(indexerCursors)
      const h = await head()
      // one cursor per registered source
      return rows.length === eventSources.length && rows.every((r) => r.last >= h - CONFIRMATIONS)
    })
    expect((await depositEntries(db.handle.db)).map((e) => e.key).sort()).toEqual(before)
    expect(await usdtOf(carol.address)).toBe(balance)
  })

  it('a reorg before the depth: the dropped deposit is never credited, its replacement once', async () => {
    const balance = await usdtOf(carol.address)
    const snapshot = await chain.testClient.snapshot()
    const dropped = await sendUsdt(2, receiver(), '7')
    await indexedTo((await head()) - CONFIRMATIONS)
    await chain.testClient.revert({ id: snapshot })
    const replacement = await sendUsdt(2, receiver(), '9')
    expect(replacement).not.toBe(dropped)
    await chain.testClient.mine({ blocks: CONFIRMATIONS + 1 })
    await indexedTo((await head()) - CONFIRMATIONS)
    expect(await depositEntries(db.handle.db, dropped)).toEqual([])
    expect(await depositEntries(db.handle.db, replacement)).toHaveLength(1)
    expect(await usdtOf(carol.address)).toBe(balance + parseUnits('9', 18))

    const books = await checkBooks(db.handle.db)
    expect(books.ok).toBe(true)
  })
})

describe.skipIf(!POSTGRES_URL)('deposits: two indexer instances on one PostgreSQL credit a log once', () => {
  if (!POSTGRES_URL) console.warn(POSTGRES_SKIP_REASON)
  let db: TestDb
  let other: DbHandle

  beforeAll(async () => {
    db = await openTestDb('postgres')
    other = db.openAnother!()
  }, 60_000)
  afterAll(async () => {
    await other?.close()
    await db?.dispose()
  })

  it('both read the same range at once (no lock between them): each deposit is posted once', async () => {
    const receiver = chain.deployment.contracts.withdrawVault!
    const hashes = [await sendUsdt(4, receiver, '3'), await sendUsdt(5, receiver, '4')]
    const log = { info: () => {}, warn: () => {}, error: () => {} }
    const step = (handle: DbHandle) =>
      indexStep({
        db: handle.db,
        client: chain.client,
        chainId: 31337,
        deployment: chain.deployment,
        sources: [depositsSource],
        confirmations: 0,
        maxBlockRange: 100_000,
        log,
      })
    const results = await Promise.all([step(db.handle), step(other)])
    for (const r of results) expect(r.kind).toBe('indexed')
    for (const hash of hashes) expect(await depositEntries(db.handle.db, hash)).toHaveLength(1)
    const usdt = (address: string) => balancesOf(db.handle.db, address, [USDT_COIN])
    expect((await usdt(anvilAccounts[4]!.address)).get(USDT_COIN)?.usable).toBe(parseUnits('3', 18))
    expect((await usdt(anvilAccounts[5]!.address)).get(USDT_COIN)?.usable).toBe(parseUnits('4', 18))
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })
})
