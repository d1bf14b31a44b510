import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { and, eq } from 'drizzle-orm'
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
import { farmHarvests, routerSwaps } from '../../src/db/schema'
import { parseDay } from '../../src/jobs/period'
import { runJob } from '../../src/jobs/runJob'
import { farmHarvestsSource } from '../../src/programs/gdt/farmHarvests'
import { GDT_POOL } from '../../src/programs/gdt/gdtSettings'
import { payGdtRewardsJob } from '../../src/programs/gdt/payGdtRewards'
import { routerSwapsSource } from '../../src/programs/gdt/routerSwaps'
import { systemAccount } from '../../src/services/ledger/accounts'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { indexingConfig, startTestChain, type TestChain, waitIndexed } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice, bob, carol } from '../helpers/wallets'

const GDT = 6
const E18 = 10n ** 18n

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => chain?.stop())

async function send(account: HDAccount, to: Hex, data: Hex): Promise<Hex> {
  const wallet = createWalletClient({ account, chain: foundry, transport: http(chain.anvil.rpcUrl) })
  const hash = await wallet.sendTransaction({ to, data, gas: 600_000n })
  await chain.client.waitForTransactionReceipt({ hash })
  return hash
}

const token = (symbol: string) => chain.deployment.tokens.find((t) => t.symbol === symbol)!.address

/** Swaps `amount` whole tokens along `path` (symbols) through our router for the account; the swap's hash. */
async function swap(account: HDAccount, path: string[], amount: string): Promise<Hex> {
  const router = chain.deployment.contracts.router
  await send(
    account,
    token(path[0]!),
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
  )
  return send(
    account,
    router,
    encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [parseEther(amount), 0n, path.map(token), account.address, maxUint256],
    }),
  )
}

