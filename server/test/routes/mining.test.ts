import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { count, eq } from 'drizzle-orm'
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { lpReports, starcardLp } from '../../src/db/schema'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { startTestChain, type TestChain } from '../helpers/chain'
import { post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice, bob } from '../helpers/wallets'

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => chain?.stop())

/** Sends a call from the account (alice is the deployer and holds every seeded LP token) and waits for it. */
async function send(account: HDAccount, to: Hex, data: Hex): Promise<{ hash: Hex; ok: boolean }> {
  const wallet = createWalletClient({ account, chain: foundry, transport: http(chain.anvil.rpcUrl) })
  const hash = await wallet.sendTransaction({ to, data, gas: 500_000n })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  return { hash, ok: receipt.status === 'success' }
}

function farmOf() {
  const farm = chain.deployment.farms!.find((f) => f.name === 'farm')!
  return { address: farm.address, pool: (name: string) => farm.pools.find((p) => p.name === name)! }
}

async function deposit(account: HDAccount, poolName: string, amount: bigint): Promise<Hex> {
  const farm = farmOf()
  const pool = farm.pool(poolName)
  await send(
    account,
    pool.lpToken,
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [farm.address, maxUint256] }),
  )
  const { hash, ok } = await send(
    account,
    farm.address,
    encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [BigInt(pool.pid), amount] }),
  )
  expect(ok).toBe(true)
  return hash
}

