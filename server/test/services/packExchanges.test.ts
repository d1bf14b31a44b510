import { anvilAccounts } from '@phoswap/contracts/accounts'
import { packExchangeAbi } from '@phoswap/core/abi/packExchangeAbi'
import { PACK_EXCHANGE_RATE_SETTING } from '@phoswap/core/rewards/assetPack'
import { eq, like } from 'drizzle-orm'
import { type Address, createWalletClient, erc20Abi, type Hex, http, maxUint256, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { indexerCursors, ledgerEntries } from '../../src/db/schema'
import { packExchangeKey } from '../../src/programs/assetPacks/packExchanges'
import { eventSources } from '../../src/services/indexer/sources/eventSources'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { setSetting } from '../../src/services/settings'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { indexingConfig, startTestChain, type TestChain, waitFor } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { ledgerBalance } from '../helpers/ledger'
import { signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { carol, dave } from '../helpers/wallets'

const CONFIRMATIONS = 2
const GDB = 8
const E18 = 10n ** 18n

let chain: TestChain

/** Carol (anvil account 2) approves the variant's pack exchange and exchanges `whole` tokens; the mined hash. */
async function exchange(symbol: 'GDT' | 'VGT', whole: string): Promise<Hex> {
  const key = symbol === 'GDT' ? 'gdtPackExchange' : 'vgtPackExchange'
  const target = chain.deployment.contracts[key] as Address
  const token = chain.deployment.tokens.find((t) => t.symbol === symbol)!
  const wallet = createWalletClient({ account: anvilAccounts[2]!, transport: http(chain.anvil.rpcUrl) })
  const approve = await wallet.writeContract({
    chain: null,
    address: token.address,
    abi: erc20Abi,
    functionName: 'approve',
    args: [target, maxUint256],
  })
  await chain.client.waitForTransactionReceipt({ hash: approve })
  const hash = await wallet.writeContract({
    chain: null,
    address: target,
    abi: packExchangeAbi,
    functionName: 'doExchange',
    args: [parseUnits(whole, token.decimals)],
  })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return hash
}

const head = async () => Number(await chain.client.getBlockNumber({ cacheTime: 0 }))

beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

describe.each(BACKENDS)(
  'pack exchanges: the indexer credits GDB/VGB from Exchanged after the depth (%s)',
  (backend) => {
    let db: TestDb
    let app: App
    let vgb: number
    const indexedTo = (block: number) =>
      waitFor(`block ${block} indexed`, () => (app.indexer.status().chains[31337]?.lastBlock ?? -1) >= block)
    const entriesOf = (txHash?: string) =>
      db.handle.db
        .select({ key: ledgerEntries.key, kind: ledgerEntries.kind })
        .from(ledgerEntries)
        .where(like(ledgerEntries.key, txHash ? `pack-exchange:31337:${txHash.toLowerCase()}:%` : 'pack-exchange:%'))
    const gdbOf = (address: string) => ledgerBalance(db.handle.db, address, GDB)

    beforeAll(async () => {
      db = await openTestDb(backend)
      const config = indexingConfig(chain)
      app = await buildApp({
        config: { ...config, indexer: { ...config.indexer, confirmations: { 31337: CONFIRMATIONS } } },
        db: db.handle,
      })
      await app.ready()
      vgb = (await get(app, '/v1/vgb-pledge/vgb-wallet', { token: await signIn(app, carol) })).body.data.coin_id
      // Whatever earlier runs on this chain exchanged is credited before the test looks.
      await chain.testClient.mine({ blocks: CONFIRMATIONS })
      await indexedTo((await head()) - CONFIRMATIONS)
    }, 60_000)
    afterAll(async () => {
      await app?.close()
      await db?.dispose()
    })

    it('credits the sender once, only after the depth; entry-mark says pending, then credited', async () => {
      const token = await signIn(app, carol)
      const before = await gdbOf(carol.address)
      const hash = await exchange('GDT', '25')
      const mined = await head()
      await indexedTo(mined - CONFIRMATIONS)
      expect(await entriesOf(hash)).toEqual([])
      expect(await gdbOf(carol.address)).toBe(before)
      const pending = await post(app, '/v1/pledge/entry-mark', { chain_id: 31337, tx_hash: hash }, { token })
      expect(pending.status).toBe(200)
      expect(pending.body.data).toMatchObject({ status: 'pending', list: [] })

      await chain.testClient.mine({ blocks: CONFIRMATIONS })
      await indexedTo(mined)
      const receipt = await chain.client.getTransactionReceipt({ hash })
      const log = receipt.logs.find(
        (l) => l.address.toLowerCase() === chain.deployment.contracts.gdtPackExchange!.toLowerCase(),
      )!
      expect(await entriesOf(hash)).toEqual([
        { key: packExchangeKey(31337, hash, log.logIndex), kind: 'asset_pack_exchange' },
      ])
      expect(await gdbOf(carol.address)).toBe(before + 25n * E18)
      const wallet = await get(app, '/v1/pledge/gdb-wallet', { token })
      expect(wallet.body.data.usable).toBe((before + 25n * E18).toString())

      const marked = await post(app, '/v1/pledge/entry-mark', { chain_id: 31337, tx_hash: hash }, { token })
      expect(marked.body.data).toMatchObject({
        status: 'credited',
        list: [{ log_index: log.logIndex, coin_id: GDB, coin_en: 'GDB', amount: (25n * E18).toString() }],
      })
      expect(marked.body.data.indexed_up_to).toBeGreaterThanOrEqual(mined)
      // The deposit mark does not count it as a deposit; another user sees nothing; signed out is refused.
      const asDeposit = await post(app, '/v1/reward/entry-mark', { chain_id: 31337, tx_hash: hash }, { token })
      expect(asDeposit.body.data).toMatchObject({ status: 'pending', list: [] })
      const daveToken = await signIn(app, dave)
      const other = await post(app, '/v1/pledge/entry-mark', { chain_id: 31337, tx_hash: hash }, { token: daveToken })
      expect(other.body.data).toMatchObject({ status: 'pending', list: [] })
      expect((await post(app, '/v1/pledge/entry-mark', { chain_id: 31337, tx_hash: hash })).status).toBe(401)
      expect((await post(app, '/v1/pledge/entry-mark', { chain_id: 31337, tx_hash: '0x1' }, { token })).status).toBe(
        400,
      )

      const records = await get(app, '/v1/reward/record-list', { token, lang: 'en-US' })
      expect(records.body.data.list[0]).toMatchObject({
        behavior: 'asset_pack_exchange',
        behavior_txt: 'Exchanged into pack balance',
        coin_id: GDB,
        usable_change_show: (25n * E18).toString(),
      })
    })

    it('VGT credits VGB under /vgb-pledge; the operator rate applies to what is indexed after it changes', async () => {
      const token = await signIn(app, carol)
      const vgbBefore = await ledgerBalance(db.handle.db, carol.address, vgb)
      const vgt = await exchange('VGT', '4')
      await chain.testClient.mine({ blocks: CONFIRMATIONS })
      await indexedTo((await head()) - CONFIRMATIONS)
      const marked = await post(app, '/v1/vgb-pledge/entry-mark', { chain_id: 31337, tx_hash: vgt }, { token })
      expect(marked.body.data).toMatchObject({
        status: 'credited',
        list: [{ coin_en: 'VGB', amount: (4n * E18).toString() }],
      })
      expect(await ledgerBalance(db.handle.db, carol.address, vgb)).toBe(vgbBefore + 4n * E18)

      expect((await get(app, '/v1/pledge/configs')).body.data).toMatchObject({
        exchange_rate: '1',
        exchange_rate_ppm: 1_000_000,
      })
      await setSetting(db.handle.db, PACK_EXCHANGE_RATE_SETTING, '1500000')
      try {
        expect((await get(app, '/v1/vgb-pledge/configs')).body.data.exchange_rate).toBe('1.5')
        const before = await gdbOf(carol.address)
        await exchange('GDT', '2')
        await chain.testClient.mine({ blocks: CONFIRMATIONS })
        await indexedTo((await head()) - CONFIRMATIONS)
        expect(await gdbOf(carol.address)).toBe(before + 3n * E18)
      } finally {
        await setSetting(db.handle.db, PACK_EXCHANGE_RATE_SETTING, '1000000')
      }
    })

    it('reading the chain again credits nothing twice, and the books balance', async () => {
      const keys = (await entriesOf()).map((e) => e.key).sort()
      expect(keys.length).toBeGreaterThanOrEqual(3)
      const balance = await gdbOf(carol.address)
      await db.handle.db.delete(indexerCursors).where(eq(indexerCursors.chainId, 31337))
      await waitFor('the cursors back', async () => (await db.handle.db.select().from(indexerCursors)).length > 0)
      await waitFor('re-read to the head', async () => {
        const rows = await db.handle.db.select({ last: indexerCursors.lastBlock }).from(indexerCursors)
        const h = await head()
        return rows.length === eventSources.length && rows.every((r) => r.last >= h - CONFIRMATIONS)
      })
      expect((await entriesOf()).map((e) => e.key).sort()).toEqual(keys)
      expect(await gdbOf(carol.address)).toBe(balance)
      expect((await checkBooks(db.handle.db)).ok).toBe(true)
    })
  },
)