describe.each(BACKENDS)('the hash verifier on a real swap (%s)', (backend) => {
  let db: TestDb
  let app: App
  const tokens = new Map<string, string>()
  const check = (who: HDAccount, tx_hash: string) =>
    post(app, '/v1/dex/valid-hash', { tx_hash }, { token: tokens.get(who.address), lang: 'en-US' })

  beforeAll(async () => {
    db = await openTestDb(backend)
    app = await buildApp({
      config: indexingConfig(chain),
      db: db.handle,
      eventSources: [routerSwapsSource, farmHarvestsSource],
    })
    await app.ready()
    for (const a of [bob, carol]) tokens.set(a.address, await signIn(app, a, { chainId: 31337 }))
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('an empty, malformed, unknown or non-swap hash gets a clear answer', async () => {
    expect((await check(bob, '')).body).toMatchObject({ code: 40080, msg: 'Please enter a transaction hash' })
    expect((await check(bob, '0x1234')).body).toMatchObject({ code: 40081 })
    const unknown = await check(bob, `0x${'ab'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.msg).toMatch(/No such transaction on this network/)
    const approve = await send(
      bob,
      token('USDT'),
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [carol.address, 1n] }),
    )
    expect((await check(bob, approve)).body).toMatchObject({
      code: 40082,
      msg: 'This transaction is not a swap through our router',
    })
  })

  it("a swap's hash gives its trader their reward, another user only the address; stored once however often checked", async () => {
    const hash = await swap(bob, ['USDT', 'PHO'], '200')
    const mine = await check(bob, hash)
    expect(mine.body).toMatchObject({
      code: 200,
      data: { address: getAddress(bob.address), self_reward: (E18 / 5n).toString(), is_self: true, confirmed: true },
    })
    const theirs = await check(carol, hash)
    expect(theirs.body.data).toEqual({
      address: getAddress(bob.address),
      self_reward: '0',
      is_self: false,
      confirmed: true,
      settled_day: null,
    })
    await check(bob, hash)
    await waitIndexed(app, chain)
    const rows = await db.handle.db.select().from(routerSwaps).where(eq(routerSwaps.txHash, hash.toLowerCase()))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ trader: bob.address.toLowerCase(), usdtVolume: (200n * E18).toString() })

    // The day's settlement pays it once into bob's business earnings (`business:<address>`); the hash then names the day.
    const day = parseDay(new Date(rows[0]!.blockTime * 1000).toISOString().slice(0, 10))!
    // (the mining pool too: the other backend's run harvested on the same chain)
    for (const pool of [GDT_POOL.trade, GDT_POOL.share, GDT_POOL.mining])
      await fundFromSandbox(db.handle.db, `${pool}:${backend}`, systemAccount(pool, GDT), 100n * E18)
    await runJob(db.handle, payGdtRewardsJob, day)
    await runJob(db.handle, payGdtRewardsJob, day)
    await check(bob, hash)
    // Every swap of bob's on the chain that day (the other backend's run swapped on the same chain), paid once.
    const bobs = await db.handle.db.select().from(routerSwaps).where(eq(routerSwaps.trader, bob.address.toLowerCase()))
    const volume = bobs.reduce((sum, r) => sum + BigInt(r.usdtVolume), 0n)
    expect(volume % (200n * E18)).toBe(0n)
    expect(await ledgerBalance(db.handle.db, `business:${bob.address.toLowerCase()}`, GDT)).toBe(volume / 1000n)
    expect(await ledgerBalance(db.handle.db, bob.address, GDT, 'frozen')).toBe(0n)
    expect((await check(bob, hash)).body.data.settled_day).toBe(day.key)
  })

  it('a multi-hop swap counts once, for the account that got the output, with its USDT side', async () => {
    const hash = await swap(carol, ['DAI', 'USDT', 'WETH'], '50')
    const res = await check(carol, hash)
    const rows = await db.handle.db
      .select()
      .from(routerSwaps)
      .where(and(eq(routerSwaps.txHash, hash.toLowerCase()), eq(routerSwaps.trader, carol.address.toLowerCase())))
    expect(rows).toHaveLength(1)
    // The USDT that left the first pair entered the second: counted once, about 50 less the 0.3% fee.
    const volume = BigInt(rows[0]!.usdtVolume)
    expect(volume > 49n * E18 && volume < 50n * E18).toBe(true)
    expect(res.body.data).toMatchObject({
      address: getAddress(carol.address),
      self_reward: (volume / 1000n).toString(),
    })
  })

  it('a harvest from our farm earns the mining reward (PHO × 1% in GDT), paid once by the next run', async () => {
    const farm = chain.deployment.farms!.find((f) => f.name === 'farm')!
    const pool = farm.pools[0]!
    await send(
      alice,
      pool.lpToken,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [farm.address, maxUint256] }),
    )
    await send(
      alice,
      farm.address,
      encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [BigInt(pool.pid), parseEther('1')] }),
    )
    await chain.testClient.mine({ blocks: 3 })
    await send(
      alice,
      farm.address,
      encodeFunctionData({ abi: farmAbi, functionName: 'harvest', args: [BigInt(pool.pid)] }),
    )
    await waitIndexed(app, chain)
    const mine = await db.handle.db
      .select()
      .from(farmHarvests)
      .where(eq(farmHarvests.user, alice.address.toLowerCase()))
    expect(mine.length).toBeGreaterThan(0)
    const harvested = mine.filter((h) => h.settledDay === null).reduce((sum, h) => sum + BigInt(h.amount), 0n)
    expect(harvested).toBeGreaterThan(0n)
    await fundFromSandbox(db.handle.db, `mining:${backend}`, systemAccount(GDT_POOL.mining, GDT), 1_000_000n * E18)
    const before = await ledgerBalance(db.handle.db, alice.address, GDT, 'frozen')
    // A day after today: every stored harvest was mined before it ended.
    const day = parseDay(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))!
    const run = await runJob(db.handle, payGdtRewardsJob, day)
    expect(run.status).toBe('done')
    await runJob(db.handle, payGdtRewardsJob, day)
    expect(await ledgerBalance(db.handle.db, alice.address, GDT, 'frozen')).toBe(before + harvested / 100n)
    const token = await signIn(app, alice, { chainId: 31337 })
    const info = await get(app, '/v1/gdt/info', { token })
    // Everything alice earned in GDT here is mining reward (on the second backend, the first run's harvest too).
    expect(BigInt(info.body.data.mining_reward)).toBe(await ledgerBalance(db.handle.db, alice.address, GDT, 'frozen'))
    expect(BigInt(info.body.data.mining_reward)).toBeGreaterThanOrEqual(harvested / 100n)
  })
})
