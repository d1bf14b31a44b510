import { anvilAccounts } from '@phoswap/contracts/accounts'
import { createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { balancesOf } from '../../src/services/ledger/balances'
import type { App } from '../../src/types'
import { indexingConfig, startTestChain, type TestChain, waitFor } from '../helpers/chain'
import { refusingRpcUrl } from '../helpers/deadRpc'
import { get } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { carol, dave } from '../helpers/wallets'

const USDT_COIN = 1
/** The server's own default depth for the local chain (issue 28): the test runs with it, not a lower one. */
const DEPTH = loadConfig({ LOCAL_RPC_URL: 'http://127.0.0.1:1' }).indexer.confirmations[31337]!

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

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
  expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success')
  return hash
}

describe('GET /v1/reward/deposit/pending (real anvil, the default depth of the local chain)', () => {
  let db: TestDb
  let app: App
  const receiver = () => chain.deployment.contracts.depositReceiver ?? chain.deployment.contracts.withdrawVault!
  const usableUsdt = async (address: string) =>
    (await balancesOf(db.handle.db, address, [USDT_COIN])).get(USDT_COIN)?.usable ?? 0n

  beforeAll(async () => {
    db = await openTestDb('pglite')
    const config = indexingConfig(chain)
    app = await buildApp({
      config: { ...config, indexer: { ...config.indexer, confirmations: { 31337: DEPTH } } },
      db: db.handle,
    })
    await app.ready()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('the local chain waits 2 blocks by default', () => {
    expect(DEPTH).toBe(2)
  })

  it('lists a mined deposit with its confirmations (2 of 3 under a later block), then drops it once credited', async () => {
    const token = await signIn(app, carol)
    const daveToken = await signIn(app, dave)
    const before = await usableUsdt(carol.address)
    const hash = await sendUsdt(2, receiver(), '7')
    // Another user's deposit and Carol's transfer elsewhere are not her pending deposits.
    await sendUsdt(2, dave.address, '1')
    const block = Number((await chain.client.getTransactionReceipt({ hash })).blockNumber)
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))

    const pending = await get(app, '/v1/reward/deposit/pending?chain_id=31337', { token })
    expect(pending.status).toBe(200)
    expect(pending.body.data.list).toEqual([
      {
        tx_hash: hash,
        log_index: expect.any(Number),
        coin_id: USDT_COIN,
        coin: 'USDT',
        decimals: 18,
        amount: parseUnits('7', 18).toString(),
        block_number: block,
        confirmations: head - block + 1,
        required: DEPTH + 1,
      },
    ])
    expect(head - block + 1).toBe(2) // the transfer elsewhere was mined on top of it
    expect(await usableUsdt(carol.address)).toBe(before)
    expect((await get(app, '/v1/reward/deposit/pending?chain_id=31337', { token: daveToken })).body.data.list).toEqual(
      [],
    )

    // One block more: 3 of 3, credited as soon as the indexer reads it; then it leaves the list.
    await chain.testClient.mine({ blocks: 1 })
    await waitFor(
      'the deposit credited',
      async () => (await usableUsdt(carol.address)) === before + parseUnits('7', 18),
    )
    const after = await get(app, '/v1/reward/deposit/pending?chain_id=31337', { token })
    expect(after.body.data.list).toEqual([])
  })

  it('a deposit in a block not yet at depth is 1 of 3 right after it is mined', async () => {
    const token = await signIn(app, carol)
    const hash = await sendUsdt(2, receiver(), '2')
    const res = await get(app, '/v1/reward/deposit/pending?chain_id=31337', { token })
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ tx_hash: hash, confirmations: 1, required: 3, amount: parseUnits('2', 18).toString() }),
    ])
    await chain.testClient.mine({ blocks: DEPTH })
    await waitFor(
      'the deposit credited',
      async () => (await get(app, '/v1/reward/deposit/pending?chain_id=31337', { token })).body.data.list.length === 0,
    )
  })

  it('refuses anyone signed out (401), a bad chain id (400), and a chain it does not follow lists nothing', async () => {
    expect((await get(app, '/v1/reward/deposit/pending?chain_id=31337')).status).toBe(401)
    const token = await signIn(app, carol)
    expect((await get(app, '/v1/reward/deposit/pending?chain_id=abc', { token })).status).toBe(400)
    expect((await get(app, '/v1/reward/deposit/pending?chain_id=31337&x=1', { token })).status).toBe(400)
    const other = await get(app, '/v1/reward/deposit/pending?chain_id=56', { token })
    expect(other.status).toBe(200)
    expect(other.body.data.list).toEqual([])
  })
})

describe('GET /v1/reward/deposit/pending with the chain down', () => {
  it('answers 503 chain_unavailable in the caller’s language', async () => {
    const db = await openTestDb('pglite')
    const app = await buildApp({
      config: testConfig({ deploymentsDirs: [chain.deploymentsDir], rpcUrls: { 31337: await refusingRpcUrl() } }),
      db: db.handle,
    })
    try {
      await app.ready()
      const token = await signIn(app, carol)
      const res = await get(app, '/v1/reward/deposit/pending?chain_id=31337', { token, lang: 'en-US' })
      expect(res.status).toBe(503)
      expect(res.body.code).toBe(50300)
      expect(res.body.msg).toContain('cannot be reached')
    } finally {
      await app.close()
      await db.dispose()
    }
  })
})
