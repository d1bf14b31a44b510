import { localLiabilitiesPublisherKey } from '@phoswap/contracts/accounts'
import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { type PathStepWire, pathFromWire, verifyLiabilityProof } from '@phoswap/core/liabilities/merkleSum'
import { eq, sql } from 'drizzle-orm'
import { type Address, type Hex, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { liabilitiesLeaves } from '../../src/db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { postEntry } from '../../src/services/ledger/postEntry'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { indexingConfig, startTestChain, type TestChain, waitIndexed } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { fundFromSandbox } from '../helpers/ledger'
import { signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice, anvilAccount, carol, dave } from '../helpers/wallets'

const USDT = 1
const CHAIN = 31337
const eve = anvilAccount(4)
const frank = anvilAccount(5)
const units = (whole: string) => parseUnits(whole, 18)

describe.each(BACKENDS)('proof of liabilities (%s, real anvil)', (backend) => {
  // A chain of its own per backend: snapshot ids are the database's, and the vault takes each id once.
  let chain: TestChain
  let db: TestDb
  let app: App
  let operator: string
  const leafOf = (token: string) =>
    get(app, `/v1/proof/liabilities/mine?chain_id=${CHAIN}&coin_id=${USDT}`, { token, lang: 'en-US' })
  const ledgerCheck = async () => (await get(app, '/v1/admin/ledger/check', { token: operator })).body.data

  beforeAll(async () => {
    chain = await startTestChain()
    db = await openTestDb(backend)
    app = await buildApp({
      config: {
        ...indexingConfig(chain),
        operatorAddresses: [alice.address.toLowerCase()],
        liabilitiesPublisherKey: localLiabilitiesPublisherKey,
      },
      db: db.handle,
    })
    await app.ready()
    const d = db.handle.db
    // carol: 5 usable + 2 frozen; dave: 7; eve: 10 usable but a debt of 3 (left out); frank: nothing.
    await fundFromSandbox(d, 'carol', userAccount(carol.address, USDT), units('5'))
    await fundFromSandbox(d, 'carol-frozen', userAccount(carol.address, USDT, 'frozen'), units('2'))
    await fundFromSandbox(d, 'dave', userAccount(dave.address, USDT), units('7'))
    await fundFromSandbox(d, 'eve', userAccount(eve.address, USDT), units('10'))
    await postEntry(d, {
      key: 'test:eve-debt',
      kind: 'sandbox_seed',
      lines: [
        { account: userAccount(eve.address, USDT, 'debt'), amount: -units('3') },
        { account: systemAccount(SYSTEM.sandboxFunding, USDT), amount: units('3') },
      ],
    })
    await waitIndexed(app, chain)
    operator = await signIn(app, alice)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
    await chain?.stop()
  })

  it('answers "nothing published" before the first snapshot, in the caller’s language', async () => {
    const res = await get(app, `/v1/proof/liabilities?chain_id=${CHAIN}&coin_id=${USDT}`, { lang: 'en-US' })
    expect(res.status).toBe(404)
    expect(res.body.msg).toMatch(/No liabilities snapshot/)
  })

  it('the operator publishes: the root is on chain, read back from anvil; the API answers it', async () => {
    const published = await post(app, '/v1/admin/liabilities/publish', { chain_id: CHAIN }, { token: operator })
    expect(published.status).toBe(200)
    expect(published.body.data.failed).toEqual([])
    const usdt = published.body.data.published.find((p: { coin_id: number }) => p.coin_id === USDT)
    expect(usdt).toBeDefined()

    const res = await get(app, `/v1/proof/liabilities?chain_id=${CHAIN}&coin_id=${USDT}`)
    expect(res.status).toBe(200)
    const root = res.body.data
    // carol 7 + dave 7 (eve is in debt, frank has nothing; alice may hold a deposit of another coin only)
    expect(BigInt(root.root_sum)).toBe(units('14'))
    expect(root).toMatchObject({ snapshot_id: usdt.snapshot_id, chain_id: CHAIN, coin_id: USDT, covered: true })
    expect(root.publish_tx).toBe(usdt.publish_tx)
    expect(BigInt(root.vault_balance)).toBeGreaterThanOrEqual(BigInt(root.root_sum))

    const logs = await chain.client.getContractEvents({
      address: chain.deployment.contracts.withdrawVault!,
      abi: withdrawVaultAbi,
      eventName: 'LiabilitiesPublished',
      args: { snapshotId: BigInt(root.snapshot_id) },
      fromBlock: 0n,
      strict: true,
    })
    expect(logs).toHaveLength(1)
    expect(logs[0]!.transactionHash).toBe(root.publish_tx)
    expect(logs[0]!.args).toEqual({
      snapshotId: BigInt(root.snapshot_id),
      coinId: BigInt(USDT),
      rootHash: root.root_hash,
      rootSum: BigInt(root.root_sum),
      blockNumber: BigInt(root.block_number),
    })
    // the snapshot block is the one the indexer had read, before the publishing transaction
    expect(BigInt(root.block_number)).toBeLessThan(logs[0]!.blockNumber)
  })

  it('gives each account its own leaf and path, which lead to the published root', async () => {
    const root = (await get(app, `/v1/proof/liabilities?chain_id=${CHAIN}&coin_id=${USDT}`)).body.data
    const res = await leafOf(await signIn(app, carol))
    expect(res.status).toBe(200)
    const { leaf, path } = res.body.data as {
      leaf: { account: Address; coin_id: number; balance: string; salt: Hex }
      path: PathStepWire[]
    }
    expect(res.body.data.snapshot_id).toBe(root.snapshot_id)
    expect(leaf).toMatchObject({ account: carol.address.toLowerCase(), coin_id: USDT, balance: units('7').toString() })
    const asTree = { ...leaf, coinId: BigInt(leaf.coin_id), balance: BigInt(leaf.balance) }
    const published = { hash: root.root_hash as Hex, sum: BigInt(root.root_sum) }
    expect(verifyLiabilityProof(asTree, pathFromWire(path), published)).toBe(true)
    // each path step names the sibling's side
    expect(path.every((s) => s.side === 'left' || s.side === 'right')).toBe(true)
    expect(verifyLiabilityProof({ ...asTree, balance: asTree.balance + 1n }, pathFromWire(path), published)).toBe(false)

    const debtor = await leafOf(await signIn(app, eve))
    expect(debtor.status).toBe(404)
    expect(debtor.body.msg).toMatch(/not in the latest snapshot/)
    expect((await leafOf(await signIn(app, frank))).status).toBe(404)
    expect((await get(app, `/v1/proof/liabilities/mine?chain_id=${CHAIN}&coin_id=${USDT}`)).status).toBe(401)
  })

  it('ledger check: the root sum equals what the books owed at the snapshot, even after later postings', async () => {
    await fundFromSandbox(db.handle.db, 'carol-later', userAccount(carol.address, USDT), units('1'))
    const report = await ledgerCheck()
    const usdt = report.liabilities.find((l: { coin_id: number }) => l.coin_id === USDT)
    expect(usdt).toMatchObject({
      chain_id: CHAIN,
      books_owed: units('14').toString(),
      root_sum: units('14').toString(),
      difference: '0',
      leaves_differing: 0,
      root_rebuilt: true,
      accounts_in_debt: 1,
      published: true,
      ok: true,
    })
  })

  it('ledger check fails when a stored leaf no longer matches the books', async () => {
    const report = await ledgerCheck()
    const snapshotId = report.liabilities.find((l: { coin_id: number }) => l.coin_id === USDT).snapshot_id
    const d = db.handle.db
    await d
      .update(liabilitiesLeaves)
      .set({ balance: sql`${liabilitiesLeaves.balance} + 1` })
      .where(eq(liabilitiesLeaves.account, dave.address.toLowerCase()))
    const tampered = await ledgerCheck()
    expect(tampered.ok).toBe(false)
    expect(tampered.liabilities.find((l: { snapshot_id: number }) => l.snapshot_id === snapshotId)).toMatchObject({
      leaves_differing: 1,
      root_rebuilt: false,
      ok: false,
    })
    await d
      .update(liabilitiesLeaves)
      .set({ balance: sql`${liabilitiesLeaves.balance} - 1` })
      .where(eq(liabilitiesLeaves.account, dave.address.toLowerCase()))
  })

  it('a second publish is a new snapshot with new salts; a chain without a vault is refused', async () => {
    const carolToken = await signIn(app, carol)
    const before = (await leafOf(carolToken)).body.data
    const again = await post(app, '/v1/admin/liabilities/publish', {}, { token: operator })
    expect(again.status).toBe(200)
    const after = (await leafOf(carolToken)).body.data
    expect(after.snapshot_id).toBeGreaterThan(before.snapshot_id)
    expect(after.leaf.salt).not.toBe(before.leaf.salt)
    expect(after.leaf.balance).toBe(units('8').toString())
    expect((await ledgerCheck()).liabilities.every((l: { ok: boolean }) => l.ok)).toBe(true)
    const refused = await post(app, '/v1/admin/liabilities/publish', { chain_id: 137 }, { token: operator })
    expect(refused.status).toBe(404)
  })
})