describe.each(BACKENDS)('LP reports of PHO-USDT deposits (%s)', (backend) => {
  let db: TestDb
  let app: App
  let aliceToken: string
  let bobToken: string

  const rows = async () => ({
    reports: (await db.handle.db.select({ n: count() }).from(lpReports))[0]!.n,
    starcard: (await db.handle.db.select({ n: count() }).from(starcardLp))[0]!.n,
  })
  const report = (path: string, txHash: string, token?: string, extra: object = {}) =>
    post(app, `/v1${path}`, { tx_hash: txHash, chain_id: 31337, ...extra }, token ? { token, lang: 'en-US' } : {})

  beforeAll(async () => {
    db = await openTestDb(backend)
    app = await buildApp({
      config: testConfig({ deploymentsDirs: [chain.deploymentsDir], rpcUrls: { 31337: chain.anvil.rpcUrl } }),
      db: db.handle,
    })
    await app.ready()
    aliceToken = await signIn(app, alice)
    bobToken = await signIn(app, bob)
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('accepts a real deposit into the PHO-USDT pool once; a replay returns the stored record', async () => {
    const amount = parseEther('1')
    const hash = await deposit(alice, 'PHO-USDT', amount)
    const first = await report('/dex/report-lp', hash, aliceToken)
    expect(first.status).toBe(200)
    const receipt = await chain.client.getTransactionReceipt({ hash })
    expect(first.body.data).toMatchObject({
      chain_id: 31337,
      tx_hash: hash,
      address: getAddress(alice.address),
      farm: farmOf().address,
      pid: 0,
      amount: amount.toString(),
      block_number: Number(receipt.blockNumber),
    })
    const again = await report('/dex/report-lp', hash.toUpperCase().replace('0X', '0x'), aliceToken)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    const stored = await db.handle.db.select().from(lpReports).where(eq(lpReports.txHash, hash.toLowerCase()))
    expect(stored).toHaveLength(1)
    expect(stored[0]!.amount).toBe(amount.toString())
  })

  it('refuses another user, another pool, a non-deposit, a zero deposit, a failed tx and an unknown hash, writing nothing', async () => {
    const before = await rows()
    const farm = farmOf()
    const mine = await deposit(alice, 'PHO-USDT', parseEther('0.5'))
    // bob reports alice's deposit
    const other = await report('/dex/report-lp', mine, bobToken)
    expect(other.status).toBe(403)
    expect(other.body.code).toBe(40310)
    expect((await report('/starcard/update-lp', mine, bobToken)).status).toBe(403)
    // a deposit into another pool of the farm
    const gdt = await deposit(alice, 'GDT-PHO', parseEther('1'))
    const wrongPool = await report('/dex/report-lp', gdt, aliceToken)
    expect(wrongPool.status).toBe(400)
    expect(wrongPool.body.code).toBe(40010)
    expect(wrongPool.body.msg).toMatch(/PHO-USDT/)
    // the same pair staked in the older farm of the second tab
    const legacy = chain.deployment.farms!.find((f) => f.name === 'legacyFarm')!
    await send(
      alice,
      legacy.pools[0]!.lpToken,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [legacy.address, maxUint256] }),
    )
    const legacyDeposit = await send(
      alice,
      legacy.address,
      encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [0n, parseEther('0.1')] }),
    )
    expect((await report('/dex/report-lp', legacyDeposit.hash, aliceToken)).body.code).toBe(40010)
    // not a deposit: a harvest of the pool and a token approval
    const harvest = await send(
      alice,
      farm.address,
      encodeFunctionData({ abi: farmAbi, functionName: 'harvest', args: [0n] }),
    )
    expect((await report('/dex/report-lp', harvest.hash, aliceToken)).body.code).toBe(40010)
    const approval = await send(
      alice,
      farm.pool('PHO-USDT').lpToken,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [farm.address, maxUint256] }),
    )
    expect((await report('/starcard/update-lp', approval.hash, aliceToken)).body.code).toBe(40010)
    // a deposit of 0 (it only harvests)
    const zero = await send(
      alice,
      farm.address,
      encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [0n, 0n] }),
    )
    expect((await report('/dex/report-lp', zero.hash, aliceToken)).body.code).toBe(40010)
    // a reverted deposit (more than the balance)
    const failed = await send(
      alice,
      farm.address,
      encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [0n, maxUint256 / 2n] }),
    )
    expect(failed.ok).toBe(false)
    const reverted = await report('/dex/report-lp', failed.hash, aliceToken)
    expect(reverted.status).toBe(400)
    expect(reverted.body.code).toBe(40011)
    // a hash that is not on chain
    const unknown = await report('/dex/report-lp', `0x${'ab'.repeat(32)}`, aliceToken)
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe(40410)
    expect(unknown.body.msg).toMatch(/try again/)
    // a chain without a farm, no session, an unknown field
    expect(
      (await post(app, '/v1/dex/report-lp', { tx_hash: mine, chain_id: 56 }, { token: aliceToken })).body.code,
    ).toBe(40012)
    expect((await report('/dex/report-lp', mine)).status).toBe(401)
    expect((await report('/dex/report-lp', mine, aliceToken, { amount: '1' })).status).toBe(400)
    expect((await report('/dex/report-lp', 'not-a-hash', aliceToken)).status).toBe(400)
    expect(await rows()).toEqual(before)
    // the deposit bob tried is still alice's to report
    expect((await report('/dex/report-lp', mine, aliceToken)).status).toBe(200)
    expect((await report('/dex/report-lp', mine, bobToken)).status).toBe(403)
  })

  it('update-lp stores the stake read from farm.userInfo and refreshes it after the next deposit', async () => {
    const farm = farmOf()
    const stake = async () =>
      (
        await chain.client.readContract({
          address: farm.address,
          abi: farmAbi,
          functionName: 'userInfo',
          args: [0n, alice.address],
        })
      )[0]
    const first = await deposit(alice, 'PHO-USDT', parseEther('2'))
    const a = await report('/starcard/update-lp', first, aliceToken)
    expect(a.status).toBe(200)
    expect(a.body.data).toMatchObject({ address: getAddress(alice.address), pid: 0, tx_hash: first })
    expect(a.body.data.staked).toBe((await stake()).toString())
    const second = await deposit(alice, 'PHO-USDT', parseEther('3'))
    const b = await report('/starcard/update-lp', second, aliceToken)
    expect(BigInt(b.body.data.staked)).toBe(BigInt(a.body.data.staked) + parseEther('3'))
    expect(b.body.data.staked).toBe((await stake()).toString())
    // one row per user, refreshed in place; replaying an older deposit keeps the figure current
    const replay = await report('/starcard/update-lp', first, aliceToken)
    expect(replay.body.data.staked).toBe(b.body.data.staked)
    expect((await rows()).starcard).toBe(1)
  })
})
